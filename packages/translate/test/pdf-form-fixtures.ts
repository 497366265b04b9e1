/**
 * PDFs with form fields and annotations: a filled-in library form (pdf-lib writes the fields, mupdf
 * the annotations and what pdf-lib cannot: [export, shown] options, a signature field, rich text),
 * and hostile ones: a field tree with loops and junk, annotations whose /Contents is not a string,
 * and a page with thousands of annotations.
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import * as mupdf from 'mupdf';

export const FORM_HEADING = 'Library card application';
export const FORM_INTRO = 'Please fill in every field before you send the form to the library.';
export const LABELS = ['Full name', 'Colour', 'I agree', 'Phone', 'E-mail'] as const;
export const NAME_VALUE = 'Write your full name here';
export const NAME_TOOLTIP = 'Your name as it is written on your passport';
export const COLOURS = [
  ['red', 'Red colour'],
  ['green', 'Green colour'],
] as const;
export const PHONE_VALUE = '0612345678';
export const EMAIL_VALUE = 'ana@example.com';
export const BUTTON_CAPTION = 'Send the form';
export const SIGNATURE_TOOLTIP = 'Sign here with your usual signature';
export const NOTE = 'Please check the spelling of your name.';
export const NOTE_AUTHOR = 'Ana';
export const HIDDEN_NOTE = 'This note is hidden from view.';
export const FREE_TEXT = 'For office use only: do not write anything in this box.';
/** The FreeText box in page space: too small for its text at 12 pt once translated into a longer language. */
export const FREE_TEXT_BOX: mupdf.Rect = [330, 560, 480, 586];

async function formFields(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(FORM_HEADING, { x: 72, y: 770, size: 18, font });
  page.drawText(FORM_INTRO, { x: 72, y: 740, size: 11, font });
  for (const [i, label] of LABELS.entries()) page.drawText(label, { x: 72, y: 700 - i * 40, size: 12, font });
  const form = document.getForm();
  const name = form.createTextField('fullName');
  name.setText(NAME_VALUE);
  name.addToPage(page, { x: 180, y: 692, width: 300, height: 24 });
  const colour = form.createDropdown('colour');
  colour.setOptions(COLOURS.map(([, shown]) => shown));
  colour.select(COLOURS[0][1]);
  colour.addToPage(page, { x: 180, y: 652, width: 200, height: 24 });
  const agree = form.createCheckBox('agree');
  agree.addToPage(page, { x: 180, y: 616, width: 16, height: 16 });
  agree.check();
  for (const [index, value] of [PHONE_VALUE, EMAIL_VALUE].entries()) {
    const field = form.createTextField(`contact${index}`);
    field.setText(value);
    field.addToPage(page, { x: 180, y: 572 - index * 40, width: 200, height: 24 });
  }
  form.createButton('send').addToPage(BUTTON_CAPTION, page, { x: 72, y: 440, width: 150, height: 30 });
  return document.save();
}

const fieldNamed = (document: mupdf.PDFDocument, name: string): mupdf.PDFObject => {
  let found = mupdf.PDFObject.Null;
  document
    .getTrailer()
    .get('Root', 'AcroForm', 'Fields')
    .forEach((field) => {
      if (field.get('T').asString() === name) found = field;
    });
  return found;
};

/** What pdf-lib cannot write: options as [export, shown] pairs, a tooltip, a signature field. */
function finishForm(document: mupdf.PDFDocument, page: mupdf.PDFPage): void {
  fieldNamed(document, 'fullName').put('TU', document.newString(NAME_TOOLTIP));
  const colour = fieldNamed(document, 'colour');
  const options = document.newArray();
  for (const pair of COLOURS) {
    const option = document.newArray();
    option.push(document.newString(pair[0]));
    option.push(document.newString(pair[1]));
    options.push(option);
  }
  colour.put('Opt', options);
  colour.put('V', document.newString(COLOURS[0][0]));
  const signature = document.addObject(document.newDictionary());
  signature.put('Type', document.newName('Annot'));
  signature.put('Subtype', document.newName('Widget'));
  signature.put('FT', document.newName('Sig'));
  signature.put('T', document.newString('signature'));
  signature.put('TU', document.newString(SIGNATURE_TOOLTIP));
  signature.put('Rect', [300, 440, 480, 470]);
  signature.put('F', 4);
  signature.put('P', page.getObject());
  page.getObject().get('Annots').push(signature);
  document.getTrailer().get('Root', 'AcroForm', 'Fields').push(signature);
}

function annotate(page: mupdf.PDFPage): void {
  const note = page.createAnnotation('Text');
  note.setRect([500, 130, 520, 150]);
  note.setRichContents(NOTE, `<body xmlns="http://www.w3.org/1999/xhtml"><p><b>${NOTE}</b></p></body>`);
  note.setAuthor(NOTE_AUTHOR);
  note.update();
  const hidden = page.createAnnotation('Text');
  hidden.setRect([500, 200, 520, 220]);
  hidden.setContents(HIDDEN_NOTE);
  hidden.setFlags(mupdf.PDFAnnotation.IS_HIDDEN);
  hidden.update();
  const box = page.createAnnotation('FreeText');
  box.setRect(FREE_TEXT_BOX);
  box.setContents(FREE_TEXT);
  box.setDefaultAppearance('Helv', 12, [0, 0, 0.6]);
  box.update();
}

/** The filled-in library form: page text, five fields, a push button, a signature field, a note (and a hidden one), a FreeText box. */
export async function formPdf(): Promise<Uint8Array> {
  const document = mupdf.Document.openDocument(await formFields(), 'application/pdf') as mupdf.PDFDocument;
  const page = document.loadPage(0);
  finishForm(document, page);
  annotate(page);
  page.destroy();
  const bytes = document.saveToBuffer('compress').asUint8Array().slice();
  document.destroy();
  return bytes;
}

export const BROKEN_PAGE_TEXT = 'The house is red and the garden is big.';
export const LOOP_VALUE = 'A value inside a loop of fields';
export const ORPHAN_VALUE = 'The value of a field without kids';

/** A one-page PDF with a line of text, made with mupdf so that any object may be broken on purpose. */
function textPage(): { document: mupdf.PDFDocument; page: mupdf.PDFObject } {
  const document = new mupdf.PDFDocument();
  const fonts = document.newDictionary();
  fonts.put('F1', document.addSimpleFont(new mupdf.Font('Helvetica')));
  const resources = document.newDictionary();
  resources.put('Font', fonts);
  const content = `BT /F1 12 Tf 72 760 Td (${BROKEN_PAGE_TEXT}) Tj ET`;
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
  const page = document.findPage(0);
  page.put('Annots', document.newArray());
  return { document, page };
}

function annotation(document: mupdf.PDFDocument, subtype: string, y: number): mupdf.PDFObject {
  const object = document.addObject(document.newDictionary());
  object.put('Type', document.newName('Annot'));
  object.put('Subtype', document.newName(subtype));
  object.put('Rect', [72, y, 272, y + 20]);
  return object;
}

/**
 * Fields whose /Parent chain and /Kids loop, a field without /Kids or /Parent, a widget whose parent is
 * a number, /Fields holding a number, a string and null; annotations whose /Contents is a number, an
 * array or a dictionary, and /Annots holding junk too.
 */
export function brokenFormPdf(): Uint8Array {
  const { document, page } = textPage();
  const [first, second] = [document.addObject(document.newDictionary()), document.addObject(document.newDictionary())];
  first.put('T', document.newString('loop'));
  first.put('FT', document.newName('Tx'));
  first.put('V', document.newString(LOOP_VALUE));
  first.put('Kids', [second]);
  first.put('Parent', second);
  second.put('Kids', [first]);
  second.put('Parent', first);
  const looped = annotation(document, 'Widget', 700);
  looped.put('Parent', second);
  const orphan = annotation(document, 'Widget', 660);
  orphan.put('T', document.newString('orphan'));
  orphan.put('FT', document.newName('Tx'));
  orphan.put('V', document.newString(ORPHAN_VALUE));
  const numbered = annotation(document, 'Widget', 620);
  numbered.put('Parent', document.addObject(42));
  const annotations = page.get('Annots');
  for (const widget of [looped, orphan, numbered]) annotations.push(widget);
  const odd = [document.newInteger(42), document.newArray(), document.newDictionary()];
  odd.forEach((contents, i) => {
    const note = annotation(document, i === 2 ? 'FreeText' : 'Text', 500 - i * 40);
    note.put('Contents', contents);
    annotations.push(note);
  });
  annotations.push(17);
  annotations.push(document.newNull());
  const form = document.newDictionary();
  form.put('Fields', [first, orphan, 42, document.newString('junk'), document.newNull(), numbered]);
  document.getTrailer().get('Root').put('AcroForm', form);
  const bytes = document.saveToBuffer('').asUint8Array().slice();
  document.destroy();
  return bytes;
}

/** A page of text under `notes` sticky notes and `boxes` FreeText boxes (they overlap: there is no room). */
export function crowdedPdf(notes: number, boxes: number): Uint8Array {
  const { document } = textPage();
  const page = document.loadPage(0);
  for (let i = 0; i < notes + boxes; i++) {
    const note = i < notes;
    const [x, y] = note ? [(i % 25) * 22 + 20, 100 + Math.floor(i / 25) * 5] : [(i % 4) * 130 + 20, 520 + (i % 50) * 5];
    const annotation = page.createAnnotation(note ? 'Text' : 'FreeText');
    annotation.setRect(note ? [x, y, x + 20, y + 10] : [x, y, x + 120, y + 30]);
    annotation.setContents(`Comment number ${i + 1} on this page`);
  }
  page.update();
  page.destroy();
  const bytes = document.saveToBuffer('compress').asUint8Array().slice();
  document.destroy();
  return bytes;
}
