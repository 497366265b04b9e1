import { findLanguage } from '@glossa/translate/languages/catalog';
import { AppError } from '#http/app-error.ts';

/**
 * DeepL's language codes and the catalogue's. DeepL names a source language by its primary
 * subtag ('PT', 'ZH') and a target by its variant where it has one ('PT-BR', 'ZH-HANS', 'EN-GB');
 * the catalogue tells Chinese scripts and Portuguese regions apart, and not English regions.
 */

/** Targets DeepL names differently from the catalogue's own reading of the tag. */
const DEEPL_TARGETS: Record<string, string> = {
  // DeepL reads the variant-less Portuguese target as European Portuguese.
  pt: 'pt-PT',
  zh: 'zh-Hans',
};

/** The catalogue code of a DeepL code, or the validation error naming the field. */
export function catalogueCode(code: string, field: 'source_lang' | 'target_lang'): string {
  const key = code.trim().toLowerCase();
  const wanted = field === 'target_lang' ? (DEEPL_TARGETS[key] ?? key) : key;
  const language = findLanguage(wanted);
  if (!language) throw new AppError('validation', { field, issue: 'languageCode' });
  return language.code;
}

/** The source code DeepL would answer: the primary subtag, upper case ('pt-BR' → 'PT'). */
export function deeplSourceCode(code: string): string {
  return (code.split('-')[0] ?? code).toUpperCase();
}

/** The target codes DeepL lists for a catalogue language: English has two, others their own tag. */
export function deeplTargetCodes(code: string): string[] {
  if (code === 'en') return ['EN-GB', 'EN-US'];
  return [code.toUpperCase()];
}

/** The lower-case primary code DeepL uses for glossaries ('pt-BR' → 'pt'). */
export function deeplGlossaryCode(code: string): string {
  return (code.split('-')[0] ?? code).toLowerCase();
}
