import type { Slide } from '@tallybook/domain';
import { buttonStyle } from '../ui/Button';

export interface PageBannerProps {
  /** The first slide of the page's alias, when the server has one. */
  slide: Slide | undefined;
  /** Said when there is no slide (or it has no title). */
  fallbackTitle: string;
  fallbackSubtitle: string;
  testId?: string;
}

/**
 * The banner of a content list page (spec §2: news and cases): the slide's picture (a narrower one on
 * phones) behind its title, which is the page's main heading.
 */
export function PageBanner({ slide, fallbackTitle, fallbackSubtitle, testId = 'page-banner' }: PageBannerProps) {
  const title = slide?.title || fallbackTitle;
  const subtitle = slide ? slide.subtitle : fallbackSubtitle;
  return (
    <section
      className="relative isolate aspect-[5/6] overflow-hidden bg-gradient-to-b from-brand-50 to-white sm:aspect-auto"
      data-testid={testId}
    >
      {slide?.image ? (
        <picture>
          {slide.image_mobile ? <source media="(max-width: 639px)" srcSet={slide.image_mobile} /> : null}
          {/* The picture is decoration: its words are the title over it. */}
          <img
            src={slide.image}
            alt=""
            // the banner opens the page: fetched at once, not at an image's low priority (decision 0070)
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover object-bottom sm:object-center rtl:-scale-x-100"
          />
        </picture>
      ) : null}
      {/* On phones the words sit above the picture's drawing (its lower half); beside it on wider screens. */}
      <div className="mx-auto flex max-w-6xl flex-col px-4 pt-8 sm:min-h-80 sm:justify-center sm:px-6 sm:py-16">
        <div className="max-w-xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
            <bdi>{title}</bdi>
          </h1>
          {subtitle ? (
            <p className="mt-3 text-base text-slate-700 sm:mt-4 sm:text-lg">
              <bdi>{subtitle}</bdi>
            </p>
          ) : null}
          {slide?.link && slide.button_text ? (
            <a href={slide.link} className={buttonStyle({ size: 'lg', className: 'mt-6 shadow' })}>
              {slide.button_text}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
