import type * as mupdf from 'mupdf';
import type { DocumentFonts } from './document-fonts.ts';
import type { FontFace } from './fonts.ts';
import {
  type AppearanceContext,
  drawBlock,
  drawLine,
  drawList,
  fieldFrame,
  fieldLook,
  frameOperators,
  rotationMatrix,
  textBox,
} from './form-appearance.ts';
import {
  choiceOptions,
  FIELD,
  fieldOf,
  fieldValues,
  inherited,
  nameOf,
  numberOf,
  resolved,
  textOf,
  valueAt,
} from './form-texts.ts';

/** An appearance stream: a form XObject of the given box and matrix, with the fonts it uses. */
export function appearanceStream(
  document: mupdf.PDFDocument,
  content: string,
  box: readonly number[],
  matrix: readonly number[],
  faces: Iterable<FontFace>,
  fonts: DocumentFonts,
): mupdf.PDFObject {
  const fontDictionary = document.newDictionary();
  for (const face of faces) fontDictionary.put(fonts.name(face), fonts.ref(face));
  // mupdf turns plain strings into names, arrays and objects into PDF arrays and dictionaries.
  return document.addStream(content, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [...box],
    Matrix: [...matrix],
    Resources: { Font: fontDictionary },
  });
}

/**
 * Draws a widget's appearance anew with its translated text: the frame /MK and /BS ask for, then the
 * text (a text field's value, a combo box's chosen option, a list box's options, a push button's
 * caption) in Noto faces that have the target script's glyphs, fitted to the field.
 */
export function drawWidget(widget: mupdf.PDFObject, context: AppearanceContext): void {
  const field = fieldOf(widget);
  const type = nameOf(inherited(field, 'FT'));
  const flags = numberOf(inherited(field, 'Ff'));
  const look = fieldLook(field, context.form);
  const frame = fieldFrame(widget);
  const box = textBox(frame);
  const options = { rtl: context.rtl, language: context.language, fonts: context.fonts };
  const caption = textOf(valueAt(valueAt(widget, 'MK'), 'CA')) ?? '';
  const shown = choiceOptions(field);
  const values = fieldValues(field);
  let drawn: ReturnType<typeof drawLine>;
  if (type === 'Btn') drawn = drawLine(caption, { ...look, align: 'center' }, box, options);
  else if (type === 'Ch' && !(flags & FIELD.combo)) {
    const selected = new Set(shown.flatMap((option, index) => (values.includes(option.exported) ? [index] : [])));
    const top = numberOf(valueAt(field, 'TI'));
    drawn = drawList(
      shown.map((option) => option.shown),
      selected,
      top,
      look,
      box,
      options,
    );
  } else {
    const value = values[0] ?? '';
    const text = type === 'Ch' ? (shown.find((option) => option.exported === value)?.shown ?? value) : value;
    drawn = flags & FIELD.multiline ? drawBlock(text, look, box, options) : drawLine(text, look, box, options);
  }
  // The clip is the text box in the form's own space, y up.
  const clip = [box[0], frame.height - box[3], box[2] - box[0], box[3] - box[1]].map(
    (v) => Math.round(v * 1000) / 1000,
  );
  // Variable text is marked /Tx, the part a viewer that edits the field replaces (PDF 32000-1, 12.7.3.3).
  const text = [`q ${clip.join(' ')} re W n`, `1 0 0 -1 0 ${frame.height} cm`, drawn.content, 'Q'];
  const marked = type === 'Btn' ? text : ['/Tx BMC', ...text, 'EMC'];
  const content = ['q', ...frameOperators(frame), 'Q', ...marked].join('\n');
  const bbox = [0, 0, frame.width, frame.height];
  const stream = appearanceStream(
    context.document,
    content,
    bbox,
    rotationMatrix(frame.rotation),
    drawn.faces,
    context.fonts,
  );
  // Only the normal appearance: rollover and down appearances would show the source text again.
  const appearances = context.document.newDictionary();
  appearances.put('N', stream);
  resolved(widget).put('AP', appearances);
}

/** A push button with an icon lays its caption out around the picture: it keeps the appearance it has. */
const hasIcon = (widget: mupdf.PDFObject): boolean => !valueAt(valueAt(widget, 'MK'), 'I').isNull();

/**
 * A widget of a field or push button whose text was translated (object numbers of the changed
 * fields and buttons, as form-writing.ts collects them), which this writer can draw.
 */
export function needsDrawing(
  widget: mupdf.PDFObject,
  changed: { fields: ReadonlySet<number>; widgets: ReadonlySet<number> },
): boolean {
  if (!widget.isIndirect() || nameOf(valueAt(widget, 'Subtype')) !== 'Widget') return false;
  const field = fieldOf(widget);
  const ours =
    changed.widgets.has(widget.asIndirect()) || (field.isIndirect() && changed.fields.has(field.asIndirect()));
  return ours && !hasIcon(widget);
}
