import type { FontFace } from './fonts.ts';
import type { GlyphRun, PlacedGlyph } from './shaping.ts';

/**
 * What each glyph of one embedded face was drawn for, the first use kept: the face's ToUnicode map is
 * written from it (ADR 0010, "Copying the translated text"). A reverse of the font's cmap cannot say
 * it: several characters share a glyph (不 and U+F967 in Noto Sans SC, ا and U+FE8D in Noto Naskh),
 * and ligatures, joined Arabic forms and Devanagari conjuncts have no character of their own.
 */
export class GlyphTexts {
  private readonly texts = new Map<number, string>();

  /** True when the glyph copies as `text`: it had no text yet (it has now), or already this one. */
  claim(glyph: number, text: string): boolean {
    const known = this.texts.get(glyph);
    if (known === undefined) this.texts.set(glyph, text);
    return known === undefined || known === text;
  }

  /** Claims a glyph only when no other text has it, for glyphs whose ActualText says their text anyway. */
  offer(glyph: number, text: string): void {
    if (!this.texts.has(glyph)) this.texts.set(glyph, text);
  }

  /** The text a glyph stands for so far, if any. */
  said(glyph: number | undefined): string | undefined {
    return glyph === undefined ? undefined : this.texts.get(glyph);
  }

  /** Glyph ids with their texts, in glyph order. */
  entries(): [number, string][] {
    return [...this.texts].sort((a, b) => a[0] - b[0]);
  }
}

/** Glyphs drawn one after the other; `actualText` when the ToUnicode map cannot say what they copy as. */
export interface CopiedGlyphs {
  glyphs: PlacedGlyph[];
  actualText?: string;
}

const reversed = (text: string): string => [...text].reverse().join('');

/**
 * The clusters of a run (the glyphs HarfBuzz made from one stretch of characters) in drawing order,
 * each with its characters in the order they are drawn. A right-to-left run is drawn in visual order:
 * extractors (mupdf, poppler, pdf.js, Acrobat) lay a glyph's characters out left to right and then
 * turn the right-to-left line round, so a lam-alef must say "ال" to come out as "لا".
 */
function clusters(run: GlyphRun): { glyphs: PlacedGlyph[]; text: string }[] {
  const starts = [...new Set(run.glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const ends = new Map(starts.map((start, i) => [start, starts[i + 1] ?? run.text.length]));
  const found: { glyphs: PlacedGlyph[]; text: string }[] = [];
  let previous: number | undefined;
  for (const glyph of run.glyphs) {
    const last = found.at(-1);
    if (last && glyph.cluster === previous) last.glyphs.push(glyph);
    else {
      const text = run.text.slice(glyph.cluster, ends.get(glyph.cluster));
      found.push({ glyphs: [glyph], text: run.rtl ? reversed(text) : text });
    }
    previous = glyph.cluster;
  }
  return found;
}

/** True when the glyphs are the plain glyphs of the characters, one each, in order (a letter and its accent). */
function plainGlyphs(face: FontFace, glyphs: readonly PlacedGlyph[], chars: readonly string[]): boolean {
  return (
    chars.length === glyphs.length &&
    glyphs.every((glyph, i) => face.hbFont.nominalGlyph(chars[i]?.codePointAt(0) ?? 0) === glyph.id)
  );
}

/**
 * A cluster's glyphs with what they copy as. A single glyph (a letter, a ligature, a conjunct) stands
 * for the whole cluster in the ToUnicode map, and plain glyphs for their characters, unless the glyph
 * already stands for other text; otherwise the cluster gets an ActualText. Glyphs at either end whose
 * text in the map begins or ends the cluster's are left out of it: only the rest needs saying, and
 * mupdf, which matches the end of an ActualText against the glyphs' own text, would write a matched
 * non-ASCII ending twice.
 */
function copiedCluster(face: FontFace, texts: GlyphTexts, glyphs: PlacedGlyph[], text: string): CopiedGlyphs[] {
  const [only] = glyphs;
  if (only && glyphs.length === 1) return [texts.claim(only.id, text) ? { glyphs } : { glyphs, actualText: text }];
  const chars = [...text];
  if (plainGlyphs(face, glyphs, chars) && glyphs.every((glyph, i) => texts.claim(glyph.id, chars[i] ?? '')))
    return [{ glyphs }];
  // Reordered or split glyphs (a Devanagari i-matra, a reph): their plain glyphs still get their
  // characters, for readers that ignore ActualText.
  for (const glyph of glyphs) {
    const char = chars.find((c) => face.hbFont.nominalGlyph(c.codePointAt(0) ?? 0) === glyph.id);
    if (char) texts.offer(glyph.id, char);
  }
  let [first, from] = [0, 0];
  while (first < glyphs.length - 1) {
    const said = texts.said(glyphs[first]?.id);
    if (!said || !text.startsWith(said, from)) break;
    from += said.length;
    first++;
  }
  let [last, to] = [glyphs.length, text.length];
  while (last - 1 > first) {
    const said = texts.said(glyphs[last - 1]?.id);
    if (!said || to - said.length < from || !text.endsWith(said, to)) break;
    to -= said.length;
    last--;
  }
  const middle = glyphs.slice(first, last);
  const rest = text.slice(from, to);
  const [one] = middle;
  const mapped = one !== undefined && middle.length === 1 && rest !== '' && texts.claim(one.id, rest);
  return [
    { glyphs: glyphs.slice(0, first) },
    mapped ? { glyphs: middle } : { glyphs: middle, actualText: rest },
    { glyphs: glyphs.slice(last) },
  ].filter((part) => part.glyphs.length > 0);
}

/**
 * A run's glyphs split where an ActualText must say what they copy as: clusters the ToUnicode map cannot
 * express, and glyphs already drawn for other text (U+F967 after 不, which share a glyph). Everything
 * else goes into the map, so a page usually carries no ActualText at all.
 */
export function copiedGlyphs(run: GlyphRun, texts: GlyphTexts): CopiedGlyphs[] {
  const copied: CopiedGlyphs[] = [];
  for (const cluster of clusters(run)) {
    for (const part of copiedCluster(run.face, texts, cluster.glyphs, cluster.text)) {
      const last = copied.at(-1);
      if (part.actualText === undefined && last && last.actualText === undefined) last.glyphs.push(...part.glyphs);
      else copied.push({ ...part, glyphs: [...part.glyphs] });
    }
  }
  return copied;
}
