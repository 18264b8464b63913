import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('kept Intl formatters', () => {
  it('makes one formatter per language and options, and formats as a new one would', () => {
    const options = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(numberFormat('ar', options)).toBe(numberFormat('ar', { ...options }));
    expect(numberFormat('ar', options)).not.toBe(numberFormat('en-US', options));
    expect(numberFormat('zh-CN', options).format(1_234_567)).toBe(
      new Intl.NumberFormat('zh-CN', options).format(1_234_567),
    );
    const day = { dateStyle: 'long', timeZone: 'Asia/Shanghai' } as const;
    expect(dateTimeFormat('en-US', day)).toBe(dateTimeFormat('en-US', { ...day }));
    expect(dateTimeFormat('en-US', day)).not.toBe(dateTimeFormat('en-US', { ...day, dateStyle: 'medium' }));
    const moment = new Date('2026-11-24T20:00:00Z');
    expect(dateTimeFormat('ar', day).format(moment)).toBe(new Intl.DateTimeFormat('ar', day).format(moment));
  });
});
