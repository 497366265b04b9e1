import type { TermEntry } from '../glossary/term-base.ts';
import { checkTerms } from '../glossary/term-base.ts';
import { stripTags, validateTags } from '../segments/inline-tags.ts';

export type QualityCheck = 'tags' | 'numbers' | 'placeholders' | 'untranslated' | 'length' | 'term';

export interface QualityIssue {
  segmentId: string;
  check: QualityCheck;
  detail: string;
}

const NUMBER = /\p{N}+(?:[.,\u00a0\u202f'’]\p{N}+)*/gu;

/** Numbers as digit strings without grouping, so "3,000" and "3.000" and "3 000" compare equal. */
function numbers(text: string): string[] {
  return [...text.matchAll(NUMBER)]
    .map((m) => m[0].normalize('NFKC').replace(/[^\p{N}]/gu, ''))
    .map((digits) => digits.replace(/^0+(?=\d)/, ''))
    .sort();
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

export interface QualityInput {
  segmentId: string;
  source: string;
  translation: string;
  sameLanguage: boolean;
  missingSpans: readonly string[];
  terms: readonly TermEntry[];
}

/** The checks every translated segment goes through; problems are reported, never hidden. */
export function checkQuality(input: QualityInput): QualityIssue[] {
  const issues: QualityIssue[] = [];
  const add = (check: QualityCheck, detail: string) => issues.push({ segmentId: input.segmentId, check, detail });
  const tags = validateTags(input.source, input.translation);
  if (!tags.ok) add('tags', `missing ${tags.missing.join(' ') || '-'}, extra ${tags.extra.join(' ') || '-'}`);
  if (input.missingSpans.length > 0) add('placeholders', `lost ${input.missingSpans.join(', ')}`);

  const source = stripTags(input.source);
  const target = stripTags(input.translation);
  const targetNumbers = numbers(target);
  const lost = numbers(source).filter((n) => {
    const index = targetNumbers.indexOf(n);
    if (index === -1) return true;
    targetNumbers.splice(index, 1);
    return false;
  });
  if (lost.length > 0) add('numbers', `missing ${lost.join(', ')}`);

  const sourceLetters = letters(source);
  if (!input.sameLanguage && sourceLetters >= 12 && source.trim().toLowerCase() === target.trim().toLowerCase()) {
    add('untranslated', 'the translation is the source text');
  }
  if (sourceLetters >= 20) {
    const ratio = letters(target) / sourceLetters;
    if (ratio < 0.15 || ratio > 5) add('length', `length ratio ${ratio.toFixed(2)}`);
  }
  for (const violation of checkTerms(input.segmentId, input.source, input.translation, input.terms)) {
    add('term', `"${violation.source}" should be "${violation.expected}"`);
  }
  return issues;
}
