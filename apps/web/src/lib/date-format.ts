import { localeEntry } from '@glossa/contracts/locales';
import { useUiLocale } from './ui-locale.ts';

/**
 * Dates and times in the reader's own format, one per interface language on every page (orders,
 * usage, history, API keys, term bases, sessions, the console): "Nov 26, 2026" and "Nov 26, 2026,
 * 7:22 AM", "2026年11月26日 07:22", from the language's rules through `Intl.DateTimeFormat`.
 */
type Moment = string | number;

export function formatDate(moment: Moment, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(moment));
}

export function formatDateTime(moment: Moment, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment));
}

/** A moment as two short parts for a narrow table cell: the day ("Nov 26, 2026") and the time ("7:22 AM"). */
export function formatDayAndTime(moment: Moment, language: string): { day: string; time: string } {
  const date = new Date(moment);
  return {
    day: formatDate(moment, language),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date),
  };
}

/** The two formats bound to the interface language, for components that only show dates. */
export function useDateFormat(): { date: (moment: Moment) => string; dateTime: (moment: Moment) => string } {
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  return { date: (moment) => formatDate(moment, language), dateTime: (moment) => formatDateTime(moment, language) };
}
