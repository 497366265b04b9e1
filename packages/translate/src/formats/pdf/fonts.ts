import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as hb from 'harfbuzzjs';

/** The Noto families shipped as npm packages, one per script group. */
export type FontScript = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'thai';

const require = createRequire(import.meta.url);

/** The folder of an installed font package (some export no package.json, so walk up from the entry). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const FILES: Record<FontScript, { regular: string; bold: string; italic?: string; boldItalic?: string }> = {
  latin: {
    regular: join(packageDir('@embedpdf/fonts-latin'), 'fonts/NotoSans-Regular.ttf'),
    bold: join(packageDir('@embedpdf/fonts-latin'), 'fonts/NotoSans-Bold.ttf'),
    italic: join(packageDir('@embedpdf/fonts-latin'), 'fonts/NotoSans-Italic.ttf'),
    boldItalic: join(packageDir('@embedpdf/fonts-latin'), 'fonts/NotoSans-BoldItalic.ttf'),
  },
  arabic: {
    regular: join(packageDir('@embedpdf/fonts-arabic'), 'fonts/NotoNaskhArabic-Regular.ttf'),
    bold: join(packageDir('@embedpdf/fonts-arabic'), 'fonts/NotoNaskhArabic-Bold.ttf'),
  },
  hebrew: {
    regular: join(packageDir('@embedpdf/fonts-hebrew'), 'fonts/NotoSansHebrew-Regular.ttf'),
    bold: join(packageDir('@embedpdf/fonts-hebrew'), 'fonts/NotoSansHebrew-Bold.ttf'),
  },
  cjk: {
    regular: join(packageDir('@expo-google-fonts/noto-sans-sc'), '400Regular/NotoSansSC_400Regular.ttf'),
    bold: join(packageDir('@expo-google-fonts/noto-sans-sc'), '700Bold/NotoSansSC_700Bold.ttf'),
  },
  thai: {
    regular: join(packageDir('@expo-google-fonts/noto-sans-thai'), '400Regular/NotoSansThai_400Regular.ttf'),
    bold: join(packageDir('@expo-google-fonts/noto-sans-thai'), '700Bold/NotoSansThai_700Bold.ttf'),
  },
};

/** Which script group a character needs; undefined for characters every font has (spaces, digits, punctuation). */
export function scriptOf(char: string): FontScript | undefined {
  if (/[\p{Script=Arabic}]/u.test(char)) return 'arabic';
  if (/[\p{Script=Hebrew}]/u.test(char)) return 'hebrew';
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u.test(char))
    return 'cjk';
  if (/[\p{Script=Thai}]/u.test(char)) return 'thai';
  if (/[\p{L}\p{M}]/u.test(char)) return 'latin';
  return undefined;
}

export interface FontFace {
  /** A key unique per font file: the PDF resource name is derived from it. */
  key: string;
  file: string;
  bytes: Uint8Array;
  hbFont: hb.Font;
  upem: number;
  ascender: number;
  descender: number;
}

const faces = new Map<string, FontFace>();

function fileFor(script: FontScript, bold: boolean, italic: boolean): string {
  const files = FILES[script];
  if (bold && italic) return files.boldItalic ?? files.bold;
  if (bold) return files.bold;
  if (italic) return files.italic ?? files.regular;
  return files.regular;
}

/** The Noto face for a script and style, loaded once per process. */
export function faceFor(script: FontScript, bold: boolean, italic: boolean): FontFace {
  const file = fileFor(script, bold, italic);
  const known = faces.get(file);
  if (known) return known;
  const bytes = new Uint8Array(readFileSync(file));
  const face = new hb.Face(new hb.Blob(bytes));
  const hbFont = new hb.Font(face);
  const extents = hbFont.hExtents();
  const loaded: FontFace = {
    key: `G${faces.size + 1}`,
    file,
    bytes,
    hbFont,
    upem: face.upem,
    ascender: extents.ascender / face.upem,
    descender: extents.descender / face.upem,
  };
  faces.set(file, loaded);
  return loaded;
}

/** True when the face has a glyph for every character of `text` that needs one. */
export function covers(face: FontFace, text: string): boolean {
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (face.hbFont.nominalGlyph(char.codePointAt(0) as number) === undefined) return false;
  }
  return true;
}
