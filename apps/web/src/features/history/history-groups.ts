/** Where a conversation falls in the sidebar: today, the last 7 or 30 days, then by month or year. */
export type HistoryGroupKey =
  | { kind: 'today' }
  | { kind: 'last7Days' }
  | { kind: 'last30Days' }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'year'; year: number };

export interface HistoryGroup<T> {
  id: string;
  key: HistoryGroupKey;
  items: T[];
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function dayNumber(day: CalendarDay): number {
  return Date.UTC(day.year, day.month - 1, day.day) / DAY_MS;
}

/** The group of one date, counted in whole calendar days of the user's time zone. */
export function historyGroupKey(date: Date, now: Date, timeZone: string): HistoryGroupKey {
  const day = calendarDay(date, timeZone);
  const today = calendarDay(now, timeZone);
  const daysAgo = dayNumber(today) - dayNumber(day);
  if (daysAgo <= 0) return { kind: 'today' };
  if (daysAgo < 7) return { kind: 'last7Days' };
  if (daysAgo < 30) return { kind: 'last30Days' };
  if (day.year === today.year) return { kind: 'month', year: day.year, month: day.month };
  return { kind: 'year', year: day.year };
}

function groupId(key: HistoryGroupKey): string {
  if (key.kind === 'month') return `month-${key.year}-${key.month}`;
  if (key.kind === 'year') return `year-${key.year}`;
  return key.kind;
}

/** Groups items (already newest first) in order; each group appears once. */
export function groupHistory<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  now: Date,
  timeZone: string,
): HistoryGroup<T>[] {
  const groups = new Map<string, HistoryGroup<T>>();
  for (const item of items) {
    const key = historyGroupKey(new Date(dateOf(item)), now, timeZone);
    const id = groupId(key);
    const group = groups.get(id) ?? { id, key, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** The label of a month or year group in the interface language, e.g. "March 2025" or "2023年". */
export function periodLabel(key: HistoryGroupKey, language: string, timeZone: string): string | undefined {
  if (key.kind === 'month') {
    const date = new Date(Date.UTC(key.year, key.month - 1, 15, 12));
    return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone }).format(date);
  }
  if (key.kind === 'year') {
    const date = new Date(Date.UTC(key.year, 5, 15, 12));
    return new Intl.DateTimeFormat(language, { year: 'numeric', timeZone }).format(date);
  }
  return undefined;
}

export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
