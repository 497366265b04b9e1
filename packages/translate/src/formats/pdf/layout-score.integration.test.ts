import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { squarePng } from '../../../test/pdf-fixtures.ts';
import { boxScore, iou, type Rect, scoreLayout, textTrouble } from './layout-score.ts';

const PARAGRAPH = [
  'The house is red and the garden is big.',
  'My friend lives in a small village near',
  'the river, where the children play.',
];

interface Drawing {
  /** Where the paragraph's first line sits, in PDF points from the bottom left. */
  text?: [number, number];
  image?: boolean;
}

async function drawnPdf(drawing: Drawing): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const [x, y] = drawing.text ?? [72, 760];
  PARAGRAPH.forEach((line, i) => {
    page.drawText(line, { x, y: y - i * 15, size: 11, font });
  });
  page.drawText('A caption under the picture', { x: 100, y: 380, size: 9, font });
  if (drawing.image !== false) {
    page.drawImage(await document.embedPng(squarePng()), { x: 100, y: 400, width: 200, height: 200 });
  }
  return document.save();
}

describe('layout score', () => {
  it('scores a page against itself 100', async () => {
    const bytes = await drawnPdf({});
    const [page] = scoreLayout(bytes, bytes);
    expect(page?.score).toBeCloseTo(100, 5);
    expect(page?.boxes).toBeCloseTo(1, 5);
    expect(page?.nonText).toBeCloseTo(1, 5);
    expect(page?.sourceBlocks.length).toBeGreaterThanOrEqual(2);
  });

  it('scores a page whose paragraph moved clearly lower, through the boxes', async () => {
    const source = await drawnPdf({});
    const [page] = scoreLayout(source, await drawnPdf({ text: [320, 300] }));
    expect(page?.boxes).toBeLessThan(0.7);
    expect(page?.nonText).toBeGreaterThan(0.95);
    expect(page?.score).toBeLessThan(85);
  });

  it('scores a page whose image was lost clearly lower, through the non-text ink', async () => {
    const source = await drawnPdf({});
    const [page] = scoreLayout(source, await drawnPdf({ image: false }));
    expect(page?.boxes).toBeCloseTo(1, 5);
    expect(page?.nonText).toBeLessThan(0.1);
    expect(page?.score).toBeLessThan(65);
  });

  it('scores a page whose text runs off the page lower, through the text outside', async () => {
    const source = await drawnPdf({});
    const [page] = scoreLayout(source, await drawnPdf({ text: [480, 760] }));
    expect(page?.outside).toBeGreaterThan(0.2);
    expect(page?.score).toBeLessThan(80);
  });

  it('scores a missing output page 0', async () => {
    const source = await drawnPdf({});
    const twoPages = await PDFDocument.load(source);
    twoPages.addPage([595, 842]);
    const scores = scoreLayout(await twoPages.save(), source);
    expect(scores.map((page) => page.score)).toEqual([expect.closeTo(100, 5), 0]);
  });
});

describe('layout score parts', () => {
  it('matches output blocks to the source block they overlap most and counts the unmatched as 0', () => {
    expect(iou([0, 0, 10, 10], [5, 0, 15, 10])).toBeCloseTo(1 / 3);
    expect(boxScore([[0, 0, 10, 10]], [[0, 0, 10, 10]])).toBe(1);
    // One source block cut into two output blocks: the same place.
    const halves: Rect[] = [
      [0, 0, 10, 5],
      [0, 5, 10, 10],
    ];
    expect(boxScore([[0, 0, 10, 10]], halves)).toBe(1);
    // Two source blocks run together into one output block: the second is left without a partner.
    expect(boxScore(halves, [[0, 0, 10, 10]])).toBeCloseTo(0.25);
    // An output block off every source block.
    expect(
      boxScore(
        [[0, 0, 10, 10]],
        [
          [0, 0, 10, 10],
          [50, 50, 60, 60],
        ],
      ),
    ).toBe(0.5);
    expect(boxScore([], [])).toBe(1);
  });

  it('measures text off the page and blocks on top of each other', () => {
    const page: [number, number, number, number] = [0, 0, 100, 100];
    expect(textTrouble([[90, 0, 110, 10]], page).outside).toBeCloseTo(0.5);
    const crowded = textTrouble(
      [
        [0, 0, 20, 10],
        [10, 0, 30, 10],
      ],
      page,
    );
    expect(crowded).toEqual({ outside: 0, overlap: 0.25 });
  });
});
