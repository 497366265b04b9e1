/** The articles of the help center (docs/product.md §1.5), in the order the help center lists them. */
export const HELP_ARTICLE_IDS = [
  'translate',
  'formats',
  'outputForms',
  'termBases',
  'plans',
  'privacy',
  'selfHosting',
] as const;
export type HelpArticleId = (typeof HELP_ARTICLE_IDS)[number];

export function isHelpArticleId(value: unknown): value is HelpArticleId {
  return typeof value === 'string' && (HELP_ARTICLE_IDS as readonly string[]).includes(value);
}
