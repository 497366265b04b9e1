/** The source-language choice that lets the server detect the language. */
export const AUTO_DETECT = 'auto';

/** A browser language tag ('fr-CA', 'zh-TW') as a code of the language catalogue ('fr', 'zh-Hant'). */
export function catalogCode(tag: string, known: (code: string) => boolean): string | undefined {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').split('-');
  const lower = language.toLowerCase();
  const parts = rest.map((part) => part.toLowerCase());
  if (lower === 'zh') {
    const traditional = parts.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? 'zh-Hant' : 'zh-Hans';
  }
  const region = rest[0] ? `${lower}-${rest[0].length === 2 ? rest[0].toUpperCase() : rest[0]}` : undefined;
  if (region && known(region)) return region;
  return known(lower) ? lower : undefined;
}

/**
 * A sensible first target when nothing was chosen before: English for Chinese readers; for
 * English ones the browser's next language (else Spanish); else the interface language.
 */
export function defaultTarget(
  iso: string,
  browserLanguages: readonly string[] = [],
  known: (code: string) => boolean = () => true,
): string {
  if (iso.startsWith('zh')) return 'en';
  if (iso === 'en') {
    for (const tag of browserLanguages) {
      const code = catalogCode(tag, known);
      if (code && code !== 'en') return code;
    }
    return 'es';
  }
  return iso.split('-')[0] ?? 'en';
}
