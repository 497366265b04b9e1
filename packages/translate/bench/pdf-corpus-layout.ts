/**
 * The layout bench's corpus, drawn with pdf-lib: a two-column paper, a table, a form, a landscape
 * slide, a Chinese page and an Arabic page, each with the rules, fills and images such documents
 * carry. Fonts are the Noto faces the PDF writer embeds, so the bench runs wherever the project installs.
 */
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { faceFor } from '../src/formats/pdf/fonts.ts';
import { squarePng } from '../test/pdf-fixtures.ts';

export interface CorpusDocument {
  name: string;
  bytes: Uint8Array;
}

const SENTENCES = [
  'The committee met twice this spring to review the results of the field study.',
  'Most villages reported better harvests, although the northern valley saw late frost.',
  'Water levels in the river stayed within the expected range for the whole season.',
  'We thank the farmers who shared their records and the students who visited them.',
  'Further work will compare these figures with the measurements of the previous decade.',
];
const CHINESE = [
  '委员会今年春天召开了两次会议，审查实地研究的结果。',
  '大多数村庄报告收成更好，但北部山谷出现了晚霜。',
  '整个季节河流水位都保持在预期范围之内。',
  '我们感谢分享记录的农民和走访他们的学生。',
];
const ARABIC = [
  'اجتمعت اللجنة مرتين هذا الربيع لمراجعة نتائج الدراسة الميدانية',
  'أبلغت معظم القرى عن محاصيل أفضل رغم الصقيع المتأخر في الوادي الشمالي',
  'بقي مستوى المياه في النهر ضمن المدى المتوقع طوال الموسم',
];

const prose = (count: number, from = 0): string =>
  Array.from({ length: count }, (_, i) => SENTENCES[(from + i) % SENTENCES.length]).join(' ');

/** Breaks text into lines that fit a width, at spaces (or anywhere for text without spaces). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const glue = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const tried = line ? `${line}${glue}${word}` : word;
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  if (line) lines.push(line);
  return lines;
}

interface Block {
  font: PDFFont;
  size: number;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** Draws wrapped text from a top line downwards; answers the y below it. */
function paragraph(page: PDFPage, text: string, top: number, block: Block): number {
  let y = top;
  for (const line of wrap(text, block.font, block.size, block.width)) {
    const shift = block.align === 'right' ? block.width - block.font.widthOfTextAtSize(line, block.size) : 0;
    page.drawText(line, { x: block.x + shift, y, size: block.size, font: block.font });
    y -= block.size * 1.35;
  }
  return y - block.size * 0.6;
}

async function paper(document: PDFDocument): Promise<void> {
  const serif = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  const image = await document.embedPng(squarePng(128));
  for (let number = 1; number <= 2; number++) {
    const page = document.addPage([595, 842]);
    page.drawText('Harvests and water in the valley, a field study', { x: 72, y: 780, size: 18, font: bold });
    page.drawLine({ start: { x: 72, y: 770 }, end: { x: 523, y: 770 }, thickness: 0.8 });
    for (const [column, x] of [72, 310].entries()) {
      let y = 745;
      for (let p = 0; p < 4; p++) {
        if (column === 1 && p === 1) {
          page.drawImage(image, { x, y: y - 120, width: 213, height: 120 });
          y = paragraph(page, 'Figure 1. The study area.', y - 134, { font: serif, size: 8, x, width: 213 });
        }
        y = paragraph(page, prose(3, p + column), y, { font: serif, size: 10, x, width: 213 });
      }
    }
    page.drawText(`${number}`, { x: 294, y: 40, size: 9, font: serif });
  }
}

async function table(document: PDFDocument): Promise<void> {
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Table 2. Harvest by village', { x: 72, y: 770, size: 14, font: bold });
  const rows = [
    ['Village', 'Crop', 'Yield (t)', 'Remarks'],
    ['Northfield', 'Wheat', '120', 'Late frost in April'],
    ['Riverside', 'Barley', '95', 'Good rain'],
    ['Hillcrest', 'Oats', '60', 'Fewer fields sown'],
    ['Millbrook', 'Wheat', '140', 'New storage barn'],
    ['Stonebridge', 'Rye', '45', 'Dry summer'],
  ];
  const widths = [110, 90, 70, 180];
  rows.forEach((row, r) => {
    const y = 730 - r * 26;
    if (r === 0) page.drawRectangle({ x: 72, y: y - 8, width: 450, height: 26, color: rgb(0.85, 0.9, 0.97) });
    let x = 72;
    row.forEach((cell, c) => {
      page.drawText(cell, { x: x + 6, y, size: 10, font: r === 0 ? bold : font });
      x += widths[c] ?? 0;
    });
    page.drawLine({ start: { x: 72, y: y - 8 }, end: { x: 522, y: y - 8 }, thickness: 0.5 });
  });
  paragraph(page, prose(4), 560, { font, size: 10, x: 72, width: 450 });
}

async function form(document: PDFDocument): Promise<void> {
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Application for a water permit', { x: 72, y: 780, size: 16, font: bold });
  ['Full name', 'Address', 'Village', 'Field area in hectares', 'Date of request'].forEach((label, i) => {
    const y = 730 - i * 44;
    page.drawText(label, { x: 72, y, size: 10, font });
    page.drawRectangle({ x: 240, y: y - 8, width: 280, height: 24, borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 0.8 });
  });
  ['Irrigation', 'Livestock', 'Household use'].forEach((label, i) => {
    const y = 490 - i * 24;
    page.drawRectangle({ x: 72, y: y - 2, width: 12, height: 12, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
    page.drawText(label, { x: 92, y, size: 10, font });
  });
  paragraph(page, prose(2, 3), 400, { font, size: 9, x: 72, width: 450 });
  page.drawLine({ start: { x: 320, y: 300 }, end: { x: 520, y: 300 }, thickness: 0.8 });
  page.drawText('Signature', { x: 320, y: 286, size: 9, font });
}

async function slide(document: PDFDocument): Promise<void> {
  const page = document.addPage([960, 540]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 450, width: 960, height: 90, color: rgb(0.12, 0.25, 0.5) });
  page.drawText('Results of the spring survey', { x: 48, y: 480, size: 32, font: bold, color: rgb(1, 1, 1) });
  ['Better harvests in most villages', 'Late frost in the northern valley', 'River levels as expected'].forEach(
    (point, i) => {
      page.drawCircle({ x: 58, y: 388 - i * 56, size: 5, color: rgb(0.12, 0.25, 0.5) });
      page.drawText(point, { x: 76, y: 380 - i * 56, size: 24, font });
    },
  );
  page.drawImage(await document.embedPng(squarePng(128)), { x: 600, y: 120, width: 300, height: 280 });
  page.drawText('Glossa field team, spring report', { x: 48, y: 30, size: 12, font });
}

async function scriptPage(document: PDFDocument, script: 'cjk' | 'arabic'): Promise<void> {
  document.registerFontkit(fontkit);
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(faceFor(script, false, false).bytes, { subset: true });
  const bold = await document.embedFont(faceFor(script, true, false).bytes, { subset: true });
  const lines = script === 'cjk' ? CHINESE : ARABIC;
  const align = script === 'arabic' ? 'right' : 'left';
  let y = paragraph(page, script === 'cjk' ? '春季调查结果' : 'نتائج مسح الربيع', 770, {
    font: bold,
    size: 20,
    x: 72,
    width: 450,
    align,
  });
  for (let p = 0; p < 3; p++) {
    y = paragraph(page, lines.join(script === 'cjk' ? '' : ' '), y, { font, size: 12, x: 72, width: 450, align });
  }
  page.drawRectangle({ x: 72, y: y - 160, width: 450, height: 140, color: rgb(0.93, 0.93, 0.88) });
}

const DRAWINGS: Record<string, (document: PDFDocument) => Promise<void>> = {
  'two-column paper': paper,
  table,
  form,
  slide,
  chinese: (document) => scriptPage(document, 'cjk'),
  arabic: (document) => scriptPage(document, 'arabic'),
};

/** Every document of the corpus, drawn afresh. */
export async function layoutCorpus(): Promise<CorpusDocument[]> {
  const corpus: CorpusDocument[] = [];
  for (const [name, draw] of Object.entries(DRAWINGS)) {
    const document = await PDFDocument.create();
    await draw(document);
    corpus.push({ name, bytes: await document.save() });
  }
  return corpus;
}
