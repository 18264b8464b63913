import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

// 2026-12-07 16:30 UTC is 2026-12-08 00:30 in the business calendar (UTC+8)
const NEAR_MIDNIGHT_UTC = '2026-12-07T16:30:00.000Z';

describe('dates as people read them: the business calendar (UTC+8)', () => {
  it('puts an instant just past midnight in Beijing on its Beijing day, whatever the machine’s zone', () => {
    expect(formatDate('en-US', NEAR_MIDNIGHT_UTC)).toBe('December 8, 2026');
    expect(formatDate('zh-CN', NEAR_MIDNIGHT_UTC)).toBe('2026年12月8日');
    expect(formatDate('zh-TW', NEAR_MIDNIGHT_UTC, 'medium')).toBe('2026年12月8日');
    expect(formatDateTime('en-US', NEAR_MIDNIGHT_UTC)).toBe('Dec 8, 2026, 12:30 AM');
    // and an instant before 16:00 UTC stays on its UTC day
    expect(formatDate('en-US', '2026-12-07T15:59:00.000Z')).toBe('December 7, 2026');
  });

  it('gives nothing for what is not a date', () => {
    expect(formatDate('en-US', 'not a date')).toBe('');
    expect(formatDateTime('en-US', '')).toBe('');
  });

  it('is the only place the pages format a date', () => {
    const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const offenders = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join('lib', 'dates.ts'))
      .filter((file) =>
        /\bdateTimeFormat\(|Intl\.DateTimeFormat|toLocale(Date|Time)?String\(/.test(
          readFileSync(path.join(app, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
