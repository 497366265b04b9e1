/**
 * PDFs written as raw content streams with mupdf, for text pdf-lib cannot draw: labels turned by a
 * quarter or by any angle beside a table, an invisible text layer over a scanned picture (as OCR tools
 * write it), text inside a form XObject and text marked as an artifact.
 */
import * as mupdf from 'mupdf';
import { squarePng } from './pdf-fixtures.ts';

export const LAYER_SENTENCE = 'The quick brown fox jumps over the lazy dog near the river bank.';
export const SIDE_LABEL = 'Side label';
export const TILTED_LABEL = 'Tilted label here';
export const CELLS = ['London city', 'Thames river'];

type Resources = (document: mupdf.PDFDocument, resources: mupdf.PDFObject, fonts: mupdf.PDFObject) => void;

function onePagePdf(content: string, extra: Resources = () => undefined): Uint8Array {
  const document = new mupdf.PDFDocument();
  const resources = document.newDictionary();
  const fonts = document.newDictionary();
  fonts.put('F1', document.addSimpleFont(new mupdf.Font('Helvetica')));
  extra(document, resources, fonts);
  resources.put('Font', fonts);
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
  const bytes = document.saveToBuffer('').asUint8Array().slice();
  document.destroy();
  return bytes;
}

const paragraph = (operators = '') =>
  `BT /F1 12 Tf ${operators} 72 700 Td (${LAYER_SENTENCE}) Tj 0 -16 Td (${LAYER_SENTENCE}) Tj ET`;

const cell = (x: number, y: number, text: string) => `BT /F1 10 Tf 1 0 0 1 ${x} ${y} Tm (${text}) Tj ET`;

/** Three rows of two cells between rules. */
const TABLE_CONTENT = [
  ...[0, 1, 2].map(
    (row) => `${cell(120, 700 - row * 24, CELLS[0] as string)} ${cell(240, 700 - row * 24, CELLS[1] as string)}`,
  ),
  ...[0, 1, 2, 3].map((rule) => `100 ${712 - rule * 24} m 400 ${712 - rule * 24} l S`),
].join('\n');

/** A table with a side label reading upwards (90°), downwards (270°) or tilted by 30°. */
export function rotatedLabelPdf(angle: 90 | 270 | 30): Uint8Array {
  const label = {
    90: `0 1 -1 0 90 640 Tm (${SIDE_LABEL})`,
    270: `0 -1 1 0 90 710 Tm (${SIDE_LABEL})`,
    30: `0.866 0.5 -0.5 0.866 100 500 Tm (${TILTED_LABEL})`,
  }[angle];
  return onePagePdf(`${TABLE_CONTENT}\nBT /F1 10 Tf ${label} Tj ET`);
}

export const STACKED_LABEL = 'Vertical';

/** A table with a label written upright, one letter a line, down its side. */
export function stackedLabelPdf(): Uint8Array {
  const letters = [...STACKED_LABEL].map((letter, i) => cell(90, 700 - i * 11, letter));
  return onePagePdf(`${TABLE_CONTENT}\n${letters.join('\n')}`);
}

/** A scanned page (one picture over the whole page) with an invisible OCR text layer (render mode 3). */
export function invisibleLayerPdf(): Uint8Array {
  return onePagePdf(`q 595 0 0 842 0 0 cm /Im1 Do Q\n${paragraph('3 Tr')}`, (document, resources) => {
    const images = document.newDictionary();
    images.put('Im1', document.addImage(new mupdf.Image(squarePng())));
    resources.put('XObject', images);
  });
}

/** What a poor OCR tool lays over a legible scan. */
export const GARBLED_LAYER = 'T#e qu!ck brwn f0x j&mps 0v3r th3 l@zy d*g n3ar t#e r!ver b@nk';

/** A scanned page with an invisible text layer that is garbled. */
export function garbledLayerPdf(): Uint8Array {
  return onePagePdf(
    `q 595 0 0 842 0 0 cm /Im1 Do Q\nBT /F1 12 Tf 3 Tr 72 700 Td (${GARBLED_LAYER}) Tj ET`,
    (document, resources) => {
      const images = document.newDictionary();
      images.put('Im1', document.addImage(new mupdf.Image(squarePng())));
      resources.put('XObject', images);
    },
  );
}

/** The paragraph drawn inside a form XObject. */
export function formXObjectPdf(): Uint8Array {
  return onePagePdf('q /Fm1 Do Q', (document, resources) => {
    const formResources = document.newDictionary();
    formResources.put('Font', resources.get('Font'));
    const form = document.addStream(paragraph(), { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 595, 842] });
    form.put('Resources', formResources);
    const forms = document.newDictionary();
    forms.put('Fm1', form);
    resources.put('XObject', forms);
  });
}

/** The paragraph marked as an artifact (as some tools mark running text by mistake). */
export function artifactPdf(): Uint8Array {
  return onePagePdf(`/Artifact BMC ${paragraph()} EMC`);
}

const pdfArray = (document: mupdf.PDFDocument, values: readonly (number | mupdf.PDFObject)[]) => {
  const array = document.newArray();
  for (const value of values) array.push(value);
  return array;
};

/**
 * The paragraph in a Type3 font (glyphs drawn as filled boxes) whose glyph names carry the character
 * code ("/a84" for T), with no ToUnicode map: how TeX bitmap fonts were embedded.
 */
export function type3FontPdf(): Uint8Array {
  return onePagePdf(paragraph().replaceAll('/F1', '/T3'), (document, _resources, fonts) => {
    const codes = [...new Set([...LAYER_SENTENCE].map((c) => c.charCodeAt(0)))].sort((a, b) => a - b);
    const first = codes[0] as number;
    const last = codes.at(-1) as number;
    const procs = document.newDictionary();
    for (const code of codes) procs.put(`a${code}`, document.addStream('500 0 0 0 400 600 d1 0 0 400 600 re f', {}));
    const encoding = document.newDictionary();
    encoding.put(
      'Differences',
      pdfArray(
        document,
        codes.flatMap((code) => [code, document.newName(`a${code}`)]),
      ),
    );
    const font = document.addObject(document.newDictionary());
    font.put('Type', document.newName('Font'));
    font.put('Subtype', document.newName('Type3'));
    font.put('FontBBox', pdfArray(document, [0, 0, 500, 600]));
    font.put('FontMatrix', pdfArray(document, [0.001, 0, 0, 0.001, 0, 0]));
    font.put('CharProcs', procs);
    font.put('Encoding', encoding);
    font.put('FirstChar', first);
    font.put('LastChar', last);
    font.put('Widths', pdfArray(document, Array<number>(last - first + 1).fill(500)));
    fonts.put('T3', font);
  });
}
