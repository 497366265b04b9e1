import * as mupdf from 'mupdf';
import { FormatError } from '../document-format.ts';

/** Past this a PDF is refused before any page is read: a page-count bomb, or a book nobody translates at once. */
export const MAX_PDF_PAGES = 2000;
const HEADER_WINDOW = 1024;

export const UNLOCK_MESSAGE = 'A password-protected PDF must be unlocked first';

/** Where the PDF header is: files may carry up to 1 KB of junk before it, as readers allow. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_WINDOW));
  return head.includes('%PDF-');
}

function openOrRefuse(bytes: Uint8Array): mupdf.PDFDocument {
  if (bytes.length === 0) throw new FormatError('The file is empty.', 'empty');
  if (!hasPdfHeader(bytes)) throw new FormatError('This file is not a PDF.', 'corrupt');
  let document: mupdf.Document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new FormatError('The PDF is damaged and cannot be read.', 'corrupt', { cause: error });
  }
  const pdf = document.asPDF();
  if (!pdf) throw new FormatError('This file is not a PDF.', 'corrupt');
  return pdf;
}

/** Unlocks a protected PDF with its password: refused without one, and said so when it is wrong. */
export function unlockPdf(document: mupdf.PDFDocument, password: string | undefined): void {
  if (!document.needsPassword()) return;
  if (password === undefined || password === '') throw new FormatError(UNLOCK_MESSAGE, 'encrypted');
  if (document.authenticatePassword(password) === 0) {
    throw new FormatError('The password does not unlock this PDF.', 'wrong-password');
  }
}

function countPages(document: mupdf.PDFDocument): number {
  let pages: number;
  try {
    pages = document.countPages();
  } catch (error) {
    throw new FormatError('The PDF is damaged and cannot be read.', 'corrupt', { cause: error });
  }
  if (pages > MAX_PDF_PAGES) {
    throw new FormatError(
      `The PDF has ${pages} pages; at most ${MAX_PDF_PAGES} can be translated at once.`,
      'too-large',
    );
  }
  if (pages < 1) throw new FormatError('The PDF has no pages.', 'corrupt');
  return pages;
}

export interface OpenedPdf {
  document: mupdf.PDFDocument;
  pageCount: number;
  /** The file without its encryption: what gets translated and stored in the skeleton. */
  unlocked: Uint8Array;
}

/**
 * Opens a PDF for translation: refuses what is not one, asks for the password of a protected
 * file (and says so when it is wrong), caps the page count, and decrypts the file so that the
 * copy that travels on is readable without the password.
 */
export function openPdf(bytes: Uint8Array, password?: string): OpenedPdf {
  const document = openOrRefuse(bytes);
  unlockPdf(document, password);
  const pageCount = countPages(document);
  const encrypted = document.getMetaData(mupdf.Document.META_ENCRYPTION);
  if (!encrypted || encrypted === 'None') return { document, pageCount, unlocked: bytes };
  try {
    const unlocked = document.saveToBuffer('decrypt').asUint8Array().slice();
    document.destroy();
    const reopened = openOrRefuse(unlocked);
    return { document: reopened, pageCount: countPages(reopened), unlocked };
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('The PDF is damaged and cannot be read.', 'corrupt', { cause: error });
  }
}

/** Opens bytes this adapter wrote or unlocked itself. */
export function reopenPdf(bytes: Uint8Array): mupdf.PDFDocument {
  return openOrRefuse(bytes);
}

/** Runs page work, turning mupdf's exceptions into a FormatError that names the page. */
export function readingPage<T>(pageNumber: number, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError(`Page ${pageNumber} of the PDF is damaged and cannot be read.`, 'corrupt', {
      cause: error,
    });
  }
}
