// Registers the sharp-based image class that splitIntoLineImages cuts the line images into.
import '@gutenye/ocr-node';
import { ImageRawBase, type LineImage } from '@gutenye/ocr-common';
import { splitIntoLineImages } from '@gutenye/ocr-common/splitIntoLineImages';
import type { Box } from '../pdf/pdf-layout.ts';
import { joinWords, type OcrLine } from './ocr-line.ts';
import { decodeLine, inputTensor, type PaddleModels, paddleModels, runModel } from './paddle-models.ts';
import { fromRaster, type Raster } from './raster.ts';

/** Detection past this size gains nothing on text and costs time and memory. */
const MAX_SIDE = 2000;
/** The detector wants sides that are multiples of 32; padding (not stretching) keeps boxes in image pixels. */
const BASE = 32;
/** Text probability above which a detector pixel is text (PaddleOCR's default). */
const TEXT_THRESHOLD = 0.3;
/** The recogniser reads lines scaled to this height. */
const LINE_HEIGHT = 48;
/**
 * Detected boxes are padded around the ink: about 1.27 times the font size high for Latin text
 * (ascenders to descenders) and 0.95 times for CJK, whose glyphs sit inside the em square.
 */
const BOX_PER_SIZE = { ideographic: 0.95, alphabetic: 1.27 };
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

function fontSize(text: string, boxHeight: number): number {
  const ideographic = (text.match(IDEOGRAPHIC)?.length ?? 0) * 2 > [...text].length;
  return boxHeight / BOX_PER_SIZE[ideographic ? 'ideographic' : 'alphabetic'];
}
/** Lines the recogniser is unsure of are mostly noise. */
const MIN_CONFIDENCE = 0.6;
/** Pieces of one row closer than this many line heights are one line; further apart, columns or cells. */
const WORD_GAP = 1.2;

interface ModelInput {
  image: ImageRawBase;
  scale: number;
}

async function modelInput(raster: Raster): Promise<ModelInput> {
  const scale = Math.min(1, MAX_SIDE / Math.max(raster.width, raster.height));
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  const { data, info } = await fromRaster(raster)
    .resize(width, height)
    .extend({
      right: Math.ceil(width / BASE) * BASE - width,
      bottom: Math.ceil(height / BASE) * BASE - height,
      extendWith: 'copy',
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: new ImageRawBase({ data, width: info.width, height: info.height }), scale };
}

/** The text lines' boxes, each with the line cut out of the image (straightened when it is tilted). */
async function detectLines(models: PaddleModels, input: ImageRawBase): Promise<LineImage[]> {
  const output = await runModel(models.detection, inputTensor(input.data, input.width, input.height));
  const [, , height = 0, width = 0] = output.dims;
  const probability = output.data as Float32Array;
  const mask = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const value = (probability[i] ?? 0) > TEXT_THRESHOLD ? 255 : 0;
    mask.fill(value, i * 4, i * 4 + 3);
    mask[i * 4 + 3] = 255;
  }
  return splitIntoLineImages(new ImageRawBase({ data: mask, width, height }), input);
}

interface Resizable {
  resize(size: { height: number }): Promise<ImageRawBase>;
}

async function readLine(models: PaddleModels, line: LineImage, scale: number): Promise<OcrLine | undefined> {
  const image = await (line.image as unknown as Resizable).resize({ height: LINE_HEIGHT });
  const output = await runModel(models.recognition, inputTensor(image.data, image.width, image.height));
  const { text, confidence } = decodeLine(output, models.dictionary);
  if (confidence < MIN_CONFIDENCE || !text.trim()) return undefined;
  const xs = line.box.map((p) => (p[0] ?? 0) / scale);
  const ys = line.box.map((p) => (p[1] ?? 0) / scale);
  const box: Box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  return { text: text.trim(), box, size: fontSize(text, box[3] - box[1]) };
}

function sameLine(a: OcrLine, b: OcrLine): boolean {
  const height = Math.min(a.box[3] - a.box[1], b.box[3] - b.box[1]);
  const overlap = Math.min(a.box[3], b.box[3]) - Math.max(a.box[1], b.box[1]);
  const gap = b.box[0] - a.box[2];
  return overlap > height * 0.5 && gap > -height && gap < height * WORD_GAP;
}

/** Joins the pieces the detector split one line into (at wide word gaps), but not columns; top to bottom. */
export function joinRowPieces(pieces: readonly OcrLine[]): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const piece of [...pieces].sort((a, b) => a.box[0] - b.box[0])) {
    const line = lines.find((candidate) => sameLine(candidate, piece));
    if (!line) {
      lines.push({ ...piece });
      continue;
    }
    line.text = joinWords(line.text, piece.text);
    line.box = [line.box[0], Math.min(line.box[1], piece.box[1]), piece.box[2], Math.max(line.box[3], piece.box[3])];
    line.size = Math.max(line.size, piece.size);
  }
  return lines.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}

/** Reads the lines of an image with the PaddleOCR detection and recognition models. */
export async function paddleLines(raster: Raster): Promise<OcrLine[]> {
  const models = await paddleModels();
  const { image, scale } = await modelInput(raster);
  const pieces: OcrLine[] = [];
  for (const line of await detectLines(models, image)) {
    const read = await readLine(models, line, scale);
    if (read) pieces.push(read);
  }
  return joinRowPieces(pieces);
}
