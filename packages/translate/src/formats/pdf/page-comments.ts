import * as mupdf from 'mupdf';

/** A comment of a page: what it says, who wrote it, and where it sits in page space. */
export interface PageComment {
  rect: mupdf.Rect;
  text: string;
  author: string;
}

/** Annotations whose text is no comment: fields, links, popups (they show their parent's) and FreeText boxes, drawn on the page. */
const NOT_COMMENTS = new Set(['Widget', 'Link', 'Popup', 'FreeText']);
const UNSEEN = mupdf.PDFAnnotation.IS_HIDDEN | mupdf.PDFAnnotation.IS_NO_VIEW;
/** A sticky note's icon, in points. */
export const NOTE_SIZE = 20;

function takePageComments(page: mupdf.PDFPage): PageComment[] {
  const comments: PageComment[] = [];
  for (const annotation of page.getAnnotations()) {
    const type = annotation.getType();
    if (NOT_COMMENTS.has(type) || annotation.getFlags() & UNSEEN) continue;
    const text = annotation.getContents();
    if (!text?.trim()) continue;
    comments.push({ rect: annotation.getBounds(), text, author: annotation.getAuthor() ?? '' });
    // A sticky note's icon comes back with the note put on the composed page; other markup stays drawn.
    if (type === 'Text') page.deleteAnnotation(annotation);
  }
  return comments;
}

/**
 * Prints the fields and annotations of every page into the page itself (mupdf's bake), for a page
 * shown as a picture beside or after its other version: a form XObject or a grafted page carries no
 * annotations, so without this the bilingual PDF showed neither field values nor FreeText boxes.
 * Comments, which a picture cannot hold, are taken off first and returned page by page.
 */
export function printAnnotations(document: mupdf.PDFDocument): PageComment[][] {
  const comments: PageComment[][] = [];
  for (let index = 0; index < document.countPages(); index++) {
    const page = document.loadPage(index);
    try {
      comments.push(takePageComments(page));
    } catch {
      // A page whose annotations cannot be read keeps them drawn, without their comments.
      comments.push([]);
    } finally {
      page.destroy();
    }
  }
  document.bake(true, true);
  return comments;
}

/** Puts comments back on a composed page as sticky notes, moved right by `dx` (the right half of a wide page). */
export function addComments(page: mupdf.PDFPage, comments: readonly PageComment[], dx: number): void {
  for (const { rect, text, author } of comments) {
    const note = page.createAnnotation('Text');
    note.setRect([rect[0] + dx, rect[1], rect[0] + dx + NOTE_SIZE, rect[1] + NOTE_SIZE]);
    note.setContents(text);
    if (author) note.setAuthor(author);
  }
  // One update draws every note: each note's own update would cost as much as the whole page's.
  page.update();
}
