import { cleanText, type ImportSkipReason, TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import type { TermEntryFields } from '@glossa/contracts/term-base-requests';
import { findLanguage } from '@glossa/translate/languages/catalog';
import { AppError } from '#http/app-error.ts';

/** What two terms are compared by: no case, no width differences. */
export function foldTerm(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function checkName(value: unknown): string {
  const name = cleanText(value);
  if (!name) throw new AppError('termBaseNameRequired');
  if (name.length > TERM_BASE_LIMITS.nameMaxLength) {
    throw new AppError('termBaseNameTooLong', { max: TERM_BASE_LIMITS.nameMaxLength });
  }
  return name;
}

/** Both languages from the catalogue, in its spelling, and not the same one. */
export function checkLanguagePair(source: unknown, target: unknown): { source: string; target: string } {
  const from = typeof source === 'string' ? findLanguage(source) : undefined;
  const to = typeof target === 'string' ? findLanguage(target) : undefined;
  if (!from || !to || from.code === to.code) throw new AppError('termBaseLanguage');
  return { source: from.code, target: to.code };
}

/** A language filter of the list call: a catalogue code, or nothing for 'auto' and unknown codes. */
export function filterLanguage(value: unknown): string | undefined {
  return typeof value === 'string' && value !== 'auto' ? findLanguage(value)?.code : undefined;
}

export type CheckedEntry = TermEntryFields & { sourceKey: string; targetKey: string };
type EntryProblem = Exclude<ImportSkipReason, 'duplicateInFile' | 'unchanged' | 'limitReached'> | 'noteTooLong';

/** The entry as stored, or what is wrong with it (the import skips, the form call refuses). */
export function examineEntry(input: Partial<Record<keyof TermEntryFields, unknown>>): CheckedEntry | EntryProblem {
  const source = cleanText(input.source);
  const doNotTranslate = input.doNotTranslate === true;
  // A term kept as it is has no translation of its own.
  const target = doNotTranslate ? '' : cleanText(input.target);
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (!source) return 'sourceMissing';
  if (!target && !doNotTranslate) return 'targetMissing';
  if (source.length > TERM_BASE_LIMITS.termMaxLength || target.length > TERM_BASE_LIMITS.termMaxLength) {
    return 'tooLong';
  }
  if (note.length > TERM_BASE_LIMITS.noteMaxLength) return 'noteTooLong';
  return {
    source,
    target,
    doNotTranslate,
    caseSensitive: input.caseSensitive === true,
    note,
    sourceKey: foldTerm(source),
    targetKey: foldTerm(target),
  };
}

const PROBLEM_ERRORS = {
  sourceMissing: () => new AppError('termSourceRequired'),
  targetMissing: () => new AppError('termTargetRequired'),
  tooLong: () => new AppError('termTooLong', { max: TERM_BASE_LIMITS.termMaxLength }),
  noteTooLong: () => new AppError('termNoteTooLong', { max: TERM_BASE_LIMITS.noteMaxLength }),
} satisfies Record<EntryProblem, () => AppError>;

/** The entry of the add and edit form, or the error that names its problem. */
export function checkEntry(input: Partial<Record<keyof TermEntryFields, unknown>>): CheckedEntry {
  const checked = examineEntry(input);
  if (typeof checked === 'string') throw PROBLEM_ERRORS[checked]();
  return checked;
}
