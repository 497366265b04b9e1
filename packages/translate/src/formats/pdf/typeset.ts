import { parseInline } from '../../segments/tag-parse.ts';
import { copiedGlyphs, type GlyphTexts } from './copied-text.ts';
import { decorationOperators, type MovedLink } from './decorations.ts';
import { type FittedText, fitText } from './fit-text.ts';
import type { FontFace } from './fonts.ts';
import type { ParagraphPiece, RunStyle } from './pdf-layout.ts';
import { type GlyphRun, type PlacedGlyph, paragraphLevels, runScale, type StyledText, shapeLine } from './shaping.ts';
import { textString } from './to-unicode.ts';

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

/** tan 12°: the slant of a synthetic oblique. */
const SLANT = 0.2126;

const hex = (id: number): string => id.toString(16).padStart(4, '0');

/**
 * TJ operators for glyphs, with adjustments where shaping moved a glyph, each glyph `baseRise`
 * above the baseline (a superscript's); the rise they leave set.
 */
function glyphOperators(
  glyphs: readonly PlacedGlyph[],
  size: number,
  startRise: number,
  baseRise: number,
): { ops: string[]; rise: number } {
  const parts: string[] = [];
  let pending = '';
  const flush = () => {
    if (pending) parts.push(`<${pending}>`);
    pending = '';
  };
  let rise = startRise;
  const out: string[] = [];
  const emit = () => {
    flush();
    if (parts.length) out.push(`[${parts.join(' ')}] TJ`);
    parts.length = 0;
  };
  for (const glyph of glyphs) {
    const wantedRise = baseRise + glyph.yOffset * size;
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
  return { ops: out, rise };
}

/**
 * The operators drawing a glyph run: clusters the font's ToUnicode map cannot say are wrapped in a
 * /Span with their ActualText (copied-text.ts), so copying the page gives the translation back.
 */
function runOperators(run: GlyphRun, size: number, texts: GlyphTexts, baseRise = 0): string {
  const out: string[] = [];
  let rise = 0;
  for (const part of copiedGlyphs(run, texts)) {
    const drawn = glyphOperators(part.glyphs, size, rise, baseRise);
    rise = drawn.rise;
    if (part.actualText === undefined) out.push(...drawn.ops);
    else out.push(`/Span <</ActualText ${textString(part.actualText)}>> BDC`, ...drawn.ops, 'EMC');
  }
  if (rise) out.push('0 Ts');
  return out.join(' ');
}

/** How the typesetter names a face in the content it writes, and where it notes what each glyph was drawn for. */
export interface TypesetFonts {
  name(face: FontFace): string;
  texts(face: FontFace): GlyphTexts;
}

export interface TypesetOptions {
  rtl: boolean;
  language: string;
  fonts: TypesetFonts;
  /** The largest size allowed: the size the paragraph's other pieces needed to fit. */
  maxSize?: number;
  /** The piece already fitted (with `maxSize`, if any): not fitted again. */
  fitted?: FittedText;
}

export interface TypesetPiece {
  /** Content stream operators in mupdf page space (the caller maps page space to PDF space). */
  content: string;
  faces: Set<FontFace>;
  fitted: FittedText;
  /** Where the links over the translated runs now sit. */
  links: MovedLink[];
}

/** The widest a space may grow to fill a justified line (in ems): past it, the line stays ragged. */
const MAX_SPACE_STRETCH = 0.8;

/**
 * A justified line's runs with `extra` ems shared out over its spaces; undefined for a line with
 * no space, or one whose spaces would grow too wide to read as one line of text.
 */
function stretchSpaces(runs: readonly GlyphRun[], extra: number, styles: readonly RunStyle[]): GlyphRun[] | undefined {
  // A superscript's advances are in ems of its own smaller size: its spaces stay as they are.
  const isSpace = (run: GlyphRun, glyph: PlacedGlyph) =>
    run.text[glyph.cluster] === ' ' && runScale(styles[run.style]) === 1;
  const spaces = runs.reduce((sum, run) => sum + run.glyphs.filter((glyph) => isSpace(run, glyph)).length, 0);
  if (spaces === 0 || extra / spaces > MAX_SPACE_STRETCH) return undefined;
  const each = extra / spaces;
  return runs.map((run) => {
    let grown = 0;
    const glyphs = run.glyphs.map((glyph) => {
      if (!isSpace(run, glyph)) return glyph;
      grown += each;
      return { ...glyph, advance: glyph.advance + each };
    });
    return { ...run, glyphs, width: run.width + grown };
  });
}

/**
 * Typesets one piece of a translation into its box: fits it, orders and shapes each line, and
 * writes the glyphs with the original colours, weights and alignment.
 */
export function typesetPiece(
  paragraph: StyledText,
  styles: readonly RunStyle[],
  piece: ParagraphPiece,
  options: TypesetOptions,
): TypesetPiece {
  const fitted = options.fitted ?? fitText(paragraph, styles, piece, options);
  const levels = paragraphLevels(paragraph.text, options.rtl);
  const [c, s] = piece.direction;
  const faces = new Set<FontFace>();
  const ops: string[] = [];
  const behind: string[] = [];
  const links: MovedLink[] = [];
  const justified = piece.align === 'justify';
  const start = justified ? 'left' : piece.align;
  const align = options.rtl && start === 'left' ? 'right' : start;
  const firstBaseline = piece.box[1] + piece.ascent * (fitted.size / piece.size);
  fitted.lines.forEach(([from, to], index) => {
    let runs = shapeLine(paragraph, levels, from, to, styles);
    let width = runs.reduce((sum, run) => sum + run.width, 0) * fitted.size;
    let free = fitted.box[2] - fitted.box[0] - width;
    if (justified && index < fitted.lines.length - 1 && free > 0) {
      const stretched = stretchSpaces(runs, free / fitted.size, styles);
      if (stretched) {
        runs = stretched;
        width += free;
        free = 0;
      }
    }
    let u = fitted.box[0] + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
    const v = firstBaseline + index * fitted.leading;
    for (const run of runs) {
      faces.add(run.face);
      const style = styles[run.style] ?? styles[0];
      const color = style?.color ?? [0, 0, 0];
      // An italic run in a face without an italic design (mono, symbols, other scripts) is slanted.
      const slant = style?.italic && !run.face.italic ? SLANT : 0;
      // Frame (u, v) back to page space; the text matrix keeps glyphs upright in mupdf's y-down space.
      const x = u * c - v * s;
      const y = u * s + v * c;
      // A superscript is set smaller and raised by a third of the paragraph's size, a subscript lowered.
      const size = fitted.size * runScale(style);
      const rise = style?.offset === 'superscript' ? fitted.size * 0.33 : style?.offset ? -fitted.size * 0.14 : 0;
      ops.push(
        `BT /${options.fonts.name(run.face)} ${num(size)} Tf ${color.map(num).join(' ')} rg ` +
          `${num(c)} ${num(s)} ${num(slant * c + s)} ${num(slant * s - c)} ${num(x)} ${num(y)} Tm ` +
          `${runOperators(run, size, options.fonts.texts(run.face), rise)} ET`,
      );
      if (style?.decorations) {
        const span = { u0: u, u1: u + run.width * fitted.size, v, size: fitted.size };
        const drawn = decorationOperators(style.decorations, span, piece.direction);
        behind.push(...drawn.behind);
        ops.push(...drawn.over);
        links.push(...drawn.links);
      }
      u += run.width * fitted.size;
    }
  });
  return { content: [...behind, ...ops].join('\n'), faces, fitted, links };
}
