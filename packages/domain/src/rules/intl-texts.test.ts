import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetIntlTexts, type IntlTexts, intlText, receiveIntlTexts, recordIntlTextsWith } from './intl-texts.ts';
import { formatPrice } from './mall-money.ts';
import { translate } from './translate.ts';

afterEach(() => {
  forgetIntlTexts();
  recordIntlTextsWith(() => undefined);
  vi.restoreAllMocks();
});

describe('Intl texts handed from the server to the browser (decision 0032)', () => {
  it('records what a render makes, and only while a render is under way', () => {
    const record: IntlTexts = {};
    let rendering = true;
    recordIntlTextsWith(() => (rendering ? record : undefined));
    expect(intlText('k\n1', () => 'one')).toBe('one');
    rendering = false;
    expect(intlText('k\n2', () => 'two')).toBe('two');
    expect(record).toEqual({ 'k\n1': 'one' });
  });

  it('answers a handed-over text without making it, and makes any other', () => {
    receiveIntlTexts({ 'k\n1': 'from the server' });
    const make = vi.fn(() => 'made here');
    expect(intlText('k\n1', make)).toBe('from the server');
    expect(make).not.toHaveBeenCalled();
    expect(intlText('k\n2', make)).toBe('made here');
    expect(make).toHaveBeenCalledOnce();
  });

  it('ignores anything but an object of texts', () => {
    for (const junk of [null, 'text', 42, ['a'], { 'k\n1': 5, 'k\n2': { nested: 'x' } }]) receiveIntlTexts(junk);
    expect(intlText('k\n1', () => 'made')).toBe('made');
    expect(intlText('0', () => 'made')).toBe('made');
  });

  it('hands over the plural categories and prices a page made, so the browser never builds an Intl object for them', () => {
    const record: IntlTexts = {};
    recordIntlTextsWith(() => record);
    const items = { items_one: '{{count}} item', items_few: '{{count}} items (few)', items_other: '{{count}} items' };
    const server = [translate(items, 'ar', 'items', { count: 3 }), formatPrice(119800, 'zh-CN')];
    recordIntlTextsWith(() => undefined);
    receiveIntlTexts(JSON.parse(JSON.stringify(record)));
    // the formatters the server's calls made are kept in this process: watch what they are asked
    const plural = vi.spyOn(Intl.PluralRules.prototype, 'select');
    const number = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    expect([translate(items, 'ar', 'items', { count: 3 }), formatPrice(119800, 'zh-CN')]).toEqual(server);
    expect(server).toEqual(['3 items (few)', '¥1,198.00']);
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
    // a value the server did not format is made by Intl as before
    expect(formatPrice(100, 'zh-CN')).toBe('¥1.00');
    expect(translate(items, 'ar', 'items', { count: 4 })).toBe('4 items (few)');
    expect(number).toHaveBeenCalled();
    expect(plural).toHaveBeenCalled();
  });
});
