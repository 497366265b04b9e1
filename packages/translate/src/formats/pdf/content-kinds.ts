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

function insideFigure(box: Box, figures: readonly Box[]): boolean {
  const area = Math.max(boxWidth(box) * boxHeight(box), 1);
  return figures.some((figure) => {
    const w = Math.min(box[2], figure[2]) - Math.max(box[0], figure[0]);
    const h = Math.min(box[3], figure[3]) - Math.max(box[1], figure[1]);
    return w > 0 && h > 0 && (w * h) / area > 0.8;
  });
}

/** Formulas, code, numbers-only lines and text inside figures stay as they are, untranslated and untouched. */
export function keptReason(
  plain: string,
  base: RunStyle,
  pageBox: Box,
  figures: readonly Box[],
): KeptReason | undefined {
  if (!/\p{L}/u.test(plain)) return 'no-words';
  if (NUMBERS_ONLY.test(plain)) return 'numbers';
  if (looksLikeFormula(plain)) return 'formula';
  if (base.family === 'mono') return 'code';
  if (insideFigure(pageBox, figures)) return 'figure';
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
