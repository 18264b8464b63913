export interface TopBannerAd {
  image: string;
  link: string;
  alt: string;
  device: 'desktop' | 'mobile';
}

/**
 * spec §2: on the home page a banner ad sits above the header (product 30, position 69 on desktop
 * and 71 on mobile); the page starts below the header's 60 px and the ad's height.
 */
export function TopBanner({ ad }: { ad: TopBannerAd }) {
  const desktop = ad.device === 'desktop';
  return (
    <a href={ad.link} className="block bg-brand-900" data-testid="top-banner" data-track="home.topBanner">
      <img
        src={ad.image}
        alt={ad.alt}
        width={desktop ? 1440 : 750}
        height={desktop ? 80 : 120}
        // the first thing on the page: fetched at once, not at an image's low priority (decision 0070)
        fetchPriority="high"
        className={desktop ? 'mx-auto h-20 w-full object-cover' : 'h-auto w-full'}
      />
    </a>
  );
}
