import type { Box, Rgb } from '../pdf/pdf-layout.ts';
import type { Raster } from './raster.ts';

/** Enough samples for a median colour without reading every pixel of a big box. */
const MAX_SAMPLES = 4096;
/** How far (sum of channel differences, 0-765) a pixel is from the background to count as ink. */
const INK_DISTANCE = 120;

type Pixel = [number, number, number];

function pixelAt(raster: Raster, x: number, y: number): Pixel {
  const at = (Math.floor(y) * raster.width + Math.floor(x)) * 3;
  return [raster.data[at] ?? 255, raster.data[at + 1] ?? 255, raster.data[at + 2] ?? 255];
}

function clip(raster: Raster, box: Box): Box {
  return [
    Math.max(0, Math.floor(box[0])),
    Math.max(0, Math.floor(box[1])),
    Math.min(raster.width, Math.ceil(box[2])),
    Math.min(raster.height, Math.ceil(box[3])),
  ];
}

/** Pixels of the box, evenly thinned out to at most MAX_SAMPLES. */
function samples(raster: Raster, box: Box, keep: (x: number, y: number) => boolean = () => true): Pixel[] {
  const [x0, y0, x1, y1] = clip(raster, box);
  const area = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  const step = Math.max(1, Math.sqrt(area / MAX_SAMPLES));
  const out: Pixel[] = [];
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) if (keep(x, y)) out.push(pixelAt(raster, x, y));
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 255;
}

function medianColour(pixels: readonly Pixel[]): Pixel {
  return [0, 1, 2].map((channel) => median(pixels.map((p) => p[channel] ?? 255))) as Pixel;
}

const toRgb = (pixel: Pixel): Rgb => pixel.map((channel) => channel / 255) as Rgb;

const inside = (box: Box, x: number, y: number): boolean => x >= box[0] && x < box[2] && y >= box[1] && y < box[3];

/** The colour of the band just around the boxes (outside all of them): what the text was printed on. */
export function backgroundAround(raster: Raster, boxes: readonly Box[], band: number): Rgb {
  const pixels = boxes.flatMap((box) =>
    samples(raster, [box[0] - band, box[1] - band, box[2] + band, box[3] + band], (x, y) =>
      boxes.every((other) => !inside(other, x, y)),
    ),
  );
  return toRgb(pixels.length ? medianColour(pixels) : [255, 255, 255]);
}

/** The colour of the text inside the boxes: the median of the pixels far from the background. */
export function inkInside(raster: Raster, boxes: readonly Box[], background: Rgb): Rgb {
  const paper = background.map((channel) => channel * 255);
  const distance = (p: Pixel) => p.reduce((sum, channel, i) => sum + Math.abs(channel - (paper[i] ?? 255)), 0);
  const ink = boxes.flatMap((box) => samples(raster, box)).filter((p) => distance(p) > INK_DISTANCE);
  if (ink.length > 0) return toRgb(medianColour(ink));
  const light = paper.reduce((sum, channel) => sum + channel, 0) > 382;
  return light ? [0, 0, 0] : [1, 1, 1];
}
