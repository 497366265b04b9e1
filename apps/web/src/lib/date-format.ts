/**
 * Dates and times in the reader's own format ("Nov 26, 2026, 7:22 AM", "2026年11月26日 07:22"),
 * from the language's rules (dayjs's "LL" needs a plugin this app does not load).
 */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A moment as two short parts for a narrow table cell: the day ("Nov 26, 2026") and the time ("7:22 AM"). */
export function formatDayAndTime(iso: string, language: string): { day: string; time: string } {
  const date = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date),
  };
}
