import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TextLine } from './page-text.ts';
import { readWrittenPage } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

const LEFT = 72;
const RIGHT = 372;
const WORDS =
  'The committee met on Monday to discuss the annual budget of the library and agreed that the reading room should stay open until nine in the evening during the winter months, when students need it most.'.split(
    ' ',
  );

/** A paragraph set justified by hand, as a word processor prints it: every line but the last flush at both edges. */
async function justifiedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const size = 11;
  const width = (text: string) => font.widthOfTextAtSize(text, size);
  const lines: string[][] = [[]];
  for (const word of WORDS) {
    const line = lines.at(-1) as string[];
    if (line.length && width([...line, word].join(' ')) > RIGHT - LEFT) lines.push([word]);
    else line.push(word);
  }
  lines.forEach((line, index) => {
    const y = 700 - index * 14;
    const last = index === lines.length - 1;
    const gap = last ? width(' ') : (RIGHT - LEFT - width(line.join(''))) / (line.length - 1);
    let x = LEFT;
    for (const word of line) {
      page.drawText(word, { x, y, size, font });
      x += width(word) + gap;
    }
  });
  return document.save();
}

const lineText = (line: TextLine) => line.chars.map((c) => c.text).join('');

describe('a justified PDF paragraph', () => {
  it('is read as justified and its translation set justified: every line but the last flush at both edges', async () => {
    const { segments, skeleton } = await pdf.extract(await justifiedPdf());
    expect(skeleton.paragraphs[0]?.pieces[0]?.align).toBe('justify');
    const translation =
      'El comité se reunió el lunes para hablar del presupuesto anual de la biblioteca y acordó que la sala de lectura siga abierta hasta las nueve de la noche durante los meses de invierno, cuando más la necesitan los estudiantes.';
    const output = await pdf.rebuild(skeleton, new Map(segments.map((s) => [s.id, translation])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const lines = readWrittenPage(output).lines.filter((line) => lineText(line).trim());
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.box[0]).toBeCloseTo(LEFT, 0);
    // The glyphs' boxes end where the last letter's ink ends: within a point of the edge.
    for (const line of lines.slice(0, -1)) expect(Math.abs(line.box[2] - RIGHT)).toBeLessThan(1.5);
    expect(lines.at(-1)?.box[2]).toBeLessThan(RIGHT - 10);
    expect(lines.map(lineText).join(' ').replace(/\s+/g, ' ').trim()).toBe(translation);
  });
});
