import { parseInline } from '../../segments/tag-parse.ts';
import { type FittedText, fitText } from './fit-text.ts';
import type { FontFace } from './fonts.ts';
import type { ParagraphPiece, RunStyle } from './pdf-layout.ts';
import { type GlyphRun, paragraphLevels, type StyledText, shapeLine } from './shaping.ts';

/** The translation's text with the style of each position, from its `<gN>` tags. */
export function styledText(translation: string, styles: readonly RunStyle[]): StyledText {
  let text = '';
  const positions: number[] = [];
  const open: number[] = [];
  for (const token of parseInline(translation)) {
    if (token.type === 'open') open.push(token.id);
    else if (token.type === 'close') open.splice(open.lastIndexOf(token.id), 1);
    else if (token.type === 'text') {
      const current = open.findLast((id) => styles[id] !== undefined) ?? 0;
      const clean = token.text.replace(/\s+/gu, ' ');
      text += clean;
      positions.push(...Array<number>(clean.length).fill(current));
    }
  }
  const start = text.length - text.trimStart().length;
  const trimmed = text.trim();
  return { text: trimmed, styles: positions.slice(start, start + trimmed.length) };
}

const num = (value: number): string => (Math.round(value * 1000) / 1000).toString();

const hex = (id: number): string => id.toString(16).padStart(4, '0');

/** TJ operands for a glyph run: glyph ids, with adjustments where shaping moved a glyph. */
function glyphOperators(run: GlyphRun, size: number): string {
  const parts: string[] = [];
  let pending = '';
  const flush = () => {
    if (pending) parts.push(`<${pending}>`);
    pending = '';
  };
  let rise = 0;
  const out: string[] = [];
  const emit = () => {
    flush();
    if (parts.length) out.push(`[${parts.join(' ')}] TJ`);
    parts.length = 0;
  };
  for (const glyph of run.glyphs) {
    const wantedRise = glyph.yOffset * size;
    if (Math.abs(wantedRise - rise) > 0.01) {
      emit();
      out.push(`${num(wantedRise)} Ts`);
      rise = wantedRise;
    }
    if (glyph.xOffset) {
      flush();
      parts.push(num(-glyph.xOffset * 1000));
    }
    pending += hex(glyph.id);
    const adjust = (glyph.defaultAdvance - glyph.advance + glyph.xOffset) * 1000;
    if (Math.abs(adjust) > 0.5) {
      flush();
      parts.push(num(adjust));
    }
  }
  emit();
  if (rise) out.push('0 Ts');
  return out.join(' ');
}

export interface TypesetPiece {
  /** Content stream operators in mupdf page space (the caller maps page space to PDF space). */
  content: string;
  faces: Set<FontFace>;
  fitted: FittedText;
}

/**
 * Typesets one piece of a translation into its box: fits it, orders and shapes each line, and
 * writes the glyphs with the original colours, weights and alignment.
 */
export function typesetPiece(
  paragraph: StyledText,
  styles: readonly RunStyle[],
  piece: ParagraphPiece,
  options: { rtl: boolean; language: string; fontName: (face: FontFace) => string },
): TypesetPiece {
  const fitted = fitText(paragraph, styles, piece, options);
  const levels = paragraphLevels(paragraph.text, options.rtl);
  const [c, s] = piece.direction;
  const faces = new Set<FontFace>();
  const ops: string[] = [];
  const align = options.rtl && piece.align === 'left' ? 'right' : piece.align;
  const firstBaseline = piece.box[1] + piece.ascent * (fitted.size / piece.size);
  fitted.lines.forEach(([start, end], index) => {
    const runs = shapeLine(paragraph, levels, start, end, styles);
    const width = runs.reduce((sum, run) => sum + run.width, 0) * fitted.size;
    const free = piece.box[2] - piece.box[0] - width;
    let u = piece.box[0] + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
    const v = firstBaseline + index * fitted.leading;
    for (const run of runs) {
      faces.add(run.face);
      const color = (styles[run.style] ?? styles[0])?.color ?? [0, 0, 0];
      // Frame (u, v) back to page space; the text matrix keeps glyphs upright in mupdf's y-down space.
      const x = u * c - v * s;
      const y = u * s + v * c;
      ops.push(
        `BT /${options.fontName(run.face)} ${num(fitted.size)} Tf ${color.map(num).join(' ')} rg ` +
          `${num(c)} ${num(s)} ${num(s)} ${num(-c)} ${num(x)} ${num(y)} Tm ${glyphOperators(run, fitted.size)} ET`,
      );
      u += run.width * fitted.size;
    }
  });
  return { content: ops.join('\n'), faces, fitted };
}
