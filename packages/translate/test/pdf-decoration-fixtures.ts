/**
 * A PDF whose text is decorated by drawings, as word processors print it: a struck-through
 * heading, an underlined word and a highlighted word in a paragraph, a line with a rule under
 * the whole column (a page rule, not an underline). The heading is a link, with a badge beside it.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import * as mupdf from 'mupdf';

export const STRUCK_HEADING = 'Old rules';
export const UNDERLINED = ['Please read the ', 'terms', ' before you sign the paper.'] as const;
export const HIGHLIGHTED = ['The meeting is on ', 'Monday', ' in the small room.'] as const;
export const RULED = 'Notes of the day';
export const HEADING_LINK = 'https://example.com/rules';
/** A line marked up with annotations, as a reader's highlighter leaves it: the middle word struck out. */
export const ANNOTATED = ['Bring your ', 'old', ' pencil to class.'] as const;

export const STRIKE_COLOR = rgb(0.8, 0, 0);
export const HIGHLIGHT_COLOR = rgb(1, 1, 0);

/** Draws a line of three runs, the middle one decorated by `decorate(x, width)`; returns nothing. */
function decoratedLine(
  page: PDFPage,
  parts: readonly [string, string, string],
  y: number,
  font: PDFFont,
  decorate: (x: number, width: number) => void,
): void {
  let x = 72;
  parts.forEach((part, index) => {
    const width = font.widthOfTextAtSize(part, 12);
    if (index === 1) decorate(x, width);
    page.drawText(part, { x, y, size: 12, font });
    x += width;
  });
}

export async function decorationsPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const headingWidth = bold.widthOfTextAtSize(STRUCK_HEADING, 18);
  page.drawText(STRUCK_HEADING, { x: 72, y: 760, size: 18, font: bold });
  // A badge right of the heading: the longer translation cannot widen into it, and wraps.
  page.drawRectangle({ x: 72 + headingWidth + 8, y: 754, width: 36, height: 24, color: rgb(0.2, 0.3, 0.6) });
  // Strike-through across the middle of the lower-case letters.
  page.drawLine({
    start: { x: 72, y: 766 },
    end: { x: 72 + headingWidth, y: 766 },
    thickness: 1.2,
    color: STRIKE_COLOR,
  });
  decoratedLine(page, UNDERLINED, 700, regular, (x, width) => {
    page.drawLine({ start: { x, y: 698 }, end: { x: x + width, y: 698 }, thickness: 0.8 });
  });
  decoratedLine(page, HIGHLIGHTED, 660, regular, (x, width) => {
    page.drawRectangle({ x, y: 656, width, height: 15, color: HIGHLIGHT_COLOR });
  });
  page.drawText(RULED, { x: 72, y: 620, size: 12, font: regular });
  page.drawText(ANNOTATED.join(''), { x: 72, y: 580, size: 12, font: regular });
  page.drawLine({ start: { x: 72, y: 617 }, end: { x: 523, y: 617 }, thickness: 0.8 });
  const before = regular.widthOfTextAtSize(ANNOTATED[0], 12);
  const struck = regular.widthOfTextAtSize(ANNOTATED[1], 12);
  const word: mupdf.Rect = [72 + before, 842 - 580 - 11, 72 + before + struck, 842 - 580 + 3];
  return linked(await document.save(), [72, 842 - 760 - 18, 72 + headingWidth, 842 - 760 + 5], word);
}

/** Adds a link over `box` and a strike-out annotation over `struck` (page space) with mupdf, which pdf-lib cannot write. */
function linked(bytes: Uint8Array, box: mupdf.Rect, struck: mupdf.Rect): Uint8Array {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  const page = document.loadPage(0) as mupdf.PDFPage;
  page.createLink(box, HEADING_LINK);
  const strikeOut = page.createAnnotation('StrikeOut');
  const [x0, y0, x1, y1] = struck;
  strikeOut.setQuadPoints([[x0, y0, x1, y0, x0, y1, x1, y1]]);
  strikeOut.setColor([0, 0, 1]);
  strikeOut.update();
  page.destroy();
  const out = document.saveToBuffer('compress').asUint8Array().slice();
  document.destroy();
  return out;
}

export const OVERPRINTED = ['Chapter 3: ', 'The long way home'] as const;

/** A heading in two styles whose bold part is a fake bold: the same words printed twice, 0.4 pt apart. */
export async function overprintedHeadingPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const bold = await document.embedFont(StandardFonts.Helvetica);
  const italic = await document.embedFont(StandardFonts.TimesRomanItalic);
  page.drawText(OVERPRINTED[0], { x: 72, y: 760, size: 20, font: bold });
  page.drawText(OVERPRINTED[0], { x: 72.4, y: 760, size: 20, font: bold });
  const x = 72 + bold.widthOfTextAtSize(OVERPRINTED[0], 20);
  page.drawText(OVERPRINTED[1], { x, y: 760, size: 16, font: italic, color: rgb(0.5, 0, 0) });
  page.drawText('The body of the chapter starts here.', { x: 72, y: 720, size: 11, font: italic });
  return document.save();
}
