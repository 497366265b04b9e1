/** The source-language choice that lets the server detect the language. */
export const AUTO_DETECT = 'auto';

/** A sensible first target: English for Chinese readers, Simplified Chinese for English ones, else the interface language. */
export function defaultTarget(iso: string): string {
  if (iso.startsWith('zh')) return 'en';
  if (iso === 'en') return 'zh-Hans';
  return iso.split('-')[0] ?? 'en';
}
