/**
 * The site's icon, written into each page as a `data:` URI (decision 0058).
 *
 * A browser asks for a linked icon once the document has loaded; on a small page that is before the
 * first paint, so the icon's request came to lie on the path to the page's largest paint. Written
 * into the page, it needs no request. `public/favicon.svg` stays: the logo shows it, and other sites
 * link to it. A test keeps the two the same.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f5bc4"/><path d="M18 20h28v6H35v22h-6V26H18z" fill="#fff"/><circle cx="46" cy="44" r="5" fill="#ffb547"/></svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
