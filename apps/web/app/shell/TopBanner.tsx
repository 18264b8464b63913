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
const WIDE_BANNER_MEDIA = '(min-width: 1024px)';

/**
 * spec §2: on the home page a banner ad sits above the header (product 30, position 69 on desktop
 * and 71 on mobile); the page starts below the header's 60 px and the ad's height.
 */
export function TopBanner({ ad }: { ad: TopBannerAd }) {
  const desktop = ad.device === 'desktop';
  // on a desktop with the mobile picture too, the window chooses: the mobile one is the image's own,
  // the desktop one a source for wide windows (the browser fetches only the one its window takes)
  const narrow = desktop ? ad.narrowImage : undefined;
  // the desktop picture alone, 80 px high and cut only at its ends on a window short of 1440 px
  const wideOnly = desktop && !narrow;
  const image = (
    <img
      src={narrow ?? ad.image}
      alt={ad.alt}
      width={wideOnly ? 1440 : 750}
      height={wideOnly ? 80 : 120}
      // the first thing on the page: fetched at once, not at an image's low priority (decision 0070)
      fetchPriority="high"
      className={
        narrow
          ? 'h-auto w-full lg:h-20 lg:object-cover'
          : wideOnly
            ? 'mx-auto h-20 w-full object-cover'
            : 'h-auto w-full'
      }
    />
  );
  return (
    <a href={ad.link} className="block bg-brand-900" data-testid="top-banner" data-track="home.topBanner">
      {narrow ? (
        <picture>
          <source media={WIDE_BANNER_MEDIA} srcSet={ad.image} width={1440} height={80} />
          {image}
        </picture>
      ) : (
        image
      )}
    </a>
  );
}
