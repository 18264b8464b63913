import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TopBanner, type TopBannerAd } from './TopBanner';

const desktop: TopBannerAd = {
  image: '/images/ads/home-banner-desktop.en-US.svg',
  link: '/price',
  alt: 'Free for 15 days',
  device: 'desktop',
};

describe('TopBanner', () => {
  it('on a desktop with the mobile picture of the same ad, lets the window choose: the desktop picture from 1024 px', () => {
    const html = renderToString(
      <TopBanner ad={{ ...desktop, narrowImage: '/images/ads/home-banner-mobile.en-US.svg' }} />,
    );
    expect(html).toMatch(
      /<picture><source media="\(min-width: 1024px\)" srcSet="\/images\/ads\/home-banner-desktop\.en-US\.svg" width="1440" height="80"\/><img src="\/images\/ads\/home-banner-mobile\.en-US\.svg"/,
    );
    // each picture's box is reserved (the source's size for the wide one, the image's for the narrow)
    expect(html).toContain('width="750" height="120"');
    // the narrow picture whole at its own height; the wide one 80 px high, cut only at its ends
    expect(html).toContain('class="h-auto w-full lg:h-20 lg:object-cover"');
    // still the first view's picture: fetched at high priority, never lazily (decision 0070)
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading=');
    expect(html).toContain('alt="Free for 15 days"');
    expect(html).toContain('href="/price"');
  });

  it('on a desktop without it, shows the desktop picture alone', () => {
    const html = renderToString(<TopBanner ad={desktop} />);
    expect(html).not.toContain('<picture');
    expect(html).toContain('src="/images/ads/home-banner-desktop.en-US.svg"');
    expect(html).toContain('width="1440" height="80"');
  });

  it('on a phone, shows the mobile picture alone', () => {
    const html = renderToString(
      <TopBanner
        ad={{ ...desktop, device: 'mobile', image: '/images/ads/home-banner-mobile.en-US.svg', narrowImage: '/x.svg' }}
      />,
    );
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('/x.svg');
    expect(html).toContain('src="/images/ads/home-banner-mobile.en-US.svg"');
    expect(html).toContain('class="h-auto w-full"');
  });
});
