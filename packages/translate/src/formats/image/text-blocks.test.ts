import { describe, expect, it } from 'vitest';
import type { Box } from '../pdf/pdf-layout.ts';
import type { OcrLine } from './ocr-line.ts';
import { joinRowPieces } from './paddle-ocr.ts';
import { groupBlocks } from './text-blocks.ts';

const line = (text: string, box: Box, size = 20): OcrLine => ({ text, box, size });

describe('OCR lines into paragraphs', () => {
  it('joins lines that follow each other, keeps columns and distant paragraphs apart', () => {
    const blocks = groupBlocks([
      line('Right column', [400, 100, 600, 122]),
      line('The first para-', [50, 100, 300, 122]),
      line('graph goes on.', [50, 126, 280, 148]),
      line('A new paragraph.', [50, 200, 300, 222]),
      line('A HEADING', [50, 20, 300, 60], 40),
      line('中文第一行，', [400, 300, 600, 322]),
      line('第二行。', [400, 326, 500, 348]),
    ]);
    expect(blocks.map((b) => b.text)).toEqual([
      'A HEADING',
      'The first paragraph goes on.',
      'A new paragraph.',
      'Right column',
      '中文第一行，第二行。',
    ]);
    expect(blocks[1]?.box).toEqual([50, 100, 300, 148]);
  });

  it('joins the pieces of one line the detector split, but not two columns', () => {
    const lines = joinRowPieces([
      line('columns.', [420, 100, 500, 122]),
      line('Left and', [50, 100, 150, 122]),
      line('right', [175, 101, 240, 123]),
      line('Far away', [600, 100, 700, 122]),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Left and right', 'columns.', 'Far away']);
  });
});
