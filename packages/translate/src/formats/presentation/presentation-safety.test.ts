import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../document-format.ts';
import { malformedCases } from '../ooxml/test-malformed.ts';
import { tinyWorkbook } from '../spreadsheet/test-workbooks.ts';
import { presentation } from './presentation.ts';
import { plainDeck } from './test-presentations.ts';

async function failure(input: Uint8Array, options = {}): Promise<FormatError> {
  try {
    await presentation.extract(input, options);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('presentation safety', async () => {
  const valid = await plainDeck(1);
  const cases = malformedCases(
    valid,
    'ppt/slides/slide1.xml',
    await tinyWorkbook(),
    /Excel workbook, not a PowerPoint presentation/,
  );

  it.each(cases)('refuses $name with its own error, quickly', async ({ input, code, message }) => {
    const error = await failure(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('says when there is nothing to translate', async () => {
    const pres = new PptxGenJS();
    pres.addSlide().addText('2024 – 2025', { x: 1, y: 1, w: 4, h: 1 });
    pres.addSlide().addNotes('Only the notes have words.');
    const bytes = new Uint8Array((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
    // Notes are read by default; left out, the deck has no words.
    const error = await failure(bytes, { includeNotes: false });
    expect(error.code).toBe('empty');
    expect(error.message).toMatch(/no text to translate/);
    await expect(presentation.extract(bytes)).resolves.toBeDefined();
  });
});
