import * as mupdf from 'mupdf';
import type { MovedLink } from './decorations.ts';
import type { DocumentFonts } from './document-fonts.ts';
import type { FontFace } from './fonts.ts';
import type { Box } from './pdf-layout.ts';

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
export function redactLines(
  document: mupdf.PDFDocument,
  page: mupdf.PDFPage,
  lines: readonly Box[],
  decorations: readonly Box[] = [],
): void {
  if (lines.length === 0) return;
  const links = linkAnnotations(page);
  redact(page, lines.map(redactionRect), mupdf.PDFPage.REDACT_LINE_ART_NONE, mupdf.PDFPage.REDACT_TEXT_REMOVE);
  // The rules and boxes that decorated the text: only drawings the grown box covers whole go.
  const grown = decorations.map(([x0, y0, x1, y1]): mupdf.Rect => [x0 - 0.5, y0 - 0.5, x1 + 0.5, y1 + 0.5]);
  redact(page, grown, mupdf.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED, mupdf.PDFPage.REDACT_TEXT_NONE);
  removeMarkup(page, decorations);
  restoreLinks(document, page, links);
}

const MARKUP = new Set(['Highlight', 'Underline', 'StrikeOut', 'Squiggly']);

/** Markup annotations whose appearance was read as a decoration of the text: it is drawn anew with the translation. */
function removeMarkup(page: mupdf.PDFPage, decorations: readonly Box[]): void {
  if (decorations.length === 0) return;
  for (const annotation of page.getAnnotations()) {
    if (!MARKUP.has(annotation.getType())) continue;
    const [x0, y0, x1, y1] = annotation.getBounds();
    const drew = decorations.some(([a, b, c, d]) => {
      const [x, y] = [(a + c) / 2, (b + d) / 2];
      return x >= x0 && x <= x1 && y >= y0 && y <= y1;
    });
    if (drew) page.deleteAnnotation(annotation);
  }
}

function redact(page: mupdf.PDFPage, rects: readonly mupdf.Rect[], lineArt: number, text: number): void {
  if (rects.length === 0) return;
  for (const rect of rects) page.createAnnotation('Redact').setRect(rect);
  page.applyRedactions(false, mupdf.PDFPage.REDACT_IMAGE_NONE, lineArt, text);
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

/**
 * Puts each source link over the translated text it belongs to: the source link goes, and each
 * line of that text gets a link of its own to the same target.
 */
export function moveLinks(page: mupdf.PDFPage, moved: readonly MovedLink[]): void {
  if (moved.length === 0) return;
  const links = page.getLinks();
  for (const { uri, box } of moved) {
    const index = links.findIndex(
      (link) => link.getURI() === uri && link.getBounds().every((value, i) => Math.abs(value - (box[i] ?? 0)) < 0.5),
    );
    const [source] = index >= 0 ? links.splice(index, 1) : [];
    if (source) {
      page.deleteLink(source);
      source.destroy();
    }
  }
  for (const { uri, to } of mergedLines(moved)) page.createLink(to, uri);
  for (const link of links) link.destroy();
}

/** Boxes of one link on one line (several runs side by side) joined into one. */
function mergedLines(moved: readonly MovedLink[]): MovedLink[] {
  const merged: MovedLink[] = [];
  for (const link of moved) {
    const last = merged.at(-1);
    const sameLine = last && last.uri === link.uri && Math.abs(last.to[3] - link.to[3]) < 0.5;
    if (last && sameLine && last.box.every((value, i) => value === link.box[i])) {
      last.to = [
        Math.min(last.to[0], link.to[0]),
        Math.min(last.to[1], link.to[1]),
        Math.max(last.to[2], link.to[2]),
        Math.max(last.to[3], link.to[3]),
      ];
    } else merged.push({ ...link, to: [...link.to] });
  }
  return merged;
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
