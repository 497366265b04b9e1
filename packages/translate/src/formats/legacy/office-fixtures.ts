import {
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';

/**
 * Office files generated for the tests of the OpenDocument and legacy adapters (converted by
 * LibreOffice to odt/ods/odp or doc/xls/ppt/rtf), and the English→Spanish engine they use.
 */

export async function storyDocx(): Promise<Uint8Array> {
  const doc = new Document({
    title: 'The red house',
    footnotes: { 1: { children: [new Paragraph('The garden is green.')] } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('The page header')] }) },
        footers: { default: new Footer({ children: [new Paragraph('The page footer')] }) },
        children: [
          new Paragraph({ text: 'The house', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('The house is '),
              new TextRun({ text: 'red', bold: true }),
              new TextRun(' and the dog is '),
              new TextRun({ text: 'big', italics: true }),
              new TextRun('.'),
              new FootnoteReferenceRun(1),
            ],
          }),
          new Paragraph({
            children: [
              new TextRun('The book is on '),
              new ExternalHyperlink({
                link: 'https://example.com/',
                children: [new TextRun({ text: 'the table', style: 'Hyperlink' })],
              }),
              new TextRun('.'),
            ],
          }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('The cat is black.')] }),
                  new TableCell({ children: [new Paragraph('2024')] }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export async function salesXlsx(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sales');
  sheet.getCell('A1').value = 'The house is red.';
  sheet.getCell('B1').value = 42;
  sheet.getCell('C1').value = { formula: 'B1*2', result: 84 };
  sheet.getCell('D1').value = new Date(Date.UTC(2024, 0, 1));
  sheet.getCell('A2').value = { richText: [{ text: 'The dog ', font: { bold: true } }, { text: 'is big.' }] };
  sheet.getCell('A1').note = 'The price is good.';
  sheet.getColumn('E').hidden = true;
  sheet.getCell('E1').value = 'The hidden column';
  sheet.getRow(3).hidden = true;
  sheet.getCell('A3').value = 'The hidden row';
  book.addWorksheet('Secret', { state: 'hidden' }).getCell('A1').value = 'The hidden sheet';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export async function deckPptx(): Promise<Uint8Array> {
  const deck = new PptxGenJS();
  const slide = deck.addSlide();
  slide.addText('The house', { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 32 });
  slide.addText([{ text: 'The house is ' }, { text: 'red', options: { bold: true } }, { text: ' and big.' }], {
    x: 0.5,
    y: 1.5,
    w: 9,
    h: 1,
  });
  slide.addTable([[{ text: 'The cat is black.' }, { text: '12' }]], { x: 0.5, y: 3, w: 6 });
  slide.addNotes('The speaker is happy.');
  return (await deck.write({ outputType: 'uint8array' })) as Uint8Array;
}

const SPANISH = /\b(la|el|es|casa|perro|gato|libro|mesa|negro|roja|grande)\b/i;

/** Whether texts read as Apertium's Spanish: Spanish words, and none of the English sentences left. */
export function readsSpanish(texts: readonly string[]): boolean {
  const all = texts.join('\n');
  return SPANISH.test(all) && !/\bThe (house|dog|cat|book|speaker|price) is\b/.test(all);
}
