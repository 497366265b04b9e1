/**
 * The shapes of the translation QA checks (issue 32), apart from the checks themselves so that
 * each check's module can name them without importing the module that runs them all.
 */
export type QaIssueKind =
  | 'number'
  | 'tag'
  | 'placeholder'
  | 'term'
  | 'doNotTranslate'
  | 'untranslated'
  | 'sameAsSource'
  | 'length'
  | 'doubleSpace'
  | 'punctuation'
  | 'capital'
  | 'whitespace';

export interface QaIssue {
  kind: QaIssueKind;
  /** What was expected or found, e.g. '3.5' or '<g1>' or the term. */
  detail: string;
  severity: 'error' | 'warning';
}

export interface QaOptions {
  /** BCP 47 tags ('en', 'fr-CA', 'zh-Hant'); only the language and script matter to the checks. */
  sourceLanguage: string;
  targetLanguage: string;
  terms?: readonly { source: string; target: string; doNotTranslate?: boolean }[];
  /** Most characters a line of the target may have (a subtitle line, a UI string), tags not counted. */
  maxLength?: number;
}

/** The primary language subtag, lower case: 'fr-CA' → 'fr', 'zh_Hant' → 'zh'. */
export function primaryLanguage(tag: string): string {
  const cut = tag.search(/[-_]/);
  return (cut < 0 ? tag : tag.slice(0, cut)).toLowerCase();
}
