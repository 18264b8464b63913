import { MARK_SHAPES, MARK_VIEW_BOX } from '../ui/LogoMark';

/**
 * The site's icon, written into each page as a `data:` URI (decision 0058).
 *
 * A browser asks for a linked icon once the document has loaded; on a small page that is before the
 * first paint, so the icon's request came to lie on the path to the page's largest paint. Written
 * into the page, it needs no request. It is the logo's mark (`ui/LogoMark.tsx`); `public/favicon.svg`
 * stays for other sites that link to it, and a test keeps it the same picture.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEW_BOX}">${MARK_SHAPES}</svg>`;

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
