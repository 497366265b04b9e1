import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import * as hb from 'harfbuzzjs';
import { covers, type FontFace, type FontScript, faceFor, scriptOf } from './fonts.ts';
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
}

/** Glyphs of one font and style, in visual order, ready to be drawn left to right. */
export interface GlyphRun {
  face: FontFace;
  style: number;
  glyphs: PlacedGlyph[];
  width: number;
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

/** The face for a run: the script's Noto font, or the first one that has all its glyphs. */
export function faceForText(script: FontScript, style: RunStyle, text: string): FontFace {
  const preferred = faceFor(script, style.bold, style.italic);
  if (covers(preferred, text)) return preferred;
  for (const other of ['latin', 'cjk', 'arabic', 'hebrew', 'thai'] as const) {
    const face = faceFor(other, style.bold, style.italic);
    if (covers(face, text)) return face;
  }
  return preferred;
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
  // Ligatures such as "fi" would come back out of the PDF as U+FB01: only required ones (Arabic lam-alef) stay.
  hb.shape(face.hbFont, buffer, [new hb.Feature('liga', 0), new hb.Feature('clig', 0)]);
  const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({
    id: glyph.codepoint,
    advance: (glyph.xAdvance ?? 0) / face.upem,
    defaultAdvance: face.hbFont.glyphHAdvance(glyph.codepoint) / face.upem,
    xOffset: (glyph.xOffset ?? 0) / face.upem,
    yOffset: (glyph.yOffset ?? 0) / face.upem,
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
    const face = faceForText(scripts[first] ?? 'latin', style, text);
    const glyphs = shapeText(face, text, level % 2 === 1);
    runs.push({ face, style: styleIndex, glyphs, width: glyphs.reduce((sum, g) => sum + g.advance, 0) });
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
    const face = faceForText(scripts[from - start] ?? 'latin', style, text);
    width += shapeText(face, text, rtl && scripts[from - start] !== 'latin').reduce((sum, g) => sum + g.advance, 0);
    from = k;
  }
  return width;
}
