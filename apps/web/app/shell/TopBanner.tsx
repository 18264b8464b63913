export interface TopBannerAd {
  image: string;
  link: string;
  alt: string;
  device: 'desktop' | 'mobile';
  /**
   * On a desktop, the same ad's mobile picture (position 71), for a window narrower than
   * `WIDE_BANNER_MEDIA`: an iPad, whose Safari says it is a Mac, or a narrow window. The desktop
   * picture is 1440 × 80 with its text across the middle 900 px; on a narrower screen it is cut at
   * both ends. Only when both pictures link to the same address, since one link serves both.
   */
  narrowImage?: string;
}

/** Where the desktop picture's text fits whole: Tailwind's `lg`, the classes below use it too. */
export const WIDE_BANNER_MEDIA = '(min-width: 1024px)';

/**
 * spec §2: on the home page a banner ad sits above the header (product 30, position 69 on desktop
 * and 71 on mobile); the page starts below the header's 60 px and the ad's height.
 */
export function TopBanner({ ad }: { ad: TopBannerAd }) {
  const desktop = ad.device === 'desktop';
  return (
    <a href={ad.link} className="block bg-brand-900" data-testid="top-banner" data-track="home.topBanner">
      {desktop && ad.narrowImage ? (
        // the browser fetches the one picture that its window takes, before any layout
        <picture>
          <source media={WIDE_BANNER_MEDIA} srcSet={ad.image} width={1440} height={80} />
          <img
            src={ad.narrowImage}
            alt={ad.alt}
            width={750}
            height={120}
            fetchPriority="high"
            className="h-auto w-full lg:h-20 lg:object-cover"
          />
        </picture>
      ) : (
        <img
          src={ad.image}
          alt={ad.alt}
          width={desktop ? 1440 : 750}
          height={desktop ? 80 : 120}
          // the first thing on the page: fetched at once, not at an image's low priority (decision 0070)
          fetchPriority="high"
          className={desktop ? 'mx-auto h-20 w-full object-cover' : 'h-auto w-full'}
        />
      )}
    </a>
  );
}
