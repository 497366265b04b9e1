import { txt } from '@glossa/translate/formats/data/txt';
import type { DocumentFormat } from '@glossa/translate/formats/document-format';
import { FormatError } from '@glossa/translate/formats/document-format';
import { html } from '@glossa/translate/formats/web/html';
import { xml } from '@glossa/translate/formats/web/xml';
import type { TermBase } from '@glossa/translate/glossary/term-base';
import { findLanguage } from '@glossa/translate/languages/catalog';
import { type DetectHints, detectLanguage } from '@glossa/translate/languages/detect';
import { replaceAngleSpans } from '@glossa/translate/linear-text';
import type { Segment } from '@glossa/translate/segments/segment';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from '../workspace/index.ts';
import type { TextMarkup } from './contract.ts';

/** At most this many texts in one request (DeepL's own limit). */
export const MAX_TEXTS = 50;

/** XML texts are fragments ("Press <b>Enter</b>"): read inside a root of their own, which is taken off again. */
const XML_ROOT = 'glossa-fragment';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One text of a request, read by the adapter of its markup: its segments and how to put it back. */
export interface ReadText {
  index: number;
  source: string;
  segments: Segment[];
  rebuild(translations: ReadonlyMap<string, string>, target: string): Promise<string>;
}

function adapterOf(markup: TextMarkup): DocumentFormat<unknown> {
  return (markup === 'html' ? html : markup === 'xml' ? xml : txt) as DocumentFormat<unknown>;
}

/** Markup left out of what the detector and the character count see. */
export function visibleText(text: string, markup: TextMarkup): string {
  return markup === 'text' ? text : replaceAngleSpans(text, ' ').replace(/&[#\w]+;/g, ' ');
}

/**
 * Reads a text with the workspace's own adapters (plain text, HTML, XML), so tags, entities and
 * attributes are kept exactly as in a document. A text with nothing to translate comes back as is.
 */
export async function readText(
  text: string,
  index: number,
  markup: TextMarkup,
  ignoreTags: readonly string[] = [],
): Promise<ReadText> {
  const adapter = adapterOf(markup);
  const wrapped = markup === 'xml' ? `<${XML_ROOT}>${text}</${XML_ROOT}>` : text;
  let extracted: Awaited<ReturnType<DocumentFormat<unknown>['extract']>>;
  try {
    extracted = await adapter.extract(encoder.encode(wrapped), { ignoreTags });
  } catch (error) {
    if (error instanceof FormatError && error.code === 'empty') {
      return { index, source: text, segments: [], rebuild: async () => text };
    }
    if (error instanceof FormatError) throw new AppError('validation', { field: 'text', issue: 'invalid' });
    throw error;
  }
  const prefix = `${index}:`;
  const segments = extracted.segments.map((segment) => ({ ...segment, id: prefix + segment.id }));
  return {
    index,
    source: text,
    segments,
    async rebuild(translations, target) {
      const own = new Map<string, string>();
      for (const segment of segments) {
        const translated = translations.get(segment.id);
        if (translated !== undefined) own.set(segment.id.slice(prefix.length), translated);
      }
      const bytes = await adapter.rebuild(extracted.skeleton, own, 'translated', {
        sourceLanguage: 'auto',
        targetLanguage: target,
      });
      const out = decoder.decode(bytes);
      return markup === 'xml' ? out.slice(XML_ROOT.length + 2, out.length - XML_ROOT.length - 3) : out;
    },
  };
}

/** The source of one text of a request. */
export interface TextSource {
  /** The language reported: the one given, or the detector's answer or best guess. */
  language: string;
  /** The detector's confidence in `language`, 0..1; null when the source was given. */
  confidence: number | null;
  /** The language was a guess below the detector's threshold (docs/decisions/0041-short-text-detection.md). */
  lowConfidence: boolean;
}

/**
 * The source of each text: the one given, or detected with the caller's hints (their likely
 * languages, the target). A text with nothing to detect takes the request's other texts'
 * language, else English, and is reported as a low-confidence guess.
 */
export function sourcesOf(
  texts: readonly string[],
  source: string,
  markup: TextMarkup,
  hints: DetectHints = {},
): TextSource[] {
  if (source !== 'auto') return texts.map(() => ({ language: source, confidence: null, lowConfidence: false }));
  const visible = texts.map((text) => visibleText(text, markup));
  const whole = detectLanguage(visible.join('\n'), { hints });
  return visible.map((text) => {
    const detection = detectLanguage(text, { hints });
    const language = detection.guess ?? whole.guess ?? 'en';
    const scored = detection.candidates.find((candidate) => candidate.language === language);
    const confidence = detection.reliable ? detection.confidence : Math.min(detection.confidence, scored?.score ?? 0);
    return { language, confidence, lowConfidence: !detection.reliable };
  });
}

/** Checks the codes of a request against the catalog. */
export function checkPair(source: string, target: string): void {
  if (source !== 'auto' && !findLanguage(source)) {
    throw new AppError('validation', { field: 'source', issue: 'invalid' });
  }
  if (!findLanguage(target)) throw new AppError('validation', { field: 'target', issue: 'invalid' });
}

/**
 * The characters billed for one text, the one rule of every API's per-text count and of usage:
 * what a reader sees, in code points, markup left out (tags with their attributes, comments) and a
 * character reference (&amp; and the like) counted as the one character it stands for. As at DeepL, a text is
 * counted whole whatever is done with it: same-language texts and content kept as it is count too.
 */
export function billedCharacters(text: string, markup: TextMarkup): number {
  const shown = markup === 'text' ? text : replaceAngleSpans(text, '').replace(/&[#\w]+;/g, '.');
  return [...shown].length;
}

/** A term base serves its own pair, a variant of either language included (a `pt` term base serves `pt-BR`). */
export function checkTermBasePair(termBase: TermBase, source: string, target: string): void {
  const primary = (code: string) => code.split('-')[0]?.toLowerCase();
  const sourceFits = source === 'auto' || primary(source) === primary(termBase.sourceLanguage);
  if (sourceFits && primary(target) === primary(termBase.targetLanguage)) return;
  throw new AppError('termBasePairMismatch', undefined, {
    languages: {
      termSource: termBase.sourceLanguage,
      termTarget: termBase.targetLanguage,
      source: source === 'auto' ? termBase.sourceLanguage : source,
      target,
    },
  });
}

/** The size limits of one request: texts, and characters within the plan's text length. */
export function checkSize(deps: WorkspaceDeps, texts: readonly string[], planMax: number | null): void {
  if (texts.length === 0) throw new AppError('textEmpty');
  if (texts.length > MAX_TEXTS) throw new AppError('apiTooManyTexts', { max: MAX_TEXTS });
  const max = Math.min(planMax ?? deps.textMaxChars, deps.textMaxChars);
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total > max) throw new AppError('textTooLong', { max });
}
