import * as mupdf from 'mupdf';
import { addComments, type PageComment, printAnnotations } from './page-comments.ts';
import { reopenPdf } from './pdf-open.ts';

/** Which version comes first (left, or the earlier page). */
export type BilingualOrder = 'source-first' | 'target-first';

interface PageForm {
  form: mupdf.PDFObject;
  width: number;
  height: number;
}

function pageContent(page: mupdf.PDFPage): Uint8Array {
  const contents = page.getObject().get('Contents');
  const streams: mupdf.PDFObject[] = [];
  if (contents.isArray())
    contents.forEach((item) => {
      streams.push(item);
    });
  else if (!contents.isNull()) streams.push(contents);
  const parts = streams.map((stream) => stream.readStream().asUint8Array());
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    joined[at + part.length] = 0x0a;
    at += part.length + 1;
  }
  return joined;
}

const multiply = (m: mupdf.Matrix, n: mupdf.Matrix): mupdf.Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** A page of `source` as a form XObject of `out`, upright whatever the page's rotation. */
function pageAsForm(
  out: mupdf.PDFDocument,
  map: mupdf.PDFGraftMap,
  source: mupdf.PDFDocument,
  index: number,
): PageForm {
  const page = source.loadPage(index);
  const object = page.getObject();
  const [x0, y0, x1, y1] = page.getBounds();
  const width = x1 - x0;
  const height = y1 - y0;
  // PDF space to mupdf's y-down page space, then flipped back to y-up.
  const matrix = multiply(page.getTransform(), [1, 0, 0, -1, 0, height]);
  const form = out.addStream(pageContent(page), {});
  const dictionary = form.resolve();
  dictionary.put('Type', out.newName('XObject'));
  dictionary.put('Subtype', out.newName('Form'));
  const box = object.getInheritable('MediaBox');
  dictionary.put('BBox', map.graftObject(box));
  const matrixArray = out.newArray();
  for (const value of matrix) matrixArray.push(out.newReal(value));
  dictionary.put('Matrix', matrixArray);
  const resources = object.getInheritable('Resources');
  if (!resources.isNull()) dictionary.put('Resources', map.graftObject(resources));
  page.destroy();
  return { form, width, height };
}

/** One wide page with the two versions of a page side by side. */
function addSideBySide(out: mupdf.PDFDocument, left: PageForm, right: PageForm): void {
  const height = Math.max(left.height, right.height);
  const forms = out.newDictionary();
  forms.put('L', left.form);
  forms.put('R', right.form);
  const resources = out.newDictionary();
  resources.put('XObject', forms);
  const content =
    `q 1 0 0 1 0 ${height - left.height} cm /L Do Q\n` +
    `q 1 0 0 1 ${left.width} ${height - right.height} cm /R Do Q\n`;
  out.insertPage(-1, out.addPage([0, 0, left.width + right.width, height], 0, resources, content));
}

function ordered<T>(order: BilingualOrder, source: T, target: T): [T, T] {
  return order === 'source-first' ? [source, target] : [target, source];
}

/** The bilingual PDF with the original and the translated page side by side on one wide page. */
export function sideBySidePdf(source: Uint8Array, translated: Uint8Array, order: BilingualOrder): Uint8Array {
  return compose(source, translated, (out, maps, documents, index) => {
    const [sourceForm, targetForm] = documents.map((document, k) =>
      pageAsForm(out, maps[k] as mupdf.PDFGraftMap, document, index),
    );
    const [left, right] = ordered(order, sourceForm as PageForm, targetForm as PageForm);
    addSideBySide(out, left, right);
    const page = out.countPages() - 1;
    const [first, second] = ordered(order, 0, 1);
    return [
      { document: first, page, dx: 0 },
      { document: second, page, dx: left.width },
    ];
  });
}

/** The bilingual PDF with the original and the translated pages alternating. */
export function alternatingPagesPdf(source: Uint8Array, translated: Uint8Array, order: BilingualOrder): Uint8Array {
  return compose(source, translated, (out, maps, documents, index) => {
    const [first, second] = ordered(order, 0, 1);
    maps[first]?.graftPage(-1, documents[first] as mupdf.PDFDocument, index);
    maps[second]?.graftPage(-1, documents[second] as mupdf.PDFDocument, index);
    const page = out.countPages() - 2;
    return [
      { document: first, page, dx: 0 },
      { document: second, page: page + 1, dx: 0 },
    ];
  });
}

/** Where the composer put a page of one version (0 source, 1 translation): the output page and its shift right. */
interface Placement {
  document: number;
  page: number;
  dx: number;
}

type PageComposer = (
  out: mupdf.PDFDocument,
  maps: mupdf.PDFGraftMap[],
  documents: mupdf.PDFDocument[],
  index: number,
) => Placement[];

/** Puts each version's comments of page `index` on the output page that shows that version. */
function placeComments(out: mupdf.PDFDocument, comments: PageComment[][][], index: number, placements: Placement[]) {
  for (const { document, page, dx } of placements) {
    const onPage = comments[document]?.[index] ?? [];
    if (onPage.length === 0) continue;
    const target = out.loadPage(page);
    addComments(target, onPage, dx);
    target.destroy();
  }
}

function compose(source: Uint8Array, translated: Uint8Array, addPage: PageComposer): Uint8Array {
  const documents = [reopenPdf(source), reopenPdf(translated)];
  const out = new mupdf.PDFDocument();
  try {
    // Fields and annotations are printed into the pages: neither a form XObject nor a grafted page carries them.
    const comments = documents.map(printAnnotations);
    const maps = documents.map(() => out.newGraftMap());
    const pages = Math.min(...documents.map((document) => document.countPages()));
    for (let index = 0; index < pages; index++)
      placeComments(out, comments, index, addPage(out, maps, documents, index));
    return out.saveToBuffer('garbage=compact,compress').asUint8Array().slice();
  } finally {
    out.destroy();
    for (const document of documents) document.destroy();
  }
}
