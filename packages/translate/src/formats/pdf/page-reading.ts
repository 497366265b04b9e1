import * as mupdf from 'mupdf';
import { attachDecorations } from './decorations.ts';
import { type DescriptorFacts, pageFontDescriptors } from './font-descriptors.ts';
import { dropOverprints } from './overprint.ts';
import type { Mark, PageText, TextLine } from './page-text.ts';
import type { Box, FontFamily, PageLink, Rgb } from './pdf-layout.ts';
import { symbolFontReading } from './symbol-fonts.ts';

// Font names as PDFs spell them ("ABCDEF+TimesNewRomanPS-BoldItalicMT", "CMR10", "Courier-Oblique").
const MONO =
  /mono|courier|nimbusmon|cousine|lettergothic|consolas|menlo|inconsolata|code|typewriter|fixed|cmtt|sfmono|lucidaconsole|andale/i;
const SANS =
  /sans|helvetica|arial|arimo|nimbussan|verdana|tahoma|calibri|carlito|segoe|frutiger|univers|futura|gothic|grotesk|gotham|proxima|roboto|lato|montserrat|myriad|trebuchet|franklin|avenir|gill|aptos|cmss|lmss/i;
const SERIF =
  /times|serif|roman|georgia|garamond|minion|cambria|palatino|book|nimbusrom|tinos|charter|baskerville|bodoni|caslon|century|didot|utopia|cmr|cmbx|cmti|cmsl|lmroman|stix/i;
const BOLD = /bold|black|heavy|semibold|demi|[-,]bd\b|cmbx/i;
const ITALIC = /italic|oblique|[-,]it\b|cmti|cmsl/i;
/** Weights a font's name spells; where one word holds another, the longer is tried first ("ExtraLight", "SemiBold"). */
const NAMED_WEIGHTS: readonly [RegExp, number][] = [
  [/thin|hairline/i, 100],
  [/(?:extra|ultra)-?light/i, 200],
  [/light/i, 300],
  [/medium/i, 500],
  [/(?:semi|demi)-?bold|demi\b/i, 600],
  [/(?:extra|ultra)-?bold/i, 800],
  [/black|heavy/i, 900],
];

export interface FontFacts {
  family: FontFamily;
  bold: boolean;
  /** A weight other than regular or bold (RunStyle.weight). */
  weight?: number;
  italic: boolean;
}

/**
 * A weight that is neither regular nor bold, from the name, else the descriptor's FontWeight;
 * undefined for regular and bold, which `bold` tells.
 */
export function namedWeight(name: string, descriptorWeight?: number): number | undefined {
  const named = NAMED_WEIGHTS.find(([pattern]) => pattern.test(name))?.[1];
  const weight = named ?? (descriptorWeight === undefined ? undefined : Math.round(descriptorWeight / 100) * 100);
  return weight === undefined || weight === 400 || weight === 700 ? undefined : weight;
}

/** Facts with the weight kept only when it says more than bold: a light bold-named font stays bold. */
function withWeight(facts: Omit<FontFacts, 'weight'>, weight: number | undefined): FontFacts {
  if (weight === undefined || facts.bold !== weight >= 600) return facts;
  return { ...facts, weight };
}

/**
 * The family of a font: fixed pitch (name or descriptor flag), then the name (a sans name before a
 * serif one: "MS Sans Serif"), then the descriptor's serif flag. mupdf's own serif flag is not asked:
 * it is set for every embedded font.
 */
function familyOf(font: mupdf.Font, name: string, descriptor: DescriptorFacts | undefined): FontFamily {
  if (font.isMono() || MONO.test(name) || descriptor?.fixedPitch) return 'mono';
  if (SANS.test(name)) return 'sans';
  return SERIF.test(name) || descriptor?.serif ? 'serif' : 'sans';
}

/** What a font's name alone says of its family, weight and slant (a form field's font is only a name). */
export function fontNameFacts(name: string): FontFacts {
  const family: FontFamily = MONO.test(name) ? 'mono' : SANS.test(name) ? 'sans' : SERIF.test(name) ? 'serif' : 'sans';
  return withWeight({ family, bold: BOLD.test(name), italic: ITALIC.test(name) }, namedWeight(name));
}

function fontFacts(font: mupdf.Font, descriptors: ReadonlyMap<string, DescriptorFacts>): FontFacts {
  const name = font.getName();
  const descriptor = descriptors.get(name);
  const facts = {
    family: familyOf(font, name, descriptor),
    bold: font.isBold() || BOLD.test(name) || (descriptor?.bold ?? false),
    italic: font.isItalic() || ITALIC.test(name) || (descriptor?.italic ?? false),
  };
  return withWeight(facts, namedWeight(name, descriptor?.weight));
}

function quadBox(quad: mupdf.Quad): Box {
  const xs = [quad[0], quad[2], quad[4], quad[6]];
  const ys = [quad[1], quad[3], quad[5], quad[7]];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const rgb = (color: number[]): Rgb => {
  if (color.length === 4) {
    const [c = 0, m = 0, y = 0, k = 0] = color;
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
  }
  return [color[0] ?? 0, color[1] ?? color[0] ?? 0, color[2] ?? color[0] ?? 0];
};

const asBox = (rect: mupdf.Rect): Box => [rect[0], rect[1], rect[2], rect[3]];

/**
 * The text of each line of the page, whole, when any line holds a character outside the Basic
 * Multilingual Plane; else undefined. mupdf.js's walker gives a character as
 * `String.fromCharCode` of its code point, which cuts such a one to 16 bits (the math italic 𝑝,
 * U+1D45D, comes as the Hangul U+D45D); the page's own text and JSON keep it whole.
 */
function wholeLines(text: mupdf.StructuredText): string[][] | undefined {
  if (!/[\u{10000}-\u{10FFFF}]/u.test(text.asText())) return undefined;
  const page = JSON.parse(text.asJSON()) as { blocks?: { type?: string; lines?: { text?: string }[] }[] };
  return (page.blocks ?? [])
    .filter((block) => block.type === 'text')
    .flatMap((block) => (block.lines ?? []).map((line) => [...(line.text ?? '')]));
}

/** A walked character, or the whole one it was cut from (see wholeLines). */
function wholeChar(walked: string, whole: string | undefined): string {
  if (whole === undefined || whole === walked) return walked;
  const code = whole.codePointAt(0) as number;
  return code > 0xffff && (code & 0xffff) === walked.charCodeAt(0) ? whole : walked;
}

/**
 * Reads the text layer of one page with positions, fonts, sizes, colours and weights, and the
 * boxes of its images and drawings. Whitespace is kept as mupdf found it, every code point whole.
 */
export function readPage(page: mupdf.PDFPage): PageText {
  const bounds = page.getBounds();
  const text = page.toStructuredText('preserve-whitespace,accurate-bboxes');
  const lines: TextLine[] = [];
  // Per font: its facts, and how its characters are corrected (a symbol font's, symbol-fonts.ts).
  const fonts = new Map<number, { facts: FontFacts; reading?: (char: string) => string }>();
  const descriptors = pageFontDescriptors(page);
  const { hiddenOrigins, ...graphics } = readGraphics(page);
  const whole = wholeLines(text);
  let block = -1;
  let ordinal = -1;
  let line: TextLine | undefined;
  let wholeLine: string[] | undefined;
  text.walk({
    beginTextBlock() {
      block += 1;
    },
    beginLine(bbox, _wmode, direction) {
      line = { box: asBox(bbox), direction: [direction[0], direction[1]], chars: [], block };
      ordinal += 1;
      wholeLine = whole?.[ordinal];
    },
    onChar(walked, origin, font, size, quad, color) {
      let known = fonts.get(font.pointer);
      if (!known) {
        known = { facts: fontFacts(font, descriptors), reading: symbolFontReading(font.getName()) };
        fonts.set(font.pointer, known);
      }
      const read = wholeChar(walked, wholeLine?.[line?.chars.length ?? 0]);
      const c = known.reading?.(read) ?? read;
      font.destroy();
      line?.chars.push({
        text: c,
        origin: [origin[0], origin[1]],
        box: quadBox(quad),
        size,
        style: { ...known.facts, color: rgb(color) },
        ...(hiddenOrigins.has(originKey(origin[0], origin[1])) ? { hidden: true as const } : {}),
      });
    },
    endLine() {
      if (line && line.chars.length > 0) lines.push(line);
      line = undefined;
    },
  });
  text.destroy();
  const once = dropOverprints(lines);
  attachDecorations(once, graphics.marks, pageLinks(page));
  return { width: bounds[2] - bounds[0], height: bounds[3] - bounds[1], lines: once, ...graphics };
}

function pageLinks(page: mupdf.PDFPage): PageLink[] {
  return page.getLinks().map((link) => {
    const found = { uri: link.getURI(), box: asBox(link.getBounds()) };
    link.destroy();
    return found;
  });
}

function transformedUnitSquare(ctm: mupdf.Matrix): Box {
  const [a, b, c, d, e, f] = ctm;
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const originKey = (x: number, y: number): string => `${Math.round(x * 4)},${Math.round(y * 4)}`;

/** Where invisible glyphs start (mupdf "ignores" text drawn in render mode 3). */
function hiddenGlyphs(text: mupdf.Text, ctm: mupdf.Matrix, into: Set<string>): void {
  const [a, b, c, d, e, f] = ctm;
  text.walk({
    showGlyph(_font, trm) {
      const [x, y] = [trm[4], trm[5]];
      into.add(originKey(a * x + c * y + e, b * x + d * y + f));
    },
  });
}

/** Images and drawings of the page, from a run through a device that only records where they are. */
function readGraphics(
  page: mupdf.PDFPage,
): Pick<PageText, 'figures' | 'images' | 'drawings' | 'marks'> & { hiddenOrigins: Set<string> } {
  const hiddenOrigins = new Set<string>();
  const images: Box[] = [];
  const marks: Mark[] = [];
  const drawings: Box[] = [];
  const figures: Box[] = [];
  // A picture or shape under half the page or more is the page's background, not a figure: the
  // text over it is the page's own.
  const [x0, y0, x1, y1] = page.getBounds();
  const background = (box: Box) => (box[2] - box[0]) * (box[3] - box[1]) >= 0.5 * (x1 - x0) * (y1 - y0);
  const stroke = new mupdf.StrokeState({ lineCap: 'Butt', lineJoin: 'Miter', lineWidth: 0, miterLimit: 10 });
  const addPath = (box: Box, simple: boolean, color: number[], filled: boolean) => {
    drawings.push(box);
    if (simple) marks.push({ box, color: rgb(color), filled });
    // Rules and cell borders are not figures; larger shapes may be, and text inside them belongs to them.
    if (!simple && box[2] - box[0] > 24 && box[3] - box[1] > 24 && !background(box)) figures.push(box);
  };
  const isRectangle = (path: mupdf.Path): boolean => {
    let commands = 0;
    path.walk({
      moveTo: () => commands++,
      lineTo: () => commands++,
      curveTo: () => (commands += 10),
      closePath: () => undefined,
    });
    return commands <= 5;
  };
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, _colorspace, color) {
      addPath(asBox(path.getBounds(stroke, ctm)), isRectangle(path), color, true);
    },
    strokePath(path, strokeState, ctm, _colorspace, color) {
      addPath(asBox(path.getBounds(strokeState, ctm)), isRectangle(path), color, false);
    },
    fillImage(_image, ctm) {
      const box = transformedUnitSquare(ctm);
      images.push(box);
      if (!background(box)) figures.push(box);
    },
    ignoreText(text, ctm) {
      hiddenGlyphs(text, ctm, hiddenOrigins);
    },
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  device.destroy();
  return { images, drawings, figures, marks, hiddenOrigins };
}
