import { describe, expect, it } from 'vitest';
import {
  artifactPdf,
  CELLS,
  formXObjectPdf,
  garbledLayerPdf,
  invisibleLayerPdf,
  LAYER_SENTENCE,
  rotatedLabelPdf,
  SIDE_LABEL,
  STACKED_LABEL,
  stackedLabelPdf,
  TILTED_LABEL,
  type3FontPdf,
} from '../../../test/pdf-layer-fixtures.ts';
import { shout } from '../test-kit.ts';
import { pdfText } from './pdf-check.ts';
import { readPdf } from './pdf-extract.ts';
import { pdf } from './pdf-format.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

async function translated(bytes: Uint8Array): Promise<Uint8Array> {
  const { segments, skeleton } = await pdf.extract(bytes, LANGUAGES);
  const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
  return pdf.rebuild(skeleton, translations, 'translated', LANGUAGES);
}

/** The text lines of the output's first page with their direction. */
function outputLines(bytes: Uint8Array): { text: string; direction: [number, number] }[] {
  return (readPdf(bytes).texts[0]?.lines ?? []).map((line) => ({
    text: line.chars
      .map((c) => c.text)
      .join('')
      .trim(),
    direction: line.direction,
  }));
}

const close = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.01;

describe('rotated and tilted text', () => {
  it.each([
    [90, [0, -1]],
    [270, [0, 1]],
  ] as const)(
    'a table side label turned %i° is translated in place and keeps its rotation',
    async (angle, direction) => {
      const lines = outputLines(await translated(rotatedLabelPdf(angle)));
      const label = lines.find((line) => line.text === SIDE_LABEL.toUpperCase());
      expect(label?.direction).toBeDefined();
      expect(close(label?.direction as [number, number], [...direction])).toBe(true);
      for (const cellText of CELLS) {
        const cells = lines.filter((line) => line.text === cellText.toUpperCase());
        expect(cells).toHaveLength(3);
        for (const line of cells) expect(close(line.direction, [1, 0])).toBe(true);
      }
    },
  );

  it('a label tilted by 30° is written at its angle and none of the original is left', async () => {
    const bytes = await translated(rotatedLabelPdf(30));
    const tilted = outputLines(bytes).filter((line) => !close(line.direction, [1, 0]));
    expect(tilted.map((line) => line.text)).toEqual([TILTED_LABEL.toUpperCase()]);
    expect(close(tilted[0]?.direction as [number, number], [0.866, -0.5])).toBe(true);
    expect(pdfText(bytes)).not.toMatch(/[a-z]/);
  });
});

describe('stacked letters', () => {
  it('a label of letters stacked one per line reads as one word and is written back stacked', async () => {
    const { segments, skeleton } = await pdf.extract(stackedLabelPdf(), LANGUAGES);
    const label = segments.find((segment) => segment.text === STACKED_LABEL);
    expect(label).toBeDefined();
    const translations = new Map(segments.map((s) => [s.id, s.id === label?.id ? 'Senkrecht' : shout(s.text)]));
    const lines = readPdf(await pdf.rebuild(skeleton, translations, 'translated', LANGUAGES)).texts[0]?.lines ?? [];
    const stacked = lines.filter((line) => line.box[0] < 100);
    expect(
      stacked
        .map((line) =>
          line.chars
            .map((c) => c.text)
            .join('')
            .trim(),
        )
        .join(''),
    ).toBe('Senkrecht');
    for (const line of stacked) expect(close(line.direction, [1, 0])).toBe(true);
    const tops = stacked.map((line) => line.box[1]);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });
});

describe('text found wherever a text layer exists', () => {
  it('an invisible OCR layer over a scanned picture is translated, painted over the picture', async () => {
    const { skeleton } = readPdf(invisibleLayerPdf());
    expect(skeleton.scannedPages).toEqual([]);
    expect(skeleton.paragraphs).toHaveLength(1);
    expect(skeleton.paragraphs[0]?.pieces[0]?.cover).toEqual([1, 1, 1]);
    const text = pdfText(await translated(invisibleLayerPdf()));
    expect(text).toContain(LAYER_SENTENCE.toUpperCase());
    expect(text).not.toContain(LAYER_SENTENCE);
  });

  it('does not trust a garbled invisible layer: the page is read as the scan it is', () => {
    const { skeleton } = readPdf(garbledLayerPdf());
    expect(skeleton.paragraphs).toEqual([]);
    expect(skeleton.scannedPages).toEqual([0]);
  });

  it.each([
    ['a form XObject', formXObjectPdf],
    ['an artifact', artifactPdf],
    ['a Type3 font without a ToUnicode map', type3FontPdf],
  ])('text inside %s is read and translated', async (_name, build) => {
    const text = pdfText(await translated(build()));
    expect(text).toContain(LAYER_SENTENCE.toUpperCase());
    expect(text).not.toContain(LAYER_SENTENCE);
  });
});
