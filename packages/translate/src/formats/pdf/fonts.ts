import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as hb from 'harfbuzzjs';
import type { FontFamily } from './pdf-layout.ts';

/** The Noto families shipped as npm packages, one per script group. */
export type FontScript = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'thai';

/** Fonts that only fill the glyphs the text fonts lack: symbols, dingbats, mathematics. */
export type FallbackFont = 'symbols' | 'symbols2' | 'math';

const require = createRequire(import.meta.url);

/** The folder of an installed font package (some export no package.json, so walk up from the entry). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

interface StyleFiles {
  regular: string;
  bold: string;
  italic?: string;
  boldItalic?: string;
}

/** The weights as the npm font packages name their files ("NotoSans-Light.ttf", "300Light/"). */
const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

const LATIN_FONTS = join(packageDir('@embedpdf/fonts-latin'), 'fonts');
const SANS_SC = packageDir('@expo-google-fonts/noto-sans-sc');
const SERIF_SC = packageDir('@expo-google-fonts/noto-serif-sc');
const SANS_THAI = packageDir('@expo-google-fonts/noto-sans-thai');

/** Noto Sans (Latin) in a weight and slant: NotoSans-Light.ttf, NotoSans-Italic.ttf, NotoSans-BoldItalic.ttf. */
function latinFile(weight: number, italic: boolean): string {
  const name = `${weight === 400 ? '' : WEIGHT_NAMES[weight]}${italic ? 'Italic' : ''}`;
  return join(LATIN_FONTS, `NotoSans-${name || 'Regular'}.ttf`);
}

/** A weight's file in an @expo-google-fonts package: 300Light/NotoSansSC_300Light.ttf. */
function expoFile(dir: string, family: string, weight: number): string {
  const name = `${weight}${WEIGHT_NAMES[weight]}`;
  return join(dir, name, `${family}_${name}.ttf`);
}

const FILES: Record<FontScript, StyleFiles> = {
  latin: {
    regular: latinFile(400, false),
    bold: latinFile(700, false),
    italic: latinFile(400, true),
    boldItalic: latinFile(700, true),
  },
  arabic: {
    regular: join(packageDir('@embedpdf/fonts-arabic'), 'fonts/NotoNaskhArabic-Regular.ttf'),
    bold: join(packageDir('@embedpdf/fonts-arabic'), 'fonts/NotoNaskhArabic-Bold.ttf'),
  },
  hebrew: {
    regular: join(packageDir('@embedpdf/fonts-hebrew'), 'fonts/NotoSansHebrew-Regular.ttf'),
    bold: join(packageDir('@embedpdf/fonts-hebrew'), 'fonts/NotoSansHebrew-Bold.ttf'),
  },
  cjk: { regular: expoFile(SANS_SC, 'NotoSansSC', 400), bold: expoFile(SANS_SC, 'NotoSansSC', 700) },
  thai: { regular: expoFile(SANS_THAI, 'NotoSansThai', 400), bold: expoFile(SANS_THAI, 'NotoSansThai', 700) },
};

/** Debian's fonts-noto-core and fonts-noto-mono (scripts/system-deps.sh); without them Noto Sans stands in. */
const DEBIAN_NOTO = '/usr/share/fonts/truetype/noto';
const debian = (name: string): string => join(DEBIAN_NOTO, `${name}.ttf`);

/** The Latin families other than Noto Sans; Noto Sans Mono has no italic design (a slant stands in). */
const LATIN_FAMILIES: Record<Exclude<FontFamily, 'sans'>, StyleFiles> = {
  serif: {
    regular: debian('NotoSerif-Regular'),
    bold: debian('NotoSerif-Bold'),
    italic: debian('NotoSerif-Italic'),
    boldItalic: debian('NotoSerif-BoldItalic'),
  },
  mono: { regular: debian('NotoSansMono-Regular'), bold: debian('NotoSansMono-Bold') },
};

/** Chinese, Japanese and Korean in a serif design (Noto Serif SC, from npm); mono CJK text stays in Sans. */
const CJK_SERIF: StyleFiles = {
  regular: expoFile(SERIF_SC, 'NotoSerifSC', 400),
  bold: expoFile(SERIF_SC, 'NotoSerifSC', 700),
};

/**
 * The file of a weight other than regular and bold, where the design has it: Noto Sans (Latin, every
 * weight with its italic), Noto Sans SC and Noto Serif SC (which starts at ExtraLight). Noto Serif,
 * Sans Mono and the other scripts have regular and bold only: undefined.
 */
function weightFile(script: FontScript, family: FontFamily, italic: boolean, weight: number): string | undefined {
  if (!WEIGHT_NAMES[weight] || weight === 400 || weight === 700) return undefined;
  if (script === 'latin' && family === 'sans') return latinFile(weight, italic);
  if (script !== 'cjk') return undefined;
  return family === 'serif'
    ? expoFile(SERIF_SC, 'NotoSerifSC', Math.max(weight, 200))
    : expoFile(SANS_SC, 'NotoSansSC', weight);
}

/** The file of a family other than Noto Sans for a script, when the script has that design. */
function familyFile(script: FontScript, family: FontFamily, bold: boolean, italic: boolean): string | undefined {
  if (family === 'sans') return undefined;
  if (script === 'latin') return fileFor(LATIN_FAMILIES[family], bold, italic);
  if (script === 'cjk' && family === 'serif') return fileFor(CJK_SERIF, bold, italic);
  return undefined;
}

const FALLBACKS: Record<FallbackFont, StyleFiles> = {
  symbols: { regular: debian('NotoSansSymbols-Regular'), bold: debian('NotoSansSymbols-Bold') },
  symbols2: { regular: debian('NotoSansSymbols2-Regular'), bold: debian('NotoSansSymbols2-Regular') },
  math: { regular: debian('NotoSansMath-Regular'), bold: debian('NotoSansMath-Regular') },
};

interface ScriptFont {
  script: RegExp;
  regular: string;
  bold: string;
}

let scriptFonts: ScriptFont[] | undefined;

/**
 * Debian's Noto fonts made for one Unicode script each, found by their file names (NotoSansGeorgian,
 * NotoSansOldHungarian, NotoSerifTamil: the script's name without its underscores), sans before serif.
 * A name that is no script JavaScript knows (NotoSansMath, NotoSansSymbols2) is left out.
 */
function scriptFontFiles(): ScriptFont[] {
  if (scriptFonts) return scriptFonts;
  let names: string[] = [];
  try {
    names = readdirSync(DEBIAN_NOTO).sort();
  } catch {
    // Without fonts-noto-core there are none.
  }
  scriptFonts = [];
  for (const name of names) {
    const found = /^Noto(?:Sans|Serif)([A-Z][A-Za-z]*)-Regular\.ttf$/.exec(name);
    if (!found) continue;
    const scriptName = (found[1] as string).replace(/([a-z])([A-Z])/g, '$1_$2');
    let script: RegExp;
    try {
      script = new RegExp(`^\\p{Script=${scriptName}}$`, 'u');
    } catch {
      continue;
    }
    const regular = join(DEBIAN_NOTO, name);
    const bold = regular.replace('-Regular.ttf', '-Bold.ttf');
    scriptFonts.push({ script, regular, bold: isInstalled(bold) ? bold : regular });
  }
  return scriptFonts;
}

/**
 * The last fonts tried, for characters no Noto font has: HanaMin (fonts-hanazono) for the rarer
 * Chinese characters of CJK Extensions A to F (names, classical texts), and Symbola (fonts-symbola)
 * for emoji in one colour and other pictographs.
 */
const HAN = /\p{Script=Han}/u;
const LAST_RESORT: readonly { file: string; han: boolean }[] = [
  { file: '/usr/share/fonts/truetype/hanazono/HanaMinB.ttf', han: true },
  { file: '/usr/share/fonts/truetype/hanazono/HanaMinA.ttf', han: true },
  { file: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf', han: false },
];

/**
 * The first of the last-resort fonts with a glyph for the character, when one is installed; the
 * HanaMin files (tens of megabytes) are loaded for Chinese characters only.
 */
export function lastResortFace(codePoint: number): FontFace | undefined {
  const han = HAN.test(String.fromCodePoint(codePoint));
  for (const { file, han: forHan } of LAST_RESORT) {
    if (forHan !== han || !isInstalled(file)) continue;
    const face = loadFace(file);
    if (hasGlyph(face, codePoint)) return face;
  }
  return undefined;
}

/**
 * The Noto font made for the character's script (Georgian, Tamil, Ethiopic, Old Hungarian...) when
 * it has a glyph for it: the last resort of the font chain, for scripts it does not name.
 */
export function scriptFace(char: string, bold: boolean): FontFace | undefined {
  const codePoint = char.codePointAt(0) as number;
  for (const font of scriptFontFiles()) {
    if (!font.script.test(char)) continue;
    const face = loadFace(bold ? font.bold : font.regular);
    if (hasGlyph(face, codePoint)) return face;
  }
  return undefined;
}

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
  /** The file is an italic design; an italic run in a face without one is slanted when drawn. */
  italic: boolean;
}

const faces = new Map<string, FontFace>();
const installed = new Map<string, boolean>();

/** Whether a font file is there, asked of the disk once per file. */
function isInstalled(file: string): boolean {
  let known = installed.get(file);
  if (known === undefined) {
    known = existsSync(file);
    installed.set(file, known);
  }
  return known;
}

function fileFor(files: StyleFiles, bold: boolean, italic: boolean): string {
  if (bold && italic) return files.boldItalic ?? files.bold;
  if (bold) return files.bold;
  if (italic) return files.italic ?? files.regular;
  return files.regular;
}

/**
 * The Noto face for a script and style, loaded once per process. The family (serif, sans, mono)
 * counts for Latin text, and serif for Chinese, Japanese and Korean; other scripts have one family
 * each. A weight other than regular and bold (light, medium, semibold...) is drawn in that weight
 * where the design has it, else in regular or bold as `bold` says. A family whose font is not
 * installed falls back to Noto Sans.
 */
export function faceFor(
  script: FontScript,
  bold: boolean,
  italic: boolean,
  family: FontFamily = 'sans',
  weight?: number,
): FontFace {
  const weighted = weight === undefined ? undefined : weightFile(script, family, italic, weight);
  if (weighted && isInstalled(weighted)) return loadFace(weighted);
  const chosen = familyFile(script, family, bold, italic);
  return loadFace(chosen && isInstalled(chosen) ? chosen : fileFor(FILES[script], bold, italic));
}

/** A symbol or mathematics font, or undefined when its Debian package is not installed. */
export function fallbackFace(font: FallbackFont, bold: boolean): FontFace | undefined {
  const file = fileFor(FALLBACKS[font], bold, false);
  return isInstalled(file) ? loadFace(file) : undefined;
}

function loadFace(file: string): FontFace {
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
    italic: /Italic/.test(file),
  };
  faces.set(file, loaded);
  return loaded;
}

const glyphSets = new Map<FontFace, Map<number, boolean>>();

/** True when the face has a glyph of its own for the character (not .notdef); asked of HarfBuzz once. */
export function hasGlyph(face: FontFace, codePoint: number): boolean {
  let known = glyphSets.get(face);
  if (!known) {
    known = new Map();
    glyphSets.set(face, known);
  }
  let has = known.get(codePoint);
  if (has === undefined) {
    has = face.hbFont.nominalGlyph(codePoint) !== undefined;
    known.set(codePoint, has);
  }
  return has;
}
