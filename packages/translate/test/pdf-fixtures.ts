/**
 * PDFs drawn for the tests of the PDF adapter with pdf-lib: two columns with a paragraph running
 * over the column break, a table with rules, a formula line, a list, CJK, Arabic, rotated text,
 * a page with only an image, plus a link, bookmarks and page labels added with mupdf.
 */
import fontkit from '@cantoo/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import * as mupdf from 'mupdf';
import { faceFor } from '../src/formats/pdf/fonts.ts';

export const LEFT_COLUMN = [
  'The house is red and the garden is big.',
  'My friend lives in a small village.',
  'The children play in the park while',
];
export const RIGHT_COLUMN = ['their parents read the newspaper.', 'The library opens at nine.'];
export const TABLE = [
  ['City', 'River', 'Weather'],
  ['London', 'Thames', 'Rainy'],
  ['Paris', 'Seine', 'Sunny'],
];
export const FORMULA = 'E = m × c2 + a / b';
export const CHINESE = '这是一个简单的中文句子。';
export const ARABIC = 'البيت أحمر';
export const ROTATED = 'The label reads upwards';

/** A PNG drawn with mupdf: a red square on white. */
export function squarePng(size = 64): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, size, size], false);
  pixmap.clear(255);
  const samples = pixmap.getPixels();
  for (let y = size / 4; y < (size * 3) / 4; y++) {
    for (let x = size / 4; x < (size * 3) / 4; x++) samples.set([220, 30, 30], (y * size + x) * 3);
  }
  const png = pixmap.asPNG().slice();
  pixmap.destroy();
  return png;
}

function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, font: PDFFont, size = 11): void {
  lines.forEach((line, i) => {
    page.drawText(line, { x, y: top - i * size * 1.4, size, font });
  });
}

function drawColumnsPage(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, number: number): void {
  page.drawText(`Annual report ${number}`, { x: 72, y: 780, size: 20, font: fonts.bold, color: rgb(0.1, 0.2, 0.6) });
  drawLines(page, LEFT_COLUMN.slice(0, 2), 72, 740, fonts.regular);
  drawLines(page, [LEFT_COLUMN[2] as string], 72, 700, fonts.regular);
  drawLines(page, RIGHT_COLUMN.slice(0, 1), 320, 740, fonts.regular);
  drawLines(page, RIGHT_COLUMN.slice(1), 320, 716, fonts.regular);
  page.drawText('Company Review', { x: 72, y: 812, size: 8, font: fonts.regular });
  page.drawText(`Page ${number}`, { x: 280, y: 30, size: 8, font: fonts.regular });
}

function drawTable(page: PDFPage, font: PDFFont, top: number): void {
  TABLE.forEach((row, r) => {
    row.forEach((cell, c) => {
      page.drawText(cell, { x: 80 + c * 120, y: top - r * 24, size: 10, font });
    });
    page.drawLine({ start: { x: 72, y: top - r * 24 - 8 }, end: { x: 440, y: top - r * 24 - 8 }, thickness: 0.5 });
  });
}

/** A two-column page with a title, header, footer, a table, a formula and a list. */
async function drawMainPage(document: PDFDocument, number: number): Promise<void> {
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  drawColumnsPage(page, { regular, bold }, number);
  drawTable(page, regular, 640);
  page.drawText(FORMULA, { x: 72, y: 540, size: 11, font: regular });
  page.drawText('• The first point is clear.', { x: 72, y: 510, size: 11, font: regular });
  page.drawText('• The second point is short.', { x: 72, y: 494, size: 11, font: regular });
}

async function drawScriptsPage(document: PDFDocument): Promise<void> {
  document.registerFontkit(fontkit);
  const page = document.addPage([595, 842]);
  const cjk = await document.embedFont(faceFor('cjk', false, false).bytes, { subset: true });
  const arabic = await document.embedFont(faceFor('arabic', false, false).bytes, { subset: true });
  const helvetica = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(CHINESE, { x: 72, y: 760, size: 14, font: cjk });
  page.drawText(ARABIC, { x: 400, y: 700, size: 16, font: arabic });
  page.drawText(ROTATED, { x: 60, y: 300, size: 12, font: helvetica, rotate: degrees(90) });
}

async function drawImagePage(document: PDFDocument, png: Uint8Array): Promise<void> {
  const page = document.addPage([595, 842]);
  const image = await document.embedPng(png);
  page.drawImage(image, { x: 100, y: 400, width: 200, height: 200 });
}

/** Adds a link, two bookmarks and roman page labels with mupdf, which pdf-lib cannot write. */
function addNavigation(bytes: Uint8Array): Uint8Array {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  const page = document.loadPage(0);
  page.createLink([72, 60, 200, 80], 'https://example.com/report');
  page.destroy();
  const outline = document.outlineIterator();
  outline.insert({ title: 'Introduction to the report', uri: '#page=1', open: true });
  outline.insert({ title: 'The table of cities', uri: '#page=1', open: true });
  outline.destroy();
  document.setPageLabels(0, 'r', '', 1);
  const out = document.saveToBuffer('compress').asUint8Array().slice();
  document.destroy();
  return out;
}

export interface SamplePdfOptions {
  /** Repeat the two-column page this many times (the bench draws 50). */
  columnPages?: number;
  /** Leave out the CJK, Arabic, rotated and image pages. */
  textOnly?: boolean;
  userPassword?: string;
}

/** The sample PDF of the tests; the image page's PNG is returned to check it stays byte-identical. */
export async function samplePdf(options: SamplePdfOptions = {}): Promise<{ bytes: Uint8Array; png: Uint8Array }> {
  const document = await PDFDocument.create();
  const png = squarePng();
  for (let i = 1; i <= (options.columnPages ?? 1); i++) await drawMainPage(document, i);
  if (!options.textOnly) {
    await drawScriptsPage(document);
    await drawImagePage(document, png);
  }
  let bytes = addNavigation(await document.save());
  if (options.userPassword) {
    const locked = await PDFDocument.load(bytes);
    locked.encrypt({ userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` });
    bytes = await locked.save({ useObjectStreams: false });
  }
  return { bytes, png };
}

/**
 * Text where pictures and frames are: a page-size background picture with a title and a paragraph
 * over it, a rounded frame (a curved path) holding a paragraph, and a small picture with a short
 * label of its own on it.
 */
export async function picturesAndFramesPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const picture = await document.embedPng(squarePng());
  page.drawImage(picture, { x: 0, y: 0, width: 595, height: 842 });
  page.drawText('Spring newsletter', { x: 72, y: 760, size: 24, font });
  page.drawText('Our garden club meets every Saturday morning at the old library.', { x: 72, y: 720, size: 11, font });
  page.drawSvgPath('M 20 0 L 380 0 Q 400 0 400 20 L 400 60 Q 400 80 380 80 L 20 80 Q 0 80 0 60 L 0 20 Q 0 0 20 0 Z', {
    x: 72,
    y: 660,
    borderWidth: 1,
  });
  page.drawText('Bring your own gloves and a cup for the tea after work.', { x: 84, y: 620, size: 11, font });
  page.drawImage(picture, { x: 72, y: 300, width: 160, height: 160 });
  page.drawText('Fig. A', { x: 120, y: 370, size: 10, font });
  return document.save();
}
