import { Encodings } from '@cantoo/pdf-lib/standard-fonts';

/**
 * ZapfDingbats without a ToUnicode map. Its glyphs are named "a1" to "a206"; mupdf reads a name of
 * that form as the character with that decimal number, so the check mark ✔ (glyph a20) comes out as
 * U+0014 and the square ■ (a73) as "I". The font's own encoding (Adobe's, as pdf-lib ships it) says
 * which character each name stands for; the space keeps its name "space" and stays a space.
 */
const DINGBATS_FONT = /dingbats|D050000L/i;

let dingbats: Map<string, string> | undefined;

function dingbatsTable(): Map<string, string> {
  if (!dingbats) {
    dingbats = new Map();
    const encoding = Encodings.ZapfDingbats;
    for (const codePoint of encoding.supportedCodePoints) {
      const numbered = /^a(\d+)$/.exec(encoding.encodeUnicodeCodePoint(codePoint).name);
      if (!numbered || numbered[1] === '32') continue;
      dingbats.set(String.fromCodePoint(Number(numbered[1])), String.fromCodePoint(codePoint));
    }
  }
  return dingbats;
}

/**
 * How the characters mupdf read from a font are corrected, by the font's name: a function for a
 * symbol font whose glyph names mupdf misreads, undefined for every other font.
 */
export function symbolFontReading(fontName: string): ((char: string) => string) | undefined {
  if (!DINGBATS_FONT.test(fontName)) return undefined;
  const table = dingbatsTable();
  return (char) => table.get(char) ?? char;
}
