import { type IntlTexts, receiveIntlTexts } from '@tallybook/domain';

/**
 * The Intl texts of a server render, carried by its document to the browser (decision 0032): a JSON
 * data block at the end of the body, which no browser runs. It carries the page's nonce all the same,
 * as every inline script of a page does.
 */
export const INTL_TEXTS_ELEMENT_ID = 'intl-texts';

/** The data block for `texts`; `<` is escaped so that no text can end the element early. */
export function intlTextsElement(texts: IntlTexts, nonce: string): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  const attribute = nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');
  return `<script type="application/json" id="${INTL_TEXTS_ELEMENT_ID}" nonce="${attribute}">${json}</script>`;
}

/** In the browser, before hydration: takes the texts the document carries (none when it has no block). */
export function receiveDocumentIntlTexts(document: Document): void {
  const element = document.getElementById(INTL_TEXTS_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    receiveIntlTexts(JSON.parse(element.textContent));
  } catch {
    // a damaged block only means the browser makes its texts itself
  }
}
