/**
 * A Word document with what the format corpus has no example of, for the PDF tests that convert
 * it with LibreOffice: two columns with a paragraph running over the column break, a bulleted
 * list, a picture, and a right-to-left Arabic paragraph.
 */
import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, SectionType, TextRun } from 'docx';
import { squarePng } from './pdf-fixtures.ts';

export const COLUMNS_ARABIC = 'البيت أحمر والحديقة كبيرة.';

const SENTENCES = [
  'The house is red and the garden is big.',
  'My friend lives in a small village near the river.',
  'The children play in the park while their parents read the newspaper.',
  'The library opens at nine and closes at six.',
  'The old man walks to the market every morning.',
  'The weather is cold in winter and warm in summer.',
];

/** n sentences of plain English, taken in turn from a short list. */
function prose(n: number, from = 0): string {
  return Array.from({ length: n }, (_, i) => SENTENCES[(from + i) % SENTENCES.length]).join(' ');
}

/** The document as .docx bytes. */
export async function columnsDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'The village report', heading: HeadingLevel.HEADING_1 }),
          new Paragraph(prose(2)),
        ],
      },
      {
        properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 720 } },
        children: [
          new Paragraph({ text: 'The garden', heading: HeadingLevel.HEADING_2 }),
          new Paragraph(prose(6)),
          new Paragraph({ text: 'The first point is clear.', bullet: { level: 0 } }),
          new Paragraph({ text: 'The second point is short.', bullet: { level: 0 } }),
          new Paragraph({
            children: [new ImageRun({ type: 'png', data: squarePng(64), transformation: { width: 96, height: 96 } })],
          }),
          new Paragraph(prose(8, 2)),
          new Paragraph({ text: 'The river', heading: HeadingLevel.HEADING_2 }),
          new Paragraph(prose(9, 4)),
        ],
      },
      {
        properties: { type: SectionType.CONTINUOUS },
        children: [
          new Paragraph({
            bidirectional: true,
            alignment: AlignmentType.RIGHT,
            children: [new TextRun({ text: COLUMNS_ARABIC, rightToLeft: true })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
