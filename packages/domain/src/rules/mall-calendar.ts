/**
 * The business calendar of the mall is Asia/Shanghai: UTC+8 all year (China has no daylight
 * saving time). Instants are stored and passed as UTC `Date`s; the calendar is applied here only.
 */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1 = January … 12 = December */
  month: number;
  day: number;
}

function assertInstant(instant: Date): number {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  return time;
}

/** The UTC+8 wall-clock reading of `instant`, as a Date whose UTC fields are that reading. */
function shanghaiWallClock(instant: Date): Date {
  return new Date(assertInstant(instant) + SHANGHAI_OFFSET_MS);
}

/** The UTC instant at which the UTC+8 wall clock reads year-month-day plus `timeOfDayMs`. */
function fromShanghaiWallClock(year: number, monthIndex: number, day: number, timeOfDayMs: number): Date {
  const wall = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999
  wall.setUTCFullYear(year, monthIndex, day);
  return new Date(wall.getTime() + timeOfDayMs - SHANGHAI_OFFSET_MS);
}

/** The calendar date in UTC+8 of `instant`: 2026-01-31T16:00Z is 2026-02-01 in Shanghai. */
export function shanghaiDate(instant: Date): CalendarDate {
  const wall = shanghaiWallClock(instant);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** 00:00 UTC+8 of the Shanghai day that contains `instant` (16:00 UTC of the day before). */
export function startOfShanghaiDay(instant: Date): Date {
  const time = assertInstant(instant);
  return new Date(time - ((((time + SHANGHAI_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS));
}

function daysInMonth(year: number, monthIndex: number): number {
  const wall = new Date(0);
  wall.setUTCFullYear(year, monthIndex + 1, 0);
  return wall.getUTCDate();
}

/**
 * `instant` plus a whole number of calendar months in UTC+8, at the same UTC+8 time of day; a day
 * of month the target month lacks is clamped to its last day (Jan 31 + 1 month = Feb 28 or 29,
 * Feb 29 2028 + 12 months = Feb 28 2029). Licence periods end this way. `months` may be negative.
 */
export function addMonthsShanghai(instant: Date, months: number): Date {
  if (!Number.isSafeInteger(months)) throw new RangeError(`Months must be a whole number, got ${months}`);
  const wall = shanghaiWallClock(instant);
  const timeOfDayMs = ((wall.getTime() % DAY_MS) + DAY_MS) % DAY_MS;
  const monthCount = wall.getUTCFullYear() * 12 + wall.getUTCMonth() + months;
  const year = Math.floor(monthCount / 12);
  const monthIndex = monthCount - year * 12;
  const day = Math.min(wall.getUTCDate(), daysInMonth(year, monthIndex));
  return fromShanghaiWallClock(year, monthIndex, day, timeOfDayMs);
}

/** Days since 1970-01-01 of the UTC+8 calendar date of `instant`. */
function shanghaiDayNumber(instant: Date): number {
  return Math.floor((assertInstant(instant) + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/**
 * Remaining days of a licence, counted in whole UTC+8 calendar days:
 * - 0 when `expiresAt <= now` (expired);
 * - otherwise the number of UTC+8 dates from today's date (counted, however late it is) up to
 *   and including the last date the licence covers. The last covered date is the date of the
 *   instant just before `expiresAt`: a licence expiring later in a day covers that day, one
 *   expiring at exactly 00:00 UTC+8 ends with the day before.
 * So a licence expiring later today has 1 day; expiring at midnight tonight, 1; at 00:00:00.001
 * the day after tomorrow, 3. A one-year licence bought at 10:00 has 366 days that first day
 * (today plus the 365 dates after it, up to the same date next year).
 */
export function remainingDays(now: Date, expiresAt: Date): number {
  const expiry = assertInstant(expiresAt);
  if (expiry <= assertInstant(now)) return 0;
  const lastCoveredDay = shanghaiDayNumber(new Date(expiry - 1));
  return lastCoveredDay - shanghaiDayNumber(now) + 1;
}
