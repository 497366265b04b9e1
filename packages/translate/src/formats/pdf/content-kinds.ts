import type { SegmentKind } from '../../segments/segment.ts';
import type { LineGroup } from './line-grouping.ts';
import { type Box, boxHeight, boxWidth, type PdfParagraph, type RunStyle } from './pdf-layout.ts';

const MATH_SYMBOL = /[=+−×÷±∑∏∫√∞≤≥≠≈∂∇∈∉⊂⊆∪∩→←↔⇒⇔∀∃^_{}|αβγδεζηθικλμνξπρστυφχψωΓΔΘΛΞΠΣΦΨΩ]/u;
const MATH_FONT = /cmmi|cmsy|cmex|math|symbol|stix|euler|msam|msbm/i;
const NUMBERS_ONLY = /^[\p{N}\s.,;:%‰+\-−–—/()[\]#°€$£¥*]+$/u;
const WORD = /\p{L}{3,}/gu;
const CAPTION = /^(?:fig(?:ure)?\.?|table|tab\.|chart|diagram|abbildung|tableau|tabla|figura|图|表)\s*[\p{N}IVX]/iu;

/** Why a piece of text is left as it is. */
export type KeptReason = 'no-words' | 'numbers' | 'formula' | 'code' | 'figure';

/** True when the line reads as mathematics: operators and symbols, few words, or a maths font. */
export function looksLikeFormula(text: string, fontNames: readonly string[] = []): boolean {
  if (fontNames.some((name) => MATH_FONT.test(name))) return true;
  const visible = [...text.replace(/\s/gu, '')];
  if (visible.length === 0) return false;
  const symbols = visible.filter((c) => MATH_SYMBOL.test(c)).length;
  const words = text.match(WORD)?.length ?? 0;
  return symbols >= 1 && text.includes('=') && words <= 2 && symbols / visible.length >= 0.08;
}

/** Marks that prose seldom has and code is full of. */
const CODE_MARK = /[{}[\]();=<>_$#@\\|&*^~`]/u;
/** How code often starts: a keyword, a directive, a prompt, a comment. */
const CODE_START =
  /^[ \t]*(?:#include\b|#!|import\s|from\s+\S+\s+import\b|def\s|class\s|function\s|const\s|let\s|var\s|return\b|public\s|private\s|static\s|fn\s|package\s|using\s|if\s*\(|for\s*\(|while\s*\(|\$\s|>>>\s|\/\/|\/\*)/u;
/** Identifiers as code writes them: snake_case, camelCase, a member called (`user.getName()`). */
const SNAKE = /[\p{L}\p{N}]_[\p{L}\p{N}]/u;
const CAMEL = /\p{Ll}\p{Lu}/u;
const MEMBER = /\p{L}\.\p{L}/u;
const isIdentifier = (token: string) =>
  SNAKE.test(token) || CAMEL.test(token) || (token.includes('(') && MEMBER.test(token));

/**
 * True when text set in a monospace font reads as code by its content: a keyword or prompt at
 * its start, many code marks, or identifiers in most of its words. An agreement, a form or a
 * letter typed in Courier reads as prose and is translated (its words are words).
 */
export function looksLikeCode(line: string): boolean {
  if (CODE_START.test(line)) return true;
  // A form's blanks to fill in (____, .....) are not code marks.
  const text = line.replace(/_{2,}|\.{3,}/gu, ' ');
  const visible = [...text.replace(/\s/gu, '')];
  if (visible.length === 0) return false;
  const marks = visible.filter((c) => CODE_MARK.test(c)).length;
  if (marks / visible.length >= 0.08) return true;
  const tokens = text.split(/\s+/u).filter(Boolean);
  return tokens.length > 0 && tokens.filter(isIdentifier).length / tokens.length >= 0.3;
}

/**
 * Prose is translated wherever it stands, over a picture or inside a drawn frame: six words or
 * more, or three ending a sentence. A figure's own short labels ("Q3", "Revenue by region") stay.
 */
export function readsAsProse(text: string): boolean {
  const words = text.match(PROSE_WORD)?.length ?? 0;
  return words >= 6 || (words >= 3 && /[.!?:;]\s*$/u.test(text));
}

const PROSE_WORD = /\p{L}{2,}/gu;

function insideFigure(box: Box, figures: readonly Box[]): boolean {
  const area = Math.max(boxWidth(box) * boxHeight(box), 1);
  return figures.some((figure) => {
    const w = Math.min(box[2], figure[2]) - Math.max(box[0], figure[0]);
    const h = Math.min(box[3], figure[3]) - Math.max(box[1], figure[1]);
    return w > 0 && h > 0 && (w * h) / area > 0.8;
  });
}

/**
 * Formulas, code (monospace text that reads as code), numbers-only lines and a figure's own labels
 * stay as they are, untranslated and untouched.
 */
export function keptReason(
  plain: string,
  base: RunStyle,
  pageBox: Box,
  figures: readonly Box[],
): KeptReason | undefined {
  if (!/\p{L}/u.test(plain)) return 'no-words';
  if (NUMBERS_ONLY.test(plain)) return 'numbers';
  if (looksLikeFormula(plain)) return 'formula';
  if (base.family === 'mono' && looksLikeCode(plain)) return 'code';
  if (insideFigure(pageBox, figures) && !readsAsProse(plain)) return 'figure';
  return undefined;
}

export interface PageContext {
  height: number;
  /** The size most of the page's text has. */
  bodySize: number;
}

/** Header and footer bands: the outer 8% of the page. */
export function pagePart(pageBox: Box, lineCount: number, page: PageContext): PdfParagraph['part'] {
  if (lineCount > 2) return 'body';
  if (pageBox[3] < page.height * 0.08) return 'header';
  if (pageBox[1] > page.height * 0.92) return 'footer';
  return 'body';
}

export function segmentKind(
  group: LineGroup,
  plain: string,
  size: number,
  base: RunStyle,
  page: PageContext,
): SegmentKind {
  if (group.marker) return 'list-item';
  if (CAPTION.test(plain)) return 'caption';
  const short = group.lines.length <= 3 && plain.length < 160;
  if (short && size >= page.bodySize * 1.2) return 'heading';
  if (group.lines.length === 1 && base.bold && plain.length < 90 && !/[.:;,]$/u.test(plain)) return 'heading';
  return 'paragraph';
}
