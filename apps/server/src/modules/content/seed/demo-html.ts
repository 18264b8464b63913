// Demo content: turns the seed's plain texts into the rich text the site stores.

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Escapes a text and shows `**names on screen**` in bold. */
export function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

export const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${inline(text)}</p>`).join('');

export const orderedList = (items: readonly string[]) =>
  `<ol>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ol>`;

export const bulletList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;

export const tip = (text: string) => `<p class="tip">${inline(text)}</p>`;

/** Sections of a long text (agreements): a heading and its paragraphs each. */
export const sections = (list: ReadonlyArray<{ heading: string; body: readonly string[] }>) =>
  list.map((section) => `<h2>${inline(section.heading)}</h2>${paragraphs(section.body)}`).join('');
