import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';
import { forgetIntlTexts, receiveIntlTexts } from './intl-texts.ts';
import { translate } from './translate.ts';

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  forgetIntlTexts();
  Intl.NumberFormat = RealNumberFormat;
  Intl.DateTimeFormat = RealDateTimeFormat;
});

/** Counts the Intl formatters made from now on. */
function countMade() {
  const made = { numbers: 0, dates: 0 };
  Intl.NumberFormat = class extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      made.numbers++;
    }
  } as typeof Intl.NumberFormat;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made.dates++;
    }
  } as typeof Intl.DateTimeFormat;
  return made;
}

describe('kept Intl formatters', () => {
  it('makes one formatter per language and options, and formats as a new one would', () => {
    const options = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(numberFormat('ar', options).format(1_234_567)).toBe(new Intl.NumberFormat('ar', options).format(1_234_567));
    const made = countMade();
    numberFormat('ar', { ...options }).format(7_654_321);
    numberFormat('ar', options).format(12);
    expect(made.numbers).toBe(0);
    numberFormat('en-US', options).format(12);
    numberFormat('en-US', options).format(13);
    expect(made.numbers).toBe(1);
    expect(numberFormat('zh-CN', options).format(1_234_567)).toBe(
      new Intl.NumberFormat('zh-CN', options).format(1_234_567),
    );
    const day = { dateStyle: 'long', timeZone: 'Asia/Shanghai' } as const;
    const moment = new Date('2026-11-24T20:00:00Z');
    expect(dateTimeFormat('ar', day).format(moment)).toBe(new Intl.DateTimeFormat('ar', day).format(moment));
    expect(dateTimeFormat('en-US', day).format(moment)).toBe('November 25, 2026');
  });

  it('gives the texts the server handed over without asking Intl (decision 0032)', () => {
    const day = { dateStyle: 'full', timeZone: 'Asia/Shanghai' } as const;
    const moment = new Date('2026-11-24T20:00:00Z');
    receiveIntlTexts({
      [`date\nen-US\n${JSON.stringify(day)}\n${moment.getTime()}`]: 'the server’s date',
      'number\nar\n{}\n1234': 'the server’s number',
    });
    const made = countMade();
    // a language and options no formatter was made for yet: asking Intl would make one
    expect(dateTimeFormat('en-US', day).format(moment)).toBe('the server’s date');
    expect(numberFormat('ar').format(1234)).toBe('the server’s number');
    expect(made).toEqual({ numbers: 0, dates: 0 });
    expect(numberFormat('ar').format(1235)).toBe(new RealNumberFormat('ar').format(1235));
    expect(made.numbers).toBe(1);
  });

  it('hands over a message’s count under the key a number of the page has', () => {
    receiveIntlTexts({ 'number\nzh-TW\n{}\n4321': '四千三百二十一' });
    const made = countMade();
    expect(translate({ views_other: '{{count}} 次閱讀' }, 'zh-TW', 'views', { count: 4321 })).toBe(
      '四千三百二十一 次閱讀',
    );
    expect(made.numbers).toBe(0);
  });
});
