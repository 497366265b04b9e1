/**
 * The translation QA checks (issue 32): what a reviewer looks for in every segment, found by
 * machine. Pure: a source, its target and the languages in, a list of issues out; nothing is read
 * or written. Errors are what breaks a document or changes its meaning (a lost tag, number,
 * placeholder or required term); warnings are what a translator may have done on purpose.
 *
 * Every check reads the text in one pass or a bounded number of passes, so a hostile segment costs
 * time in step with its length (qa-checks.test.ts times it).
 */
import { findTerms, termPattern } from '../glossary/term-base.ts';
import { parseInline, stripTags } from '../segments/inline-tags.ts';
import { findSpans } from '../segments/protect.ts';
import { checkNumbers } from './qa-numbers.ts';
import { qaReportCsv } from './qa-report.ts';
import { checkStyle } from './qa-style.ts';
import { checkTags } from './qa-tags.ts';
import { primaryLanguage, type QaIssue, type QaOptions } from './qa-types.ts';

export { qaReportCsv } from './qa-report.ts';
export type { QaIssue, QaIssueKind, QaOptions } from './qa-types.ts';

/** An inline object (`<x1/>`: an image, a field) as one character: it is neither letter nor space. */
const OBJECT = '\uFFFC';

/** The text as a reader sees it: formatting tags gone, each inline object one character. */
function visibleText(text: string): string {
  return parseInline(text)
    .map((token) => (token.type === 'text' ? token.text : token.type === 'self' ? OBJECT : ''))
    .join('');
}

/** The placeholders of a visible text, in order, as `findSpans` tells them from URLs and code. */
function placeholdersIn(text: string): { text: string; start: number; end: number }[] {
  return findSpans(text)
    .filter((span) => span.kind === 'placeholder')
    .map((span) => ({ ...span, text: text.slice(span.start, span.end) }));
}

/** The text with these spans blanked: placeholders ("{0}", "%1$d") hold no number of the text. */
function withoutSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = '';
  let copied = 0;
  for (const { start, end } of spans) {
    out += `${text.slice(copied, start)}${OBJECT}`;
    copied = end;
  }
  return out + text.slice(copied);
}

/** Placeholders are code: each must be in the target exactly as often as in the source. */
function checkPlaceholders(source: readonly { text: string }[], target: readonly { text: string }[]): QaIssue[] {
  const counts = new Map<string, number>();
  for (const { text } of source) counts.set(text, (counts.get(text) ?? 0) + 1);
  for (const { text } of target) counts.set(text, (counts.get(text) ?? 0) - 1);
  const issues: QaIssue[] = [];
  for (const [text, count] of counts) {
    for (let i = 0; i < Math.abs(count); i++) issues.push({ kind: 'placeholder', detail: text, severity: 'error' });
  }
  return issues;
}

/**
 * Each term of the term base found in the source (whole words, any case; inside text for scripts
 * without spaces) must have its rendering in the target; inflection may add to it, so the
 * rendering is looked for inside words. A missed rendering is a warning (languages inflect beyond
 * what a substring finds), a changed "do not translate" term an error.
 */
function checkTerms(source: string, target: string, terms: QaOptions['terms']): QaIssue[] {
  if (!terms || terms.length === 0) return [];
  const issues: QaIssue[] = [];
  const seen = new Set<(typeof terms)[number]>();
  const found = (term: string, caseSensitive: boolean) =>
    termPattern({ source: term, target: term, caseSensitive, wholeWord: false }).test(target);
  for (const { entry, start, end } of findTerms(source, terms)) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    if (entry.doNotTranslate) {
      // Unchanged means in the same case too ("Glossa" written "glossa" is a changed name): as the
      // source writes it, or as the term base does.
      const kept = entry.source.trim();
      if (found(kept, true) || found(source.slice(start, end), true)) continue;
      issues.push({ kind: 'doNotTranslate', detail: kept, severity: 'error' });
    } else if (!found(entry.target.trim(), false)) {
      issues.push({ kind: 'term', detail: entry.target.trim(), severity: 'warning' });
    }
  }
  return issues;
}

const LETTER = /\p{L}/u;

/**
 * The tag Intl is given: a source still 'auto' (detection was unsure) or a malformed tag is no
 * locale, and Intl throws on it; words are then split by the default rules.
 */
function segmenterLocale(language: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(language)[0];
  } catch {
    return undefined;
  }
}

/** Words with a letter, as Intl segments them: Chinese and Japanese have words without spaces. */
function wordCount(text: string, language: string): number {
  let count = 0;
  const segmenter = new Intl.Segmenter(segmenterLocale(language), { granularity: 'word' });
  for (const part of segmenter.segment(text)) if (part.isWordLike && LETTER.test(part.segment)) count++;
  return count;
}

/** Language and script: en-US and en-GB are one language, zh-Hans and zh-Hant are two. */
function languageAndScript(tag: string): string {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return `${locale.language}-${locale.script ?? ''}`;
  } catch {
    return primaryLanguage(tag);
  }
}

/**
 * A target equal to its source was likely left untranslated, unless the source is mostly not
 * prose (a code, a number, a URL: spans are left out of the count) or is short (names, brands).
 */
function checkSameAsSource(source: string, target: string, options: QaOptions): QaIssue[] {
  if (source.trim() !== target.trim()) return [];
  if (languageAndScript(options.sourceLanguage) === languageAndScript(options.targetLanguage)) return [];
  const prose = withoutSpans(source, findSpans(source));
  if (wordCount(prose, options.sourceLanguage) <= 3) return [];
  return [{ kind: 'sameAsSource', detail: source.trim().slice(0, 80), severity: 'warning' }];
}

/**
 * The longest line of the target against the limit, in characters as people count them (code
 * points), tags left out. A line ends at a line break or an inline object (`<x1/>`: a subtitle's
 * or a Word paragraph's line break is one), so a two-line subtitle is held to the limit per line.
 */
function checkLength(target: string, maxLength: number | undefined): QaIssue[] {
  if (maxLength === undefined) return [];
  let longest = 0;
  let line = 0;
  for (const token of parseInline(target)) {
    if (token.type === 'self') {
      longest = Math.max(longest, line);
      line = 0;
    } else if (token.type === 'text') {
      for (const character of token.text) {
        if (character === '\n') {
          longest = Math.max(longest, line);
          line = 0;
        } else line++;
      }
    }
  }
  longest = Math.max(longest, line);
  return longest > maxLength ? [{ kind: 'length', detail: `${longest}/${maxLength}`, severity: 'error' }] : [];
}

/**
 * Every QA issue of one segment. `source` and `target` carry inline tags (`<g1>…</g1>`, `<x2/>`);
 * a null or empty target is untranslated, and nothing else is checked on it.
 */
export function checkSegment(source: string, target: string | null, options: QaOptions): QaIssue[] {
  if (target === null || stripTags(target).trim() === '') {
    return [{ kind: 'untranslated', detail: '', severity: 'error' }];
  }
  const visibleSource = visibleText(source);
  const visibleTarget = visibleText(target);
  const sourcePlaceholders = placeholdersIn(visibleSource);
  const targetPlaceholders = placeholdersIn(visibleTarget);
  return [
    ...checkTags(source, target),
    ...checkPlaceholders(sourcePlaceholders, targetPlaceholders),
    ...checkNumbers(
      withoutSpans(visibleSource, sourcePlaceholders),
      withoutSpans(visibleTarget, targetPlaceholders),
      options.sourceLanguage,
      options.targetLanguage,
    ),
    ...checkTerms(visibleSource, visibleTarget, options.terms),
    ...checkSameAsSource(visibleSource, visibleTarget, options),
    ...checkLength(target, options.maxLength),
    ...checkStyle(visibleSource, visibleTarget, options.targetLanguage),
  ];
}

/** A term base entry found in a sentence's source: what the segment editor shows beside it. */
export interface TermHit {
  source: string;
  target: string;
  doNotTranslate: boolean;
}

/** A sentence's findings and the term base entries its source holds (once each, in the order met). */
export function segmentReview(
  source: string,
  target: string | null,
  options: QaOptions,
): { issues: QaIssue[]; terms: TermHit[] } {
  const issues = target === null ? [] : checkSegment(source, target, options);
  if (!options.terms || options.terms.length === 0) return { issues, terms: [] };
  const terms = new Map<object, TermHit>();
  for (const { entry } of findTerms(visibleText(source), options.terms)) {
    if (!terms.has(entry)) {
      terms.set(entry, { source: entry.source, target: entry.target, doNotTranslate: entry.doNotTranslate === true });
    }
  }
  return { issues, terms: [...terms.values()] };
}

/** One sentence of a version, as stored: inline tags in both texts, a null target not translated yet. */
export interface CheckedRow {
  position: number;
  segmentId: string;
  source: string;
  target: string | null;
}

/**
 * The checks of a whole version as the CSV report: every sentence checked, one line per finding,
 * the texts without their tags. Heavy for a long document: it runs as a document task, off the
 * server's event loop (formats/work/tasks.ts, kind `checks`).
 */
export function checksReport(rows: readonly CheckedRow[], options: QaOptions): string {
  return qaReportCsv(
    rows.flatMap((row) => {
      const issues = checkSegment(row.source, row.target, options);
      if (issues.length === 0) return [];
      const target = row.target === null ? '' : stripTags(row.target);
      return [{ position: row.position, segmentId: row.segmentId, source: stripTags(row.source), target, issues }];
    }),
  );
}
