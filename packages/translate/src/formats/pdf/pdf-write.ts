import type * as mupdf from 'mupdf';
import type { MovedLink } from './decorations.ts';
import { DocumentFonts } from './document-fonts.ts';
import { type FittedText, fitText } from './fit-text.ts';
import type { FontFace } from './fonts.ts';
import { writeFormTexts } from './form-writing.ts';
import { addComments, NOTE_SIZE, type PageComment } from './page-comments.ts';
import { drawOnPage, moveLinks, redactLines } from './page-writing.ts';
import { UNSPACED } from './paragraph-text.ts';
import type { ParagraphPiece, PdfBookmark, PdfParagraph, PdfSkeleton } from './pdf-layout.ts';
import { readingPage, reopenPdf } from './pdf-open.ts';
import { isRightToLeft, type StyledText } from './shaping.ts';
import { styledText, typesetPiece } from './typeset.ts';

export interface WriteStats {
  /** Pieces typeset, and how many of them needed a smaller font or took free space below. */
  pieces: number;
  shrunk: number;
  grew: number;
  /** Pieces too long for their room at the smallest size: the rest of their text is in a note. */
  overflowed: number;
}

interface PagePiece {
  paragraph: PdfParagraph;
  piece: ParagraphPiece;
  text: StyledText;
  /** A ceiling on the size, so that every piece of the paragraph is drawn at one scale. */
  maxSize?: number;
  /** The piece's fit when it was already made at that scale. */
  fitted?: FittedText;
}

/** Shares a translation out over the pieces of a paragraph in proportion to their source text, at word breaks. */
export function shareOut(text: StyledText, pieces: readonly ParagraphPiece[]): StyledText[] {
  if (pieces.length === 1) return [text];
  const total = pieces.reduce((sum, piece) => sum + piece.sourceChars, 0) || 1;
  const shares: StyledText[] = [];
  let start = 0;
  let seen = 0;
  pieces.forEach((piece, index) => {
    seen += piece.sourceChars;
    let end = index === pieces.length - 1 ? text.text.length : Math.round((text.text.length * seen) / total);
    while (end < text.text.length && text.text[end] !== ' ' && !UNSPACED.test(text.text[end] ?? '')) end++;
    const slice = (from: number, to: number) => ({
      text: text.text.slice(from, to),
      styles: text.styles.slice(from, to),
    });
    const share = slice(start, end);
    const lead = share.text.length - share.text.trimStart().length;
    shares.push(slice(start + lead, start + lead + share.text.trim().length));
    start = end;
  });
  return shares;
}

/**
 * Each piece of a paragraph fitted alone, and the scale (fitted size over source size) at which
 * every piece fits: the smallest any of them needs. A paragraph over a column or page break is
 * then drawn at one size.
 */
export function paragraphFits(
  paragraph: PdfParagraph,
  shares: readonly StyledText[],
  options: { rtl: boolean; language: string },
): { scale: number; fits: (FittedText | undefined)[] } {
  const fits = paragraph.pieces.map((piece, index) => {
    const share = shares[index];
    return share?.text ? fitText(share, paragraph.styles, piece, options) : undefined;
  });
  const scales = fits.map((fitted, index) =>
    fitted ? fitted.size / (paragraph.pieces[index] as ParagraphPiece).size : 1,
  );
  return { scale: Math.min(1, ...scales), fits };
}

function piecesByPage(
  skeleton: PdfSkeleton,
  translations: ReadonlyMap<string, string>,
  options: { rtl: boolean; language: string },
): Map<number, PagePiece[]> {
  const byPage = new Map<number, PagePiece[]>();
  for (const paragraph of skeleton.paragraphs) {
    const translation = translations.get(paragraph.id);
    if (translation === undefined) continue;
    const shares = shareOut(styledText(translation, paragraph.styles), paragraph.pieces);
    // One piece is fitted when it is typeset; several are fitted first, for their common scale.
    const { scale, fits } =
      paragraph.pieces.length > 1 ? paragraphFits(paragraph, shares, options) : { scale: 1, fits: [] };
    paragraph.pieces.forEach((piece, index) => {
      const text = shares[index] ?? { text: '', styles: [] };
      const alone = fits[index];
      // A piece that already fits at the common scale keeps its fit; the others are fitted again below it.
      const fitted = alone && alone.size <= piece.size * scale + 0.001 ? alone : undefined;
      const maxSize = !fitted && scale < 1 ? piece.size * scale : undefined;
      byPage.set(piece.page, [...(byPage.get(piece.page) ?? []), { paragraph, piece, text, maxSize, fitted }]);
    });
  }
  return byPage;
}

const num = (value: number): string => (Math.round(value * 1000) / 1000).toString();

/** Fills the line boxes of a piece read by OCR with the paper's colour (page space, like the text). */
function coverOperators(piece: ParagraphPiece): string[] {
  if (!piece.cover) return [];
  const fill = `${piece.cover.map(num).join(' ')} rg`;
  return piece.lines.map(([x0, y0, x1, y1]) => `${fill} ${num(x0)} ${num(y0)} ${num(x1 - x0)} ${num(y1 - y0)} re f`);
}

function writePage(
  document: mupdf.PDFDocument,
  fonts: DocumentFonts,
  index: number,
  pieces: PagePiece[],
  language: string,
  stats: WriteStats,
) {
  const page = document.loadPage(index);
  const rtl = isRightToLeft(language);
  const faces = new Set<FontFace>();
  // Every cover first, so that no painted box hides the translation of a neighbouring line.
  const content: string[] = pieces.flatMap(({ piece }) => coverOperators(piece));
  const links: MovedLink[] = [];
  const notes: PageComment[] = [];
  for (const { paragraph, piece, text, maxSize, fitted } of pieces) {
    if (!text.text) continue;
    const done = typesetPiece(text, paragraph.styles, piece, { rtl, language, fonts, maxSize, fitted });
    for (const face of done.faces) faces.add(face);
    content.push(done.content);
    links.push(...done.links);
    stats.pieces += 1;
    if (done.fitted.shrunk) stats.shrunk += 1;
    if (done.fitted.grew) stats.grew += 1;
    if (done.fitted.overflow) {
      stats.overflowed += 1;
      notes.push(overflowNote(page, piece, done.fitted, text.text));
    }
  }
  // Links move while mupdf still knows them; redaction keeps them where they now are.
  moveLinks(page, links);
  redactLines(
    document,
    page,
    pieces.flatMap((p) => p.piece.lines),
    pieces.flatMap((p) => p.piece.decorations ?? []),
  );
  drawOnPage(document, page, content.join('\n'), faces, fonts);
  if (notes.length > 0) addComments(page, notes, 0);
  page.destroy();
}

/**
 * The note that holds a piece's whole translation when only its first lines fit at the smallest
 * size: a sticky note in the margin before the lines drawn, else after them, else above them,
 * beside the first line and inside the page, never over the text.
 */
function overflowNote(page: mupdf.PDFPage, piece: ParagraphPiece, fitted: FittedText, text: string): PageComment {
  const horizontal = piece.direction[0] === 1 && piece.direction[1] === 0;
  const x0 = horizontal ? fitted.box[0] : Math.min(...piece.lines.map((line) => line[0]));
  const y0 = horizontal ? fitted.box[1] : Math.min(...piece.lines.map((line) => line[1]));
  const x1 = horizontal ? fitted.box[2] : Math.max(...piece.lines.map((line) => line[2]));
  const [left, top, right, bottom] = page.getBounds();
  const gap = 2;
  let x = x0 - gap - NOTE_SIZE;
  let y = y0;
  if (x < left) x = x1 + gap;
  if (x + NOTE_SIZE > right) {
    x = Math.max(left, Math.min(x0, right - NOTE_SIZE));
    y = y0 - gap - NOTE_SIZE;
  }
  y = Math.max(top, Math.min(y, bottom - NOTE_SIZE));
  return { rect: [x, y, x + NOTE_SIZE, y + NOTE_SIZE], text, author: '' };
}

function translateBookmarks(
  document: mupdf.PDFDocument,
  bookmarks: readonly PdfBookmark[],
  translations: ReadonlyMap<string, string>,
): void {
  for (const bookmark of bookmarks) {
    const title = translations.get(bookmark.id);
    if (title === undefined) continue;
    const iterator = document.outlineIterator();
    const reached = bookmark.path.every((position, depth) => {
      if (depth > 0 && iterator.down() !== 0) return false;
      for (let i = 0; i < position; i++) if (iterator.next() !== 0) return false;
      return true;
    });
    const item = reached ? iterator.item() : null;
    if (item) iterator.update({ ...item, title: title.replace(/<\/?[gx]\d+\/?>/g, '') });
    iterator.destroy();
  }
}

/**
 * Writes the translated PDF: every translated paragraph's original text is redacted and the
 * translation typeset into its boxes; links, bookmarks (with translated titles), page labels,
 * images and drawings are the original's. Fonts are embedded as subsets.
 */
export function writeTranslatedPdf(
  skeleton: PdfSkeleton,
  translations: ReadonlyMap<string, string>,
  targetLanguage: string,
): { bytes: Uint8Array; stats: WriteStats } {
  const document = reopenPdf(skeleton.source);
  const stats: WriteStats = { pieces: 0, shrunk: 0, grew: 0, overflowed: 0 };
  try {
    const fonts = new DocumentFonts(document);
    const options = { rtl: isRightToLeft(targetLanguage), language: targetLanguage };
    for (const [index, pieces] of piecesByPage(skeleton, translations, options)) {
      readingPage(index + 1, () => writePage(document, fonts, index, pieces, targetLanguage, stats));
    }
    writeFormTexts(document, skeleton.formTexts, translations, targetLanguage, fonts);
    translateBookmarks(document, skeleton.bookmarks, translations);
    document.subsetFonts();
    fonts.writeToUnicode();
    const bytes = document.saveToBuffer('garbage=compact,compress').asUint8Array().slice();
    return { bytes, stats };
  } finally {
    document.destroy();
  }
}
