import type { PeriodUnit } from '#db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `time` moved on by `count` days, months or years (UTC). A month on from the 31st ends on the
 * last day of a shorter month (31 January + 1 month = 28 or 29 February), never in March.
 */
export function addPeriod(time: number, unit: PeriodUnit, count: number): number {
  if (unit === 'day') return time + count * DAY_MS;
  const months = unit === 'year' ? count * 12 : count;
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** The months of a period, for plans whose chats are counted per month (a yearly plan: 12). */
export function periodMonths(unit: PeriodUnit, count: number): number | null {
  if (unit === 'month') return count;
  if (unit === 'year') return count * 12;
  return null;
}
