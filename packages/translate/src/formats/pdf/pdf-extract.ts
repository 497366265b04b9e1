import type * as mupdf from 'mupdf';
import type { Segment } from '../../segments/segment.ts';
import { type Extracted, type ExtractOptions, FormatError } from '../document-format.ts';
import { FormTextReader } from './form-texts.ts';
import { samplePaperColours, withTrustedLayer } from './hidden-text.ts';
import { mapIdentityFonts } from './identity-fonts.ts';
import { type PageParagraph, pageParagraphs } from './page-paragraphs.ts';
import { readPage } from './page-reading.ts';
import type { PageText } from './page-text.ts';
import { UNSPACED } from './paragraph-text.ts';
import type { FormTextRole, PageSize, PdfBookmark, PdfFormText, PdfParagraph, PdfSkeleton } from './pdf-layout.ts';
import { openPdf, readingPage } from './pdf-open.ts';

const ENDS_SENTENCE = /[.!?:;。！？…)"”’»]$/u;

/**
 * True when `next` carries on the sentence `previous` left open at the bottom of a column or page:
 * no closing punctuation, a lower-case start, the same kind and size, and `next` not right below.
 */
function continues(previous: PageParagraph, next: PageParagraph): boolean {
  const a = previous.paragraph;
  const b = next.paragraph;
  if (a.kind !== 'paragraph' || b.kind !== 'paragraph' || a.part !== 'body' || b.part !== 'body') return false;
  if (ENDS_SENTENCE.test(previous.plain) || !/^\p{Ll}/u.test(next.plain)) return false;
  const last = a.pieces.at(-1);
  const first = b.pieces[0];
  if (!last || !first || Math.abs(last.size - first.size) > last.size * 0.1) return false;
  const newColumn = first.page !== last.page || first.box[1] < last.box[1];
  return newColumn && a.styles[0]?.family === b.styles[0]?.family;
}

function joinText(a: string, b: string): string {
  return UNSPACED.test(a.slice(-1)) && UNSPACED.test(b.slice(0, 1)) ? `${a}${b}` : `${a} ${b}`;
}

/** Joins paragraphs that run over a column or page break into one segment with several pieces. */
function joinContinued(paragraphs: readonly PageParagraph[]): PageParagraph[] {
  const joined: PageParagraph[] = [];
  for (const next of paragraphs) {
    const previous = joined.at(-1);
    // Tags of the two parts would clash; a styled run across a break is rare enough to keep them apart.
    const tagged = /<[gx]\d/.test(next.paragraph.text) || /<[gx]\d/.test(previous?.paragraph.text ?? '');
    if (previous && !tagged && continues(previous, next)) {
      previous.paragraph.text = joinText(previous.paragraph.text, next.paragraph.text);
      previous.paragraph.pieces.push(...next.paragraph.pieces);
      previous.plain = joinText(previous.plain, next.plain);
    } else {
      joined.push(next);
    }
  }
  return joined;
}

function readBookmarks(document: mupdf.PDFDocument): PdfBookmark[] {
  const bookmarks: PdfBookmark[] = [];
  const visit = (items: ReturnType<mupdf.PDFDocument['loadOutline']>, path: number[]) => {
    (items ?? []).forEach((item, index) => {
      const at = [...path, index];
      if (item.title && /\p{L}/u.test(item.title))
        bookmarks.push({ id: `bookmark-${at.join('.')}`, path: at, title: item.title });
      if (item.down) visit(item.down, at);
    });
  };
  try {
    visit(document.loadOutline(), []);
  } catch {
    // A broken outline loses its bookmarks, not the document.
  }
  return bookmarks;
}

/** A page whose only content is a picture: a scan, which only OCR can read. */
function isScanned(text: PageText): boolean {
  const hasText = text.lines.some((line) => line.chars.some((c) => /\p{L}/u.test(c.text)));
  const area = text.width * text.height;
  return !hasText && text.images.some((box) => ((box[2] - box[0]) * (box[3] - box[1])) / area > 0.5);
}

export interface PdfReading {
  skeleton: PdfSkeleton;
  texts: PageText[];
}

/** Reads every page of an opened PDF into paragraphs in reading order. */
export function readPdf(bytes: Uint8Array, password?: string): PdfReading {
  const { document, pageCount, unlocked } = openPdf(bytes, password);
  try {
    const fontsSeen = new Set<number>();
    let fontsMapped = 0;
    const pages: PageSize[] = [];
    const texts: PageText[] = [];
    const found: PageParagraph[] = [];
    const forms = new FormTextReader();
    for (let index = 0; index < pageCount; index++) {
      const { text, paragraphs } = readingPage(index + 1, () => {
        const page = document.loadPage(index);
        fontsMapped += mapIdentityFonts(document, page, fontsSeen);
        const read = withTrustedLayer(readPage(page));
        const onPage = pageParagraphs(read, index);
        samplePaperColours(page, onPage);
        forms.readPage(page, index);
        page.destroy();
        return { text: read, paragraphs: onPage };
      });
      pages.push({ width: text.width, height: text.height });
      texts.push(text);
      found.push(...paragraphs);
    }
    const paragraphs: PdfParagraph[] = joinContinued(found).map((p, i) => ({ id: `p${i + 1}`, ...p.paragraph }));
    // Fonts given a ToUnicode map travel on in the source the rebuild starts from.
    const source = fontsMapped > 0 ? document.saveToBuffer('').asUint8Array().slice() : unlocked;
    const scannedPages = texts.flatMap((text, index) => (isScanned(text) ? [index] : []));
    const skeleton: PdfSkeleton = {
      kind: 'pdf',
      source,
      pages,
      paragraphs,
      bookmarks: readBookmarks(document),
      formTexts: forms.texts,
      scannedPages,
    };
    return { skeleton, texts };
  } finally {
    document.destroy();
  }
}

/** What each form text is, told to the engine (LLM prompts carry it) and to whoever reviews the segments. */
const FORM_NOTES: Record<FormTextRole, string> = {
  value: 'the value filled into a form field',
  option: "a choice of a form's list",
  caption: 'the caption of a form button',
  tooltip: 'the tooltip of a form field',
  comment: 'a comment on the page',
  'free-text': 'a text box on the page',
};

function formSegment(text: PdfFormText): Segment {
  const comments = text.role === 'comment' || text.role === 'free-text';
  const kind = text.role === 'comment' ? 'note' : text.role === 'free-text' ? 'paragraph' : 'other';
  return {
    id: text.id,
    text: text.text,
    context: { part: `page ${text.page + 1} ${comments ? 'comments' : 'form'}`, kind, note: FORM_NOTES[text.role] },
  };
}

export function segmentsOf(skeleton: PdfSkeleton): Segment[] {
  const paragraphs = skeleton.paragraphs.map(
    (p): Segment => ({
      id: p.id,
      text: p.text,
      context: { part: p.part === 'body' ? `page ${(p.pieces[0]?.page ?? 0) + 1}` : p.part, kind: p.kind },
    }),
  );
  const forms = skeleton.formTexts.map(formSegment);
  const bookmarks = skeleton.bookmarks.map(
    (b): Segment => ({ id: b.id, text: b.title, context: { part: 'bookmarks', kind: 'title' } }),
  );
  return [...paragraphs, ...forms, ...bookmarks];
}

const firstPage = (paragraph: PdfParagraph): number => paragraph.pieces[0]?.page ?? 0;

/** extract() of the PDF adapter: the text layer, and OCR of the pages that are only a picture. */
export async function extractPdf(bytes: Uint8Array, options?: ExtractOptions): Promise<Extracted<PdfSkeleton>> {
  const { skeleton } = readPdf(bytes, options?.password);
  if (skeleton.scannedPages.length > 0) {
    // Loaded only for scans: a PDF with a text layer never starts the OCR models.
    const { readScannedPages } = await import('./scanned-pages.ts');
    const scanned = await readScannedPages(skeleton, options?.sourceLanguage);
    skeleton.paragraphs = [...skeleton.paragraphs, ...scanned].sort((a, b) => firstPage(a) - firstPage(b));
  }
  const segments = segmentsOf(skeleton);
  if (segments.length === 0) throw new FormatError('The PDF has no text to translate.', 'empty');
  return { segments, skeleton };
}
