import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../document-format.ts';
import { malformedCases } from '../ooxml/test-malformed.ts';
import { spreadsheet } from './spreadsheet.ts';
import { tinyWorkbook } from './test-workbooks.ts';

async function presentationFile(): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  pres.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
  return new Uint8Array((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
}

async function failure(input: Uint8Array): Promise<FormatError> {
  try {
    await spreadsheet.extract(input);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('spreadsheet safety', async () => {
  const valid = await tinyWorkbook();
  const cases = malformedCases(
    valid,
    'xl/sharedStrings.xml',
    await presentationFile(),
    /PowerPoint presentation, not an Excel workbook/,
  );

  it.each(cases)('refuses $name with its own error, quickly', async ({ input, code, message }) => {
    const error = await failure(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('says when there is nothing to translate', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.getCell('A1').value = 42;
    sheet.getCell('A2').value = '2024-01-01';
    sheet.getCell('A3').value = { formula: 'A1*2', result: 84 };
    const error = await failure(new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer));
    expect(error.code).toBe('empty');
    expect(error.message).toMatch(/no text to translate/);
  });
});
