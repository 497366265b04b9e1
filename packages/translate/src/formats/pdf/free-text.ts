import * as mupdf from 'mupdf';
import { type AppearanceContext, drawBlock, textLook } from './form-appearance.ts';
import { entryOf, numberOf, resolved, textOf, valueAt } from './form-texts.ts';

type Rect = [number, number, number, number];

/** /Rect with its corners in order, whatever order the file wrote them in. */
function normalRect(object: mupdf.PDFObject): Rect {
  const [a = 0, b = 0, c = 0, d = 0] = numbers(object, 4);
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

const num = (value: number): string => (Math.round(value * 10000) / 10000).toString();

function numbers(object: mupdf.PDFObject, count: number): number[] {
  const array = resolved(object);
  return Array.from({ length: count }, (_, i) => (array.isArray() && i < array.length ? numberOf(array.get(i)) : 0));
}

/**
 * The matrix from a form XObject's space to the page, as a viewer places an appearance: the /BBox
 * turned by /Matrix, then scaled and moved onto /Rect (PDF 32000-1, 12.5.5).
 */
function formToPage(bbox: number[], matrix: mupdf.Matrix, rect: Rect): mupdf.Matrix {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bbox;
  const normal: Rect = [Math.min(b0, b2), Math.min(b1, b3), Math.max(b0, b2), Math.max(b1, b3)];
  const [tx, ty, right, top] = mupdf.Rect.transform(normal, matrix);
  const [width, height] = [right - tx, top - ty];
  const [r0, r1, r2, r3] = rect;
  const sx = width > 0 ? (r2 - r0) / width : 1;
  const sy = height > 0 ? (r3 - r1) / height : 1;
  return mupdf.Matrix.concat(matrix, [sx, 0, 0, sy, r0 - sx * tx, r1 - sy * ty]);
}

/** A FreeText box's /Rotate (Acrobat's turned text boxes): 0, 90, 180 or 270. */
function rotationOf(dictionary: mupdf.PDFObject): 0 | 90 | 180 | 270 {
  const turns = Math.round(numberOf(dictionary.get('Rotate')) / 90);
  return ((((turns % 4) + 4) % 4) * 90) as 0 | 90 | 180 | 270;
}

/**
 * Where the typesetter's lines go in a box turned by `rotation`: the size of the box as its text
 * reads it, and the matrix from the typesetter's space (x along the line, y down to the next line,
 * from the corner where the first line starts) to the page. Turned 90°, the text reads upwards and
 * its lines follow each other to the right, as viewers draw such a box.
 */
function textFrame([x0, y0, x1, y1]: Rect, rotation: 0 | 90 | 180 | 270): { size: [number, number]; matrix: number[] } {
  const [width, height] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
  if (rotation === 90) return { size: [height, width], matrix: [0, 1, 1, 0, x0, y0] };
  if (rotation === 180) return { size: [width, height], matrix: [-1, 0, 0, 1, x1, y0] };
  if (rotation === 270) return { size: [height, width], matrix: [0, -1, -1, 0, x1, y1] };
  return { size: [width, height], matrix: [1, 0, 0, -1, x0, y1] };
}

/** The stream's font resources, made when it has none. */
function fontResources(document: mupdf.PDFDocument, stream: mupdf.PDFObject): mupdf.PDFObject {
  let resources = valueAt(stream, 'Resources');
  if (!resources.isDictionary()) {
    resources = document.newDictionary();
    stream.put('Resources', resources);
  }
  let fonts = valueAt(resources, 'Font');
  if (!fonts.isDictionary()) {
    fonts = document.newDictionary();
    resources.put('Font', fonts);
  }
  return fonts;
}

/**
 * Draws a FreeText box with its translation. mupdf has drawn what surrounds the text (border, background,
 * callout line and its arrow) from the annotation with an empty text; the translation is typeset over
 * it in Noto faces with the target script's glyphs, and made smaller until it fits the box, as page
 * paragraphs are, down to the smallest size (fit-text.ts): past it the box shows the lines that fit,
 * and /Contents (which a viewer shows when the box is opened) the whole translation. /DA gets the size
 * it was drawn at, so a viewer that draws the box again from /Contents lands on the same fit.
 */
function drawFreeText(annotation: mupdf.PDFAnnotation, translation: string, context: AppearanceContext): void {
  const { document, fonts } = context;
  const dictionary = resolved(annotation.getObject());
  const da = textOf(dictionary.get('DA')) ?? textOf(valueAt(context.form, 'DA')) ?? '/Helv 12 Tf 0 g';
  const look = textLook(da, numberOf(dictionary.get('Q')), valueAt(context.form, 'DR'));
  dictionary.put('Contents', document.newString(translation));
  const rect = normalRect(dictionary.get('Rect'));
  // /RD: how far inside /Rect the box is drawn (left, top, right, bottom), the room a callout or cloud takes.
  const [left = 0, top = 0, right = 0, bottom = 0] = numbers(dictionary.get('RD'), 4);
  const inset = annotation.getBorderWidth() + 1;
  const inner: Rect = [
    rect[0] + left + inset,
    rect[1] + bottom + inset,
    rect[2] - right - inset,
    rect[3] - top - inset,
  ];
  const frame = textFrame(inner, rotationOf(dictionary));
  const [width, height] = frame.size;
  const options = { rtl: context.rtl, language: context.language, fonts };
  const drawn = drawBlock(translation, look, [0, 0, width, height], options);
  const reference = entryOf(dictionary.get('AP'), 'N');
  const stream = resolved(reference);
  // mupdf answers isStream() of the reference, not of the dictionary it resolves to.
  if (!reference.isStream()) return;
  const bbox = numbers(stream.get('BBox'), 4);
  const hasMatrix = !stream.get('Matrix').isNull();
  const matrix = hasMatrix ? (numbers(stream.get('Matrix'), 6) as mupdf.Matrix) : mupdf.Matrix.identity;
  const toForm = mupdf.Matrix.invert(formToPage(bbox, matrix, rect));
  // The typesetter writes y down from the box's top left corner; the form's own space is mapped back first.
  const ours = [
    `q ${toForm.map(num).join(' ')} cm ${frame.matrix.map(num).join(' ')} cm`,
    `0 0 ${num(width)} ${num(height)} re W n`,
    drawn.content,
    'Q',
  ].join('\n');
  const fontDictionary = fontResources(document, stream);
  for (const face of drawn.faces) fontDictionary.put(fonts.name(face), fonts.ref(face));
  reference.writeStream(`${reference.readStream().asString()}\n${ours}\n`);
  if (drawn.size < look.size - 0.01)
    // A font name ends at the next '/', so each '/' reads its own name only.
    dictionary.put('DA', document.newString(da.replace(/(\/[^\s/]*\s+)[\d.]+(\s+Tf)/, `$1${num(drawn.size)}$2`)));
}

/** Draws the translated FreeText boxes of one page (`translations` by object number). */
export function writeFreeText(
  document: mupdf.PDFDocument,
  index: number,
  translations: ReadonlyMap<number, string>,
  context: AppearanceContext,
): void {
  const page = document.loadPage(index);
  try {
    const boxes = page.getAnnotations().flatMap((annotation) => {
      const object = annotation.getObject();
      const translation = object.isIndirect() ? translations.get(object.asIndirect()) : undefined;
      return translation === undefined ? [] : [{ annotation, translation }];
    });
    // Emptied first and drawn by one page update: each annotation's own update costs as much as the whole page's.
    for (const { annotation } of boxes) annotation.setContents('');
    page.update();
    for (const { annotation, translation } of boxes) {
      try {
        drawFreeText(annotation, translation, context);
      } catch {
        // The box keeps the frame mupdf drew; its /Contents holds the translation.
      }
    }
  } finally {
    page.destroy();
  }
}
