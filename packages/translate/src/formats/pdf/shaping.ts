import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import * as hb from 'harfbuzzjs';
import { faceSpans } from './font-chain.ts';
import { type FontFace, type FontScript, scriptOf } from './fonts.ts';
import type { RunStyle } from './pdf-layout.ts';

const bidi = bidiFactory();

/** One glyph, sizes in em. */
export interface PlacedGlyph {
  id: number;
  advance: number;
  /** What the PDF's width table says the glyph advances: the difference is written as a TJ adjustment. */
  defaultAdvance: number;
  xOffset: number;
  yOffset: number;
  /** Where in the shaped text (UTF-16) the characters this glyph was made from start (HarfBuzz's cluster). */
  cluster: number;
}

/** Glyphs of one font and style, in visual order, ready to be drawn left to right. */
export interface GlyphRun {
  face: FontFace;
  style: number;
  glyphs: PlacedGlyph[];
  width: number;
  /** The characters shaped into these glyphs, in logical order: what copying the run must give back. */
  text: string;
  rtl: boolean;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'yi', 'dv', 'ug', 'ckb', 'sd', 'syr']);

export function isRightToLeft(language: string): boolean {
  return RTL_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

/** The script group of each character; neutral characters take the script around them. */
function scriptsOf(text: string): FontScript[] {
  const chars = [...text];
  const scripts: (FontScript | undefined)[] = chars.map(scriptOf);
  let last: FontScript | undefined;
  for (let i = 0; i < scripts.length; i++) {
    if (scripts[i]) last = scripts[i];
    else scripts[i] = last;
  }
  const first = scripts.find(Boolean) ?? 'latin';
  // Expand back to UTF-16 positions so indices match the string.
  return chars.flatMap((char, i) => Array<FontScript>(char.length).fill(scripts[i] ?? first));
}

const shapeCache = new Map<string, PlacedGlyph[]>();

/** Shapes text with HarfBuzz; the glyphs come back in visual order. */
export function shapeText(face: FontFace, text: string, rtl: boolean): PlacedGlyph[] {
  const key = `${face.key}\u0000${rtl ? 'r' : 'l'}\u0000${text}`;
  const known = shapeCache.get(key);
  if (known) return known;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  // Ligatures ("fi", "ffl") stay on: the ToUnicode map says what each one was drawn for (copied-text.ts).
  hb.shape(face.hbFont, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({
    id: glyph.codepoint,
    advance: (glyph.xAdvance ?? 0) / face.upem,
    defaultAdvance: face.hbFont.glyphHAdvance(glyph.codepoint) / face.upem,
    xOffset: (glyph.xOffset ?? 0) / face.upem,
    yOffset: (glyph.yOffset ?? 0) / face.upem,
    cluster: glyph.cluster,
  }));
  if (shapeCache.size > 50_000) shapeCache.clear();
  shapeCache.set(key, glyphs);
  return glyphs;
}

export interface StyledText {
  text: string;
  /** Style index of each UTF-16 position. */
  styles: number[];
}

/** The size of a superscript or subscript run, as a share of the paragraph's. */
export const OFFSET_SCALE = 0.65;

/** How much smaller a run in this style is drawn: superscripts and subscripts are. */
export const runScale = (style: RunStyle | undefined): number => (style?.offset ? OFFSET_SCALE : 1);

export function paragraphLevels(text: string, rtl: boolean): EmbeddingLevels {
  return bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
}

/**
 * Lays out one line (text[start, end)) visually: bidi reordering, then runs of one font, style and
 * direction, each shaped by HarfBuzz.
 */
export function shapeLine(
  paragraph: StyledText,
  levels: EmbeddingLevels,
  start: number,
  end: number,
  styles: readonly RunStyle[],
): GlyphRun[] {
  if (end <= start) return [];
  const scripts = scriptsOf(paragraph.text);
  // bidi-js returns the indices of the whole text, reordered only inside the range.
  const order = bidi.getReorderedIndices(paragraph.text, levels, start, end - 1).slice(start, end);
  const runs: GlyphRun[] = [];
  let i = 0;
  while (i < order.length) {
    const first = order[i] as number;
    const level = levels.levels[first] ?? 0;
    const step = level % 2 ? -1 : 1;
    let j = i + 1;
    while (
      j < order.length &&
      order[j] === (order[j - 1] as number) + step &&
      (levels.levels[order[j] as number] ?? 0) === level &&
      paragraph.styles[order[j] as number] === paragraph.styles[first] &&
      scripts[order[j] as number] === scripts[first]
    ) {
      j++;
    }
    const from = Math.min(first, order[j - 1] as number);
    const to = Math.max(first, order[j - 1] as number) + 1;
    const text = paragraph.text.slice(from, to);
    const styleIndex = paragraph.styles[first] ?? 0;
    const style = (styles[styleIndex] ?? styles[0]) as RunStyle;
    const rtl = level % 2 === 1;
    const pieces = faceSpans(text, scripts[first] ?? 'latin', style).map((span): GlyphRun => {
      const shaped = text.slice(span.start, span.end);
      const glyphs = shapeText(span.face, shaped, rtl);
      // Advances stay in ems of the run's own size; the width is in ems of the paragraph's.
      const width = glyphs.reduce((sum, g) => sum + g.advance, 0) * runScale(style);
      return { face: span.face, style: styleIndex, glyphs, width, text: shaped, rtl };
    });
    // The spans are in logical order; a right-to-left run shows the last one first.
    runs.push(...(rtl ? pieces.reverse() : pieces));
    i = j;
  }
  return runs;
}

/** Width in em of text[start, end) in one style, shaped logically (for line breaking). */
export function measure(
  paragraph: StyledText,
  start: number,
  end: number,
  styles: readonly RunStyle[],
  rtl: boolean,
): number {
  const scripts = scriptsOf(paragraph.text.slice(start, end));
  let width = 0;
  let from = start;
  for (let k = start + 1; k <= end; k++) {
    const boundary =
      k === end || paragraph.styles[k] !== paragraph.styles[from] || scripts[k - start] !== scripts[from - start];
    if (!boundary) continue;
    const text = paragraph.text.slice(from, k);
    const style = (styles[paragraph.styles[from] ?? 0] ?? styles[0]) as RunStyle;
    const script = scripts[from - start] ?? 'latin';
    for (const span of faceSpans(text, script, style)) {
      const glyphs = shapeText(span.face, text.slice(span.start, span.end), rtl && script !== 'latin');
      width += glyphs.reduce((sum, g) => sum + g.advance, 0) * runScale(style);
    }
    from = k;
  }
  return width;
}
