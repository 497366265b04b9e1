import * as mupdf from 'mupdf';
import type { FontFace } from './fonts.ts';
import type { Box } from './pdf-layout.ts';

/** Fonts added to one output document, each once, named the same on every page. */
export class DocumentFonts {
  private readonly refs = new Map<FontFace, mupdf.PDFObject>();

  constructor(private readonly document: mupdf.PDFDocument) {}

  name(face: FontFace): string {
    return `Glossa${face.key}`;
  }

  ref(face: FontFace): mupdf.PDFObject {
    let ref = this.refs.get(face);
    if (!ref) {
      ref = this.document.addFont(new mupdf.Font(this.name(face), face.bytes));
      this.refs.set(face, ref);
    }
    return ref;
  }
}

/** The shrunk middle band of a line: it holds every glyph's centre, and never touches the lines around it. */
function redactionRect(line: Box): mupdf.Rect {
  const [x0, y0, x1, y1] = line;
  const wide = x1 - x0 >= y1 - y0;
  if (wide) {
    const inset = (y1 - y0) * 0.3;
    return [x0, y0 + inset, x1, y1 - inset];
  }
  const inset = (x1 - x0) * 0.3;
  return [x0 + inset, y0, x1 - inset, y1];
}

/**
 * Removes the original text of the lines for real (redaction: it can no longer be selected or
 * extracted); images and vector graphics under or around it stay untouched.
 */
export function redactLines(document: mupdf.PDFDocument, page: mupdf.PDFPage, lines: readonly Box[]): void {
  if (lines.length === 0) return;
  for (const line of lines) {
    const annotation = page.createAnnotation('Redact');
    annotation.setRect(redactionRect(line));
  }
  const links = linkAnnotations(page);
  page.applyRedactions(
    false,
    mupdf.PDFPage.REDACT_IMAGE_NONE,
    mupdf.PDFPage.REDACT_LINE_ART_NONE,
    mupdf.PDFPage.REDACT_TEXT_REMOVE,
  );
  restoreLinks(document, page, links);
}

function linkAnnotations(page: mupdf.PDFPage): mupdf.PDFObject[] {
  const links: mupdf.PDFObject[] = [];
  const annotations = page.getObject().get('Annots');
  if (annotations.isArray()) {
    annotations.forEach((annotation) => {
      if (annotation.isIndirect() && annotation.get('Subtype').asName() === 'Link') links.push(annotation);
    });
  }
  return links;
}

/** Redaction drops the links it touches; a translated paragraph keeps them. */
function restoreLinks(document: mupdf.PDFDocument, page: mupdf.PDFPage, links: readonly mupdf.PDFObject[]): void {
  if (links.length === 0) return;
  const pageObject = page.getObject();
  let annotations = pageObject.get('Annots');
  if (!annotations.isArray()) {
    annotations = document.newArray();
    pageObject.put('Annots', annotations);
  }
  const present = new Set<number>();
  annotations.forEach((annotation) => {
    if (annotation.isIndirect()) present.add(annotation.asIndirect());
  });
  for (const link of links) if (!present.has(link.asIndirect())) annotations.push(link);
}

function invert(m: mupdf.Matrix): mupdf.Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function pageFonts(document: mupdf.PDFDocument, page: mupdf.PDFPage): mupdf.PDFObject {
  const pageObject = page.getObject();
  let resources = pageObject.get('Resources');
  if (resources.isNull()) {
    const inherited = pageObject.getInheritable('Resources');
    resources = inherited.isNull() ? document.newDictionary() : document.addObject(inherited.resolve().asJS());
    pageObject.put('Resources', resources);
  }
  let fonts = resources.get('Font');
  if (fonts.isNull()) {
    fonts = document.newDictionary();
    resources.put('Font', fonts);
  }
  return fonts;
}

function appendContent(document: mupdf.PDFDocument, page: mupdf.PDFPage, before: string, after: string): void {
  const pageObject = page.getObject();
  const contents = pageObject.get('Contents');
  const list = document.newArray();
  list.push(document.addStream(before, {}));
  if (contents.isArray())
    contents.forEach((item) => {
      list.push(item);
    });
  else if (!contents.isNull()) list.push(contents);
  list.push(document.addStream(after, {}));
  pageObject.put('Contents', list);
}

const num = (value: number): string => (Math.round(value * 10000) / 10000).toString();

/**
 * Draws content written in mupdf's page space on top of the page: the original content is
 * wrapped in q/Q so its graphics state cannot leak into the translation.
 */
export function drawOnPage(
  document: mupdf.PDFDocument,
  page: mupdf.PDFPage,
  content: string,
  faces: Iterable<FontFace>,
  fonts: DocumentFonts,
): void {
  const fontDictionary = pageFonts(document, page);
  for (const face of faces) fontDictionary.put(fonts.name(face), fonts.ref(face));
  const toPdf = invert(page.getTransform()).map(num).join(' ');
  appendContent(document, page, 'q\n', `Q\nq ${toPdf} cm\n${content}\nQ\n`);
}
