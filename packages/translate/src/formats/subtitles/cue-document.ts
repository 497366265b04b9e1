import type { Segment, SegmentKind } from '../../segments/segment.ts';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import { bilingualPair } from '../format.ts';
import { type Markup, type MarkupToken, renderSegment, settleTags, tokensToSegment } from '../markup-tags.ts';
import { decodeText, encodeText, type TextForm } from '../text-file.ts';

/** One translatable stretch of a subtitle file: a cue's text, a lyric line, a title. */
export interface CueUnit {
  id: string;
  /** Offsets of the text in the decoded file (edge whitespace excluded). */
  start: number;
  end: number;
  text: string;
  markup: Markup;
  /** The line break of the cue, for line breaks a translation brings. */
  eol: string;
  /** What goes between the two versions in bilingual output. */
  join: string;
  /** Timing or field the unit belongs to, shown to translators. */
  part: string;
  kind: SegmentKind;
  style?: string;
}

export interface CueSkeleton {
  form: TextForm;
  source: string;
  units: CueUnit[];
}

/** A unit as a format's parser finds it: where its text is and how it reads in tokens. */
export interface CueDraft {
  start: number;
  end: number;
  /** Plain text without markup (an LRC title). */
  plain?: boolean;
  eol: string;
  join: string;
  part: string;
  kind?: SegmentKind;
  style?: string;
}

/** What differs between subtitle formats: how to find units and how to write translated text. */
export interface CueSyntax {
  id: string;
  extensions: readonly string[];
  /** 'SubRip subtitles', for messages. */
  name: string;
  /** Units of the file; throws FormatError 'unsupported' when the text is not this format. */
  parse(text: string): CueDraft[];
  /** A unit's raw text (edges trimmed) to markup tokens. */
  tokenize(raw: string): MarkupToken[];
  /** Plain translated text to file text (escapes, line breaks). */
  escape(text: string, eol: string): string;
  /** Last touches on a rendered translation (no blank lines inside a cue ...). */
  tidy?(rendered: string, eol: string): string;
}

export type CueFormat = DocumentFormat<CueSkeleton> & { bilingual: true };

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_UNITS = 200_000;

/** Edge whitespace stays in the file, out of the segment. */
function trimUnit(draft: CueDraft, text: string): CueDraft {
  let { start, end } = draft;
  while (start < end && /\s/.test(text[start] as string)) start++;
  while (end > start && /\s/.test(text[end - 1] as string)) end--;
  return { ...draft, start, end };
}

function extractUnits(syntax: CueSyntax, source: string): CueUnit[] {
  const units: CueUnit[] = [];
  for (const found of syntax.parse(source)) {
    const draft = trimUnit(found, source);
    const raw = source.slice(draft.start, draft.end);
    const { text, markup } = tokensToSegment(draft.plain ? [{ kind: 'text', text: raw }] : syntax.tokenize(raw));
    if (draft.start >= draft.end || stripTrim(text) === '') continue;
    if (units.length >= MAX_UNITS) {
      throw new FormatError(`The file is too large: more than ${MAX_UNITS} subtitles`, 'too-large');
    }
    const { start, end, eol, join, part, style } = draft;
    units.push({
      id: `c${units.length + 1}`,
      start,
      end,
      text,
      markup,
      eol,
      join,
      part,
      style,
      kind: draft.kind ?? 'caption',
    });
  }
  return units;
}

function stripTrim(text: string): string {
  return text.replace(/<\/?g\d+>|<x\d+\/>/g, '').trim();
}

function renderTarget(syntax: CueSyntax, unit: CueUnit, original: string, translation: string): string {
  if (translation === unit.text) return original;
  const settled = settleTags(unit.text, translation);
  const rendered = renderSegment(settled, unit.markup, (text) => syntax.escape(text, unit.eol)).trim();
  return syntax.tidy ? syntax.tidy(rendered, unit.eol) : rendered;
}

/**
 * A subtitle format adapter: every unit's text is a segment, everything else (timings, ids,
 * styles, override tags) is written back from the original text. Bilingual output puts both
 * versions in the same cue, joined the way the format shows two lines.
 */
export function cueFormat(syntax: CueSyntax): CueFormat {
  return {
    id: syntax.id,
    extensions: syntax.extensions,
    bilingual: true,
    async extract(input) {
      const { text, encoding, bom } = decodeText(input, {
        what: `the ${syntax.name} file`,
        maxBytes: MAX_BYTES,
        latin1Fallback: true,
        binary: 'unsupported',
      });
      const units = extractUnits(syntax, text);
      if (units.length === 0) throw new FormatError(`Nothing to translate: the ${syntax.name} have no text`, 'empty');
      const segments: Segment[] = units.map((unit) => ({
        id: unit.id,
        text: unit.text,
        context: { part: unit.part, kind: unit.kind, ...(unit.style ? { style: unit.style } : {}) },
      }));
      return { segments, skeleton: { form: { encoding, bom }, source: text, units } };
    },
    async rebuild(skeleton, translations, mode) {
      const { source, units } = skeleton;
      let out = '';
      let cursor = 0;
      for (const unit of units) {
        const translation = translations.get(unit.id);
        if (translation === undefined) continue;
        const original = source.slice(unit.start, unit.end);
        const target = renderTarget(syntax, unit, original, translation);
        const pair = bilingualPair(mode, original, target);
        out += source.slice(cursor, unit.start) + (pair ? pair.join(unit.join) : target);
        cursor = unit.end;
      }
      return encodeText(out + source.slice(cursor), skeleton.form);
    },
  };
}

/** Cue text split into text and line breaks; `inline` tokenises each line's markup. */
export function cueTokens(raw: string, inline: (line: string) => MarkupToken[]): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  const pieces = raw.split(/(\r\n|\n|\r)/);
  pieces.forEach((piece, index) => {
    if (index % 2 === 1) tokens.push({ kind: 'self', raw: piece });
    else if (piece) for (const token of inline(piece)) tokens.push(token);
  });
  return tokens;
}

/** Removes blank lines a translation would leave inside a cue: in SRT, VTT and SBV they end it. */
export function joinNonBlankLines(rendered: string, eol: string): string {
  return rendered
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .join(eol);
}
