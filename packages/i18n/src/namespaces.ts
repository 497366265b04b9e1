/** One JSON file per locale and namespace: locales/{locale}/{namespace}.json */
export const NAMESPACES = [
  'common',
  'meta',
  'errors',
  'account',
  'chat',
  'termbase',
  'plans',
  'console',
  'site',
  'help',
  'reports',
  'apikeys',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/** Replaces {{name}} placeholders; unknown names are left as they are. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The plural categories a language has, in i18next's order ('one', 'few', 'many', 'other' for Russian). */
const CATEGORY_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralCategories(language: string): Intl.LDMLPluralRule[] {
  const found = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return CATEGORY_ORDER.filter((category) => found.includes(category));
}

/** The plural suffixes i18next adds to a key ("_one", "_few"); `_zero` is optional in every language. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The number a message's plural form follows: `count` (as i18next has it), else the one amount
 * the server's messages carry (`seconds`, `minutes`, `max`, `min`), so callers need not repeat it.
 */
export function pluralCount(values?: Record<string, string | number>): number | undefined {
  if (!values) return undefined;
  for (const name of ['count', 'seconds', 'minutes', 'max', 'min']) {
    const value = values[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

/**
 * A message in the form its count needs, as i18next picks it: `key_zero` for 0 where the locale
 * has one, then the language's own form (`key_few` for 3 in Russian), then `key`, then `key_other`.
 */
export function lookupPlural(
  messages: Messages | undefined,
  key: string,
  language: string,
  count: number | undefined,
): string | undefined {
  if (count === undefined) return lookup(messages, key) ?? lookup(messages, `${key}_other`);
  const category = new Intl.PluralRules(language).select(count);
  return (
    (count === 0 ? lookup(messages, `${key}_zero`) : undefined) ??
    lookup(messages, `${key}_${category}`) ??
    lookup(messages, key) ??
    lookup(messages, `${key}_other`)
  );
}

/** Reads a dotted key path ("home.title") from a nested message object. */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key path of a message object, for completeness checks. */
export function keyPaths(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keyPaths(value, `${prefix}${key}.`),
  );
}
