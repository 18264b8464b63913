/**
 * What the bench asks of Lighthouse beyond its mobile defaults (decision 0069): nothing that the
 * measured load or a scored figure depends on.
 *
 * Skipped: what Lighthouse would gather once the page's trace is taken, and that no figure of the
 * performance score reads: the full-page screenshot, which only the report's element thumbnails
 * show, and the back/forward-cache test (`bf-cache`, weight 0 in the performance category), which
 * navigates away and back. A run takes about 1.6 s less of its 7.
 */
export const AFTER_THE_TRACE_SKIPPED = {
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
};

/**
 * What is skipped, as Lighthouse's default configuration names it: each gatherer, and the artifact it
 * gives. The screenshot's gatherer is left out by `disableFullPageScreenshot`; the back/forward-cache
 * gatherer, by skipping the only audit that needs its artifact.
 */
export const SKIPPED_GATHERERS = {
  'full-page-screenshot': 'FullPageScreenshot',
  'bf-cache-failures': 'BFCacheFailures',
} as const;
