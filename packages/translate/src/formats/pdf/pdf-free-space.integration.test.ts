import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageText, TextLine } from './page-text.ts';
import { openForCheck, readWrittenPage } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

/**
 * A longer translation of a one-line title, label or cell keeps its size and its line by taking
 * the free space beside it, and stops before the next field, the frame it sits in, or the text
 * next to it (which may widen towards it too).
 */
const SOURCE = {
  title: 'Results',
  label: 'Village',
  left: 'Name',
  right: 'Town',
  word: 'Irrigation',
};
const TRANSLATION: Record<string, string> = {
  [SOURCE.title]: 'Resultados de la encuesta',
  [SOURCE.label]: 'Pueblo o aldea',
  [SOURCE.left]: 'Nombre completo del titular',
  [SOURCE.right]: 'Municipio de residencia actual',
  [SOURCE.word]: 'Aprovechamientohidráulicoagrícola',
};
const PAGE: [number, number] = [595, 842];
const FIELD_X = 200;
const BAND_BOTTOM = 62;

async function formPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage(PAGE);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  // A slide's title in a dark band across the top.
  page.drawRectangle({
    x: 0,
    y: PAGE[1] - BAND_BOTTOM,
    width: PAGE[0],
    height: BAND_BOTTOM,
    color: rgb(0.1, 0.2, 0.5),
  });
  page.drawText(SOURCE.title, { x: 40, y: PAGE[1] - 40, size: 24, font: bold, color: rgb(1, 1, 1) });
  // A form's label before its field.
  page.drawText(SOURCE.label, { x: 72, y: 700, size: 10, font });
  page.drawRectangle({ x: FIELD_X, y: 692, width: 300, height: 22, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 1 });
  // Two cells of a table without rules, side by side.
  page.drawText(SOURCE.left, { x: 72, y: 600, size: 10, font });
  page.drawText(SOURCE.right, { x: 250, y: 600, size: 10, font });
  // A narrow table cell whose translation is one long word.
  page.drawRectangle({ x: 70, y: 490, width: 60, height: 20, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 1 });
  page.drawText(SOURCE.word, { x: 74, y: 496, size: 9, font });
  return document.save();
}

const lineText = (line: TextLine) => line.chars.map((c) => c.text).join('');
const sizeOf = (line: TextLine) => line.chars[0]?.size ?? 0;

describe('PDF translations that take the free space beside them', () => {
  let output: PageText;
  const linesWith = (word: string) => output.lines.filter((line) => lineText(line).includes(word));

  beforeAll(async () => {
    const { segments, skeleton } = await pdf.extract(await formPdf());
    const translations = new Map(segments.map((s) => [s.id, TRANSLATION[s.text] ?? s.text]));
    output = readWrittenPage(
      await pdf.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' }),
    );
  });

  it('keeps a slide title on one line at its size, inside its band', () => {
    const [line, ...more] = linesWith('Resultados');
    expect(more).toEqual([]);
    expect(lineText(line as TextLine).trim()).toBe(TRANSLATION[SOURCE.title]);
    expect(sizeOf(line as TextLine)).toBeCloseTo(24, 0);
    expect((line as TextLine).box[3]).toBeLessThan(BAND_BOTTOM);
  });

  it('keeps a label on one line at its size, and stops before its field', () => {
    const [line, ...more] = linesWith('Pueblo');
    expect(more).toEqual([]);
    expect(lineText(line as TextLine).trim()).toBe(TRANSLATION[SOURCE.label]);
    expect(sizeOf(line as TextLine)).toBeCloseTo(10, 0);
    expect((line as TextLine).box[2]).toBeLessThan(FIELD_X);
  });

  it('shares the gap between two cells: neither runs into the other', () => {
    const left = linesWith('Nombre').at(-1)?.box;
    const right = linesWith('Municipio')[0]?.box;
    expect(left && right).toBeTruthy();
    const leftEnd = Math.max(...linesWith('Nombre').map((line) => line.box[2]));
    expect(leftEnd).toBeLessThan((right as number[])[0] as number);
    expect(linesWith('Municipio')[0]?.box[0]).toBeCloseTo(250, 0);
  });

  it('keeps a word too long for its cell inside the cell’s frame', () => {
    // The cell's lines: between the frame's top and bottom edges (y-down page space).
    const lines = output.lines.filter((line) => line.box[1] >= PAGE[1] - 512 && line.box[3] <= PAGE[1] - 488);
    expect(lines.map(lineText).join('').replace(/\s/g, '')).toBe(TRANSLATION[SOURCE.word]);
    for (const line of lines) {
      expect(line.box[0]).toBeGreaterThanOrEqual(70);
      expect(line.box[2]).toBeLessThanOrEqual(130);
    }
  });
});

describe('a PDF translation far too long for its room', () => {
  it('is drawn no smaller than 6 pt, as far as it fits, and whole in a note beside it', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage(PAGE);
    const font = await document.embedFont(StandardFonts.Helvetica);
    page.drawText('The body of the page.', { x: 72, y: 700, size: 12, font });
    // Fine print at the foot of the page, with no room below it.
    page.drawText('Terms apply.', { x: 72, y: 24, size: 8, font });
    const { segments, skeleton } = await pdf.extract(await document.save());
    const long = Array.from({ length: 60 }, () => 'Se aplican las condiciones generales de venta.').join(' ');
    const translations = new Map(segments.map((s) => [s.id, s.text === 'Terms apply.' ? long : s.text]));
    const bytes = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const written = readWrittenPage(bytes);
    const fine = written.lines.filter((line) => lineText(line).includes('condiciones'));
    expect(fine.length).toBeGreaterThan(0);
    for (const line of fine) expect(sizeOf(line)).toBeGreaterThanOrEqual(6 - 0.01);
    const check = openForCheck(bytes);
    const notes = check
      .loadPage(0)
      .getAnnotations()
      .filter((annotation) => annotation.getType() === 'Text');
    expect(notes.map((note) => note.getContents())).toEqual([long]);
    const [x0, y0, x1, y1] = notes[0]?.getBounds() ?? [0, 0, 0, 0];
    expect(x0).toBeGreaterThanOrEqual(0);
    expect(x1).toBeLessThanOrEqual(PAGE[0]);
    expect(y0).toBeGreaterThanOrEqual(0);
    expect(y1).toBeLessThanOrEqual(PAGE[1]);
    // In the margin beside the text, not over it.
    for (const { box } of fine) {
      const overlaps = x0 < box[2] && box[0] < x1 && y0 < box[3] && box[1] < y1;
      expect(overlaps, `the note over "${lineText(fine[0] as TextLine).slice(0, 30)}"`).toBe(false);
    }
    check.destroy();
  });
});
