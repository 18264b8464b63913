/**
 * Texts made by Intl (dates, numbers, prices, plural categories), handed from the server's render to
 * the browser's hydration (issue 13, decision 0032). A page's first Intl call loads ICU's data: about
 * 30 ms on one core of our machines, four times that on Lighthouse's phone, all in one task. The
 * server's HTML already holds every such text, and hydration must produce the same ones: so the
 * server records each text it makes while it renders a page, the document carries them, and the
 * browser looks them up before it would call Intl. A text not handed over (a later page, a new value)
 * is made by Intl as before.
 */
export type IntlTexts = Record<string, string>;

const handedOver = new Map<string, string>();
let recording: () => IntlTexts | undefined = () => undefined;

/** The server: where the texts of the render under way go (undefined: none is under way). */
export function recordIntlTextsWith(current: () => IntlTexts | undefined): void {
  recording = current;
}

/** The browser: the texts the server made for this page (anything else given is ignored). */
export function receiveIntlTexts(texts: unknown): void {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return;
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text === 'string') handedOver.set(key, text);
  }
}

/**
 * The text `key` names: handed over by the server, else made by `make` (and recorded when a render
 * is under way). `key` must name everything the text depends on: kind, language, options and value.
 */
export function intlText(key: string, make: () => string): string {
  const given = handedOver.get(key);
  if (given !== undefined) return given;
  const text = make();
  const record = recording();
  if (record) record[key] = text;
  return text;
}

/** Forgets what was handed over (tests). */
export function forgetIntlTexts(): void {
  handedOver.clear();
}
