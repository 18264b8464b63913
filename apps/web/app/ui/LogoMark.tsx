/**
 * The site's mark: one picture, drawn inline wherever it shows (decision 0060) and written into each
 * page's `<head>` as the icon (`shell/favicon.ts`, decision 0058). As an `<img src="/favicon.svg">`
 * the logo was a request at high priority that could end before the first paint and so lie on the
 * path to the page's largest paint; drawn inline it needs no request.
 */
export const MARK_VIEW_BOX = '0 0 64 64';

/** The mark's shapes, without the `<svg>` around them. */
export const MARK_SHAPES =
  '<rect width="64" height="64" rx="14" fill="#1f5bc4"/><path d="M18 20h28v6H35v22h-6V26H18z" fill="#fff"/><circle cx="46" cy="44" r="5" fill="#ffb547"/>';

/** The mark, 28 px square. Decorative: the link or text beside it names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={MARK_VIEW_BOX}
      width={28}
      height={28}
      aria-hidden="true"
      focusable="false"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the mark's fixed shapes, a constant of this module
      dangerouslySetInnerHTML={{ __html: MARK_SHAPES }}
    />
  );
}
