import {
  type FontFace,
  type FontScript,
  faceFor,
  fallbackFace,
  hasGlyph,
  lastResortFace,
  scriptFace,
} from './fonts.ts';
import type { RunStyle } from './pdf-layout.ts';

const SCRIPTS: readonly FontScript[] = ['latin', 'cjk', 'arabic', 'hebrew', 'thai'];

/** A stretch of text (UTF-16 positions, end exclusive) drawn in one face. */
export interface FaceSpan {
  start: number;
  end: number;
  face: FontFace;
}

type Style = Pick<RunStyle, 'family' | 'bold' | 'italic' | 'weight'>;

/**
 * The faces tried in turn for a run's characters, each loaded only when a character reaches it:
 * the run's own family, weight and style, its Latin face, Noto Sans in the same weight and style,
 * the symbol and mathematics fonts, then the other scripts' fonts in the run's family where they
 * have it (a serif run's Chinese words in Noto Serif SC).
 */
function candidates(script: FontScript, style: Style): (() => FontFace | undefined)[] {
  return [
    () => faceFor(script, style.bold, style.italic, style.family, style.weight),
    () => faceFor('latin', style.bold, style.italic, style.family, style.weight),
    () => faceFor('latin', style.bold, style.italic, 'sans', style.weight),
    () => fallbackFace('symbols', style.bold),
    () => fallbackFace('symbols2', style.bold),
    () => fallbackFace('math', style.bold),
    ...SCRIPTS.map((other) => () => faceFor(other, style.bold, style.italic, style.family, style.weight)),
  ];
}

/** The whole chain, every face loaded (what the fallback would go through). */
export function fontChain(script: FontScript, style: Style): FontFace[] {
  const faces = candidates(script, style).map((load) => load());
  return [...new Set(faces.filter((face) => face !== undefined))];
}

const choices = new Map<string, Map<number, FontFace>>();

/** The faces already chosen for the characters of one script and style. */
function choicesFor(script: FontScript, style: Style): Map<number, FontFace> {
  const key = `${script}|${style.family}|${style.bold}|${style.weight ?? ''}|${style.italic}`;
  let known = choices.get(key);
  if (!known) {
    known = new Map();
    choices.set(key, known);
  }
  return known;
}

/**
 * The first face of the chain with a glyph for the character, else the font made for its script,
 * else a last-resort font that has it (rare Chinese characters, emoji), else the run's own face.
 */
function faceWithGlyph(script: FontScript, style: Style, char: string): FontFace {
  const codePoint = char.codePointAt(0) as number;
  for (const load of candidates(script, style)) {
    const face = load();
    if (face && hasGlyph(face, codePoint)) return face;
  }
  return (
    scriptFace(char, style.bold) ??
    lastResortFace(codePoint) ??
    faceFor(script, style.bold, style.italic, style.family, style.weight)
  );
}

/** Marks (variation selectors among them) and joiners belong to the character before them, in its face. */
const ATTACHED = /^(?:\p{M}|\u200c|\u200d)$/u;

/**
 * Splits a run's text into spans of one face: each character takes the first face of the chain
 * that has a glyph for it, so no character is drawn as the empty box of .notdef while any font
 * of the chain has it. Spaces stay in the face around them when it has them.
 */
export function faceSpans(text: string, script: FontScript, style: Style): FaceSpan[] {
  const known = choicesFor(script, style);
  const spans: FaceSpan[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    const last = spans.at(-1);
    const stays = last && (ATTACHED.test(char) || (/^\s$/u.test(char) && hasGlyph(last.face, codePoint)));
    let face = stays ? last.face : known.get(codePoint);
    if (!face) {
      face = faceWithGlyph(script, style, char);
      known.set(codePoint, face);
    }
    const end = index + char.length;
    if (last && last.face === face) last.end = end;
    else spans.push({ start: index, end, face });
    index = end;
  }
  return spans;
}
