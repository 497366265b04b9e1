import type { SegmentKind } from '../../segments/segment.ts';
import type { Alignment, Box, PdfParagraph } from '../pdf/pdf-layout.ts';
import type { OcrLine } from './ocr-line.ts';
import { backgroundAround, inkInside } from './page-colours.ts';
import type { Raster } from './raster.ts';
import { groupBlocks, type TextBlock } from './text-blocks.ts';

/** Where the OCR'd raster sits: which page, and how many raster pixels make one page unit. */
export interface OcrPlacement {
  page: number;
  scale: number;
  /** Prefix of the segment ids, unique in the document. */
  idPrefix: string;
}

/** How much of the font size the painted box reaches beyond the line box, for anti-aliased edges. */
const COVER_MARGIN = 0.15;
/** A one-line block this much bigger than the page's usual text is a heading. */
const HEADING_RATIO = 1.3;

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const scaled = (box: Box, scale: number): Box => [box[0] / scale, box[1] / scale, box[2] / scale, box[3] / scale];

function coverBox(line: OcrLine, raster: Raster): Box {
  const margin = Math.max(2, line.size * COVER_MARGIN);
  return [
    Math.max(0, line.box[0] - margin),
    Math.max(0, line.box[1] - margin),
    Math.min(raster.width, line.box[2] + margin),
    Math.min(raster.height, line.box[3] + margin),
  ];
}

function alignmentOf(block: TextBlock, size: number): Alignment {
  if (block.lines.length < 2) return 'left';
  const lefts = block.lines.map((line) => line.box[0]);
  const centres = block.lines.map((line) => (line.box[0] + line.box[2]) / 2);
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  return spread(lefts) > size && spread(centres) < size / 2 ? 'center' : 'left';
}

/** The top of the nearest block below that shares columns with this one: how far a translation may grow. */
function roomBelow(block: TextBlock, blocks: readonly TextBlock[], bottom: number): number {
  const below = blocks
    .filter((other) => other !== block && other.box[1] >= block.box[3])
    .filter((other) => Math.min(other.box[2], block.box[2]) > Math.max(other.box[0], block.box[0]))
    .map((other) => other.box[1]);
  return Math.min(bottom, ...below);
}

function kindOf(block: TextBlock, size: number, pageSize: number): SegmentKind {
  return block.lines.length <= 2 && size > pageSize * HEADING_RATIO ? 'heading' : 'paragraph';
}

function paragraphOf(
  block: TextBlock,
  index: number,
  context: { raster: Raster; placement: OcrPlacement; blocks: readonly TextBlock[]; pageSize: number },
): PdfParagraph {
  const { raster, placement } = context;
  const size = median(block.lines.map((line) => line.size));
  const covers = block.lines.map((line) => coverBox(line, raster));
  const background = backgroundAround(raster, covers, Math.max(2, size * 0.3));
  const ink = inkInside(
    raster,
    block.lines.map((line) => line.box),
    background,
  );
  const first = block.lines[0] as OcrLine;
  const last = block.lines.at(-1) as OcrLine;
  const steps = block.lines.length - 1;
  const leading = steps > 0 ? (last.box[1] - first.box[1]) / steps : size * 1.2;
  // The baseline sits about a quarter of the font size below the middle of the line box.
  const ascent = (first.box[3] - first.box[1]) / 2 + size * 0.27;
  const s = placement.scale;
  return {
    id: `${placement.idPrefix}${index + 1}`,
    kind: kindOf(block, size, context.pageSize),
    part: 'body',
    text: block.text,
    styles: [{ family: 'sans', bold: false, italic: false, color: ink }],
    pieces: [
      {
        page: placement.page,
        direction: [1, 0],
        box: scaled(block.box, s),
        room: roomBelow(block, context.blocks, raster.height) / s - size / (2 * s),
        lines: covers.map((box) => scaled(box, s)),
        cover: background,
        size: size / s,
        leading: leading / s,
        ascent: ascent / s,
        align: alignmentOf(block, size),
        sourceChars: block.text.length,
      },
    ],
  };
}

/**
 * Paragraphs in the PDF adapter's layout from the lines OCR found on a raster: each is typeset
 * by the PDF writer after its line boxes are painted over in the colour around them.
 */
export function ocrParagraphs(lines: readonly OcrLine[], raster: Raster, placement: OcrPlacement): PdfParagraph[] {
  const blocks = groupBlocks(lines);
  const pageSize = median(lines.map((line) => line.size));
  return blocks.map((block, index) => paragraphOf(block, index, { raster, placement, blocks, pageSize }));
}
