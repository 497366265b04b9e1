import * as mupdf from 'mupdf';
import type { Box, FontFamily, Rgb, RunStyle } from './pdf-layout.ts';

/** One character of the page's text layer, as mupdf's structured text gives it. */
export interface PageChar {
  text: string;
  /** Baseline origin in page space. */
  origin: [number, number];
  box: Box;
  size: number;
  style: RunStyle;
}

export interface TextLine {
  box: Box;
  direction: [number, number];
  chars: PageChar[];
  /** The mupdf text block the line came from: lines of one block belong together. */
  block: number;
}

export interface PageText {
  width: number;
  height: number;
  lines: TextLine[];
  /** Images and vector drawings, which text inside is part of and which a translation must not cover. */
  figures: Box[];
  images: Box[];
  /** Every drawing, rules and cell borders included: what a growing translation must stop at. */
  drawings: Box[];
}

const MONO = /mono|courier|consolas|menlo|inconsolata|code|typewriter/i;
const SERIF = /times|serif|roman|georgia|garamond|minion|cambria|palatino|book|nimbusrom|cmr|lmroman/i;
const BOLD = /bold|black|heavy|semibold|demi|[-,]bd\b|cmbx/i;
const ITALIC = /italic|oblique|[-,]it\b|cmti/i;

interface FontFacts {
  family: FontFamily;
  bold: boolean;
  italic: boolean;
}

function fontFacts(font: mupdf.Font): FontFacts {
  const name = font.getName();
  const family: FontFamily =
    font.isMono() || MONO.test(name) ? 'mono' : font.isSerif() || SERIF.test(name) ? 'serif' : 'sans';
  return { family, bold: font.isBold() || BOLD.test(name), italic: font.isItalic() || ITALIC.test(name) };
}

function quadBox(quad: mupdf.Quad): Box {
  const xs = [quad[0], quad[2], quad[4], quad[6]];
  const ys = [quad[1], quad[3], quad[5], quad[7]];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const rgb = (color: number[]): Rgb => [color[0] ?? 0, color[1] ?? color[0] ?? 0, color[2] ?? color[0] ?? 0];

const asBox = (rect: mupdf.Rect): Box => [rect[0], rect[1], rect[2], rect[3]];

/**
 * Reads the text layer of one page with positions, fonts, sizes, colours and weights, and the
 * boxes of its images and drawings. Whitespace is kept as mupdf found it.
 */
export function readPage(page: mupdf.PDFPage): PageText {
  const bounds = page.getBounds();
  const text = page.toStructuredText('preserve-whitespace,accurate-bboxes');
  const lines: TextLine[] = [];
  const facts = new Map<number, FontFacts>();
  let block = -1;
  let line: TextLine | undefined;
  text.walk({
    beginTextBlock() {
      block += 1;
    },
    beginLine(bbox, _wmode, direction) {
      line = { box: asBox(bbox), direction: [direction[0], direction[1]], chars: [], block };
    },
    onChar(c, origin, font, size, quad, color) {
      let known = facts.get(font.pointer);
      if (!known) {
        known = fontFacts(font);
        facts.set(font.pointer, known);
      }
      font.destroy();
      line?.chars.push({
        text: c,
        origin: [origin[0], origin[1]],
        box: quadBox(quad),
        size,
        style: { ...known, color: rgb(color) },
      });
    },
    endLine() {
      if (line && line.chars.length > 0) lines.push(line);
      line = undefined;
    },
  });
  text.destroy();
  return { width: bounds[2] - bounds[0], height: bounds[3] - bounds[1], lines, ...readGraphics(page) };
}

function transformedUnitSquare(ctm: mupdf.Matrix): Box {
  const [a, b, c, d, e, f] = ctm;
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Images and drawings of the page, from a run through a device that only records where they are. */
function readGraphics(page: mupdf.PDFPage): Pick<PageText, 'figures' | 'images' | 'drawings'> {
  const images: Box[] = [];
  const drawings: Box[] = [];
  const figures: Box[] = [];
  const stroke = new mupdf.StrokeState({ lineCap: 'Butt', lineJoin: 'Miter', lineWidth: 0, miterLimit: 10 });
  const addPath = (box: Box, simple: boolean) => {
    drawings.push(box);
    // Rules and cell borders are not figures; larger shapes may be, and text inside them belongs to them.
    if (!simple && box[2] - box[0] > 24 && box[3] - box[1] > 24) figures.push(box);
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
    fillPath(path, _evenOdd, ctm) {
      addPath(asBox(path.getBounds(stroke, ctm)), isRectangle(path));
    },
    strokePath(path, strokeState, ctm) {
      addPath(asBox(path.getBounds(strokeState, ctm)), isRectangle(path));
    },
    fillImage(_image, ctm) {
      const box = transformedUnitSquare(ctm);
      images.push(box);
      figures.push(box);
    },
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  device.destroy();
  return { images, drawings, figures };
}
