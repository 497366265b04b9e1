/**
 * The layout score of a translated PDF: how closely each output page keeps the look of its source
 * page. A measuring tool for the bench, the tests and the CLI's --verbose; no translation depends on it.
 *
 * Per page, from 0 (nothing kept) to 100 (the same layout):
 * - boxes: mupdf's text blocks of the source page matched with the output's (see boxScore); the
 *   mean intersection-over-union of the matched blocks, where a block left without a partner on
 *   either side counts as 0. Longer or shorter translated text moves box edges, so a good
 *   translation scores somewhat below 1 here; a moved or lost paragraph scores far below.
 * - text outside the page and text blocks overlapping each other: the share of the output's
 *   text-block area that lies off the page or under another block, beyond what the source already
 *   had (tables and captions may overlap in the source itself).
 * - non-text: both pages rendered in grey at a low resolution, every text block of either page
 *   painted white, and the ink that remains (images, rules, shapes, backgrounds) compared as
 *   sum(min(ink)) / sum(max(ink)) over the pixels: 1 when the same ink is in the same places,
 *   0 when it is all gone or moved. A page with no such ink in either counts 1.
 * score = 100 × (0.6 × boxes + 0.4 × nonText) − 100 × (outside + overlap), kept within 0..100;
 * a page with no source text uses nonText alone.
 */
import * as mupdf from 'mupdf';

/** [x0, y0, x1, y1] in PDF points, y down as mupdf gives it. */
export type Rect = [number, number, number, number];

export interface PageLayoutScore {
  /** From 1. */
  page: number;
  /** 0..100, see the file's comment. */
  score: number;
  /** Mean IoU of the text blocks, 0..1. */
  boxes: number;
  /** Share of output text area off the page, beyond the source's, 0..1. */
  outside: number;
  /** Share of output text area under another output block, beyond the source's, 0..1. */
  overlap: number;
  /** Ink similarity of everything but text, 0..1. */
  nonText: number;
  sourceBlocks: Rect[];
  outputBlocks: Rect[];
}

const BOX_WEIGHT = 0.6;
/** Renders at 36 dpi for the ink comparison: small shifts of a pixel or two blur away. */
const INK_SCALE = 0.5;
/** Grey levels above this are paper, not ink (anti-aliasing fringes of masked text). */
const PAPER = 250;
/** Text blocks are masked this many points wider on each side, for ascenders and anti-aliasing. */
const MASK_MARGIN = 2;

const area = (r: Rect): number => Math.max(0, r[2] - r[0]) * Math.max(0, r[3] - r[1]);

function intersection(a: Rect, b: Rect): number {
  return area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);
}

export function iou(a: Rect, b: Rect): number {
  const shared = intersection(a, b);
  const union = area(a) + area(b) - shared;
  return union > 0 ? shared / union : 0;
}

/** The text blocks mupdf finds on a page, in page coordinates, with the text beyond the page's edges. */
export function textBlocks(page: mupdf.Page): Rect[] {
  // mupdf drops characters off the page unless told not to clip.
  const text = page.toStructuredText('preserve-whitespace,clip=no');
  const blocks: Rect[] = [];
  text.walk({
    beginTextBlock(bbox) {
      if (area([bbox[0], bbox[1], bbox[2], bbox[3]]) > 0) blocks.push([bbox[0], bbox[1], bbox[2], bbox[3]]);
    },
  });
  text.destroy();
  return blocks;
}

/**
 * Each output block goes to the source block it overlaps most; a source block is compared with the
 * box around the output blocks it got (mupdf often cuts a rewritten paragraph or table row into
 * several blocks, which is no change of layout). Source blocks that got none and output blocks
 * that overlap no source block count 0.
 */
export function boxScore(source: readonly Rect[], output: readonly Rect[]): number {
  if (source.length === 0 && output.length === 0) return 1;
  const counterparts: (Rect | undefined)[] = source.map(() => undefined);
  let strays = 0;
  for (const block of output) {
    let best = -1;
    let bestShared = 0;
    source.forEach((candidate, i) => {
      const shared = intersection(block, candidate);
      if (shared > bestShared) [best, bestShared] = [i, shared];
    });
    if (best < 0) {
      strays += 1;
      continue;
    }
    const known = counterparts[best];
    counterparts[best] = known
      ? [
          Math.min(known[0], block[0]),
          Math.min(known[1], block[1]),
          Math.max(known[2], block[2]),
          Math.max(known[3], block[3]),
        ]
      : block;
  }
  const sum = source.reduce((total, block, i) => {
    const counterpart = counterparts[i];
    return total + (counterpart ? iou(block, counterpart) : 0);
  }, 0);
  return sum / (source.length + strays);
}

/** Shares of the blocks' area off the page and under another block. */
export function textTrouble(blocks: readonly Rect[], bounds: Rect): { outside: number; overlap: number } {
  const total = blocks.reduce((sum, block) => sum + area(block), 0);
  if (total === 0) return { outside: 0, overlap: 0 };
  let inside = 0;
  let overlapped = 0;
  blocks.forEach((block, i) => {
    inside += intersection(block, bounds);
    blocks.forEach((other, j) => {
      if (i < j) overlapped += intersection(block, other);
    });
  });
  return { outside: (total - inside) / total, overlap: Math.min(1, overlapped / total) };
}

interface Grey {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

function renderGrey(page: mupdf.Page): Grey {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(INK_SCALE, INK_SCALE), mupdf.ColorSpace.DeviceGray, false, true);
  const grey = { width: pixmap.getWidth(), height: pixmap.getHeight(), pixels: pixmap.getPixels().slice() };
  pixmap.destroy();
  return grey;
}

function maskText(grey: Grey, blocks: readonly Rect[], origin: Rect): void {
  for (const block of blocks) {
    const x0 = Math.max(0, Math.floor((block[0] - origin[0] - MASK_MARGIN) * INK_SCALE));
    const y0 = Math.max(0, Math.floor((block[1] - origin[1] - MASK_MARGIN) * INK_SCALE));
    const x1 = Math.min(grey.width, Math.ceil((block[2] - origin[0] + MASK_MARGIN) * INK_SCALE));
    const y1 = Math.min(grey.height, Math.ceil((block[3] - origin[1] + MASK_MARGIN) * INK_SCALE));
    for (let y = y0; y < y1; y++) grey.pixels.fill(255, y * grey.width + x0, y * grey.width + Math.max(x0, x1));
  }
}

/** sum(min(ink)) / sum(max(ink)) over the pixels both pages have; 1 when neither has ink. */
export function inkSimilarity(a: Grey, b: Grey): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let shared = 0;
  let either = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inkA = Math.max(0, PAPER - (a.pixels[y * a.width + x] ?? 255));
      const inkB = Math.max(0, PAPER - (b.pixels[y * b.width + x] ?? 255));
      shared += Math.min(inkA, inkB);
      either += Math.max(inkA, inkB);
    }
  }
  // A page whose size changed has lost whatever lay beyond the shared part.
  return either > 0 ? (shared / either) * ((width * height) / Math.max(a.width * a.height, b.width * b.height)) : 1;
}

function scorePage(source: mupdf.Page, output: mupdf.Page, number: number): PageLayoutScore {
  const sourceBounds = source.getBounds() as Rect;
  const outputBounds = output.getBounds() as Rect;
  const sourceBlocks = textBlocks(source);
  const outputBlocks = textBlocks(output);
  const boxes = boxScore(sourceBlocks, outputBlocks);
  const before = textTrouble(sourceBlocks, sourceBounds);
  const after = textTrouble(outputBlocks, outputBounds);
  const outside = Math.max(0, after.outside - before.outside);
  const overlap = Math.max(0, after.overlap - before.overlap);
  const sourceGrey = renderGrey(source);
  const outputGrey = renderGrey(output);
  for (const grey of [sourceGrey, outputGrey]) {
    maskText(grey, sourceBlocks, sourceBounds);
    maskText(grey, outputBlocks, outputBounds);
  }
  const nonText = inkSimilarity(sourceGrey, outputGrey);
  const kept = sourceBlocks.length > 0 ? BOX_WEIGHT * boxes + (1 - BOX_WEIGHT) * nonText : nonText;
  const score = Math.min(100, Math.max(0, 100 * kept - 100 * (outside + overlap)));
  return { page: number, score, boxes, outside, overlap, nonText, sourceBlocks, outputBlocks };
}

/** The layout score of every page of a translated PDF against its source; a missing output page scores 0. */
export function scoreLayout(source: Uint8Array, output: Uint8Array): PageLayoutScore[] {
  const sourceDocument = mupdf.Document.openDocument(source, 'application/pdf');
  const outputDocument = mupdf.Document.openDocument(output, 'application/pdf');
  try {
    const scores: PageLayoutScore[] = [];
    const outputPages = outputDocument.countPages();
    for (let index = 0; index < sourceDocument.countPages(); index++) {
      const sourcePage = sourceDocument.loadPage(index);
      if (index >= outputPages) {
        const none = { boxes: 0, outside: 0, overlap: 0, nonText: 0, outputBlocks: [] };
        scores.push({ page: index + 1, score: 0, ...none, sourceBlocks: textBlocks(sourcePage) });
      } else {
        const outputPage = outputDocument.loadPage(index);
        scores.push(scorePage(sourcePage, outputPage, index + 1));
        outputPage.destroy();
      }
      sourcePage.destroy();
    }
    return scores;
  } finally {
    sourceDocument.destroy();
    outputDocument.destroy();
  }
}
