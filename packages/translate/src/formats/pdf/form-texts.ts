import * as mupdf from 'mupdf';
import { isTranslatableValue } from '../data/translatable.ts';
import type { Box, FormTextRole, PdfFormText } from './pdf-layout.ts';

/** Field flags (PDF 32000-1, 12.7.3 and 12.7.4) and annotation flags (12.5.3) that decide what is read. */
export const FIELD = {
  multiline: 1 << 12,
  password: 1 << 13,
  radio: 1 << 15,
  pushButton: 1 << 16,
  combo: 1 << 17,
  edit: 1 << 18,
  fileSelect: 1 << 20,
  comb: 1 << 24,
} as const;
const HIDDEN = 2;
const NO_VIEW = 32;

/** Annotations whose /Contents a reader sees as a comment (in a popup), or, for FreeText, on the page. */
const MARKUP = new Set([
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'FileAttachment',
]);

/** Field trees are a few levels deep; a longer /Parent chain is a loop or an attack. */
const MAX_DEPTH = 32;

/** The object an indirect reference points to; mupdf's resolve() throws on its null object, so this does not call it there. */
export const resolved = (object: mupdf.PDFObject): mupdf.PDFObject => (object.isIndirect() ? object.resolve() : object);
/**
 * The entry under a key or index as stored (a reference stays one). mupdf's get() throws on its own
 * null object, which every missing entry is, so a chain of look-ups goes through here.
 */
export function entryOf(object: mupdf.PDFObject, key: string | number): mupdf.PDFObject {
  const container = resolved(object);
  return container.isNull() ? container : container.get(key);
}

/** The entry under a key or index, references followed. */
export const valueAt = (object: mupdf.PDFObject, key: string | number): mupdf.PDFObject =>
  resolved(entryOf(object, key));

export const nameOf = (object: mupdf.PDFObject): string => (object.isName() ? object.asName() : '');
export const numberOf = (object: mupdf.PDFObject): number => (object.isNumber() ? object.asNumber() : 0);

/** UTF-16 with its byte-order mark, else PDFDocEncoding (read as Latin-1, which it matches for letters). */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(bytes.subarray(3));
  return new TextDecoder('latin1').decode(bytes);
}

/** An object's text: a string, or a text stream (a long field value may be one); undefined for anything else. */
export function textOf(object: mupdf.PDFObject): string | undefined {
  // A stream is only ever behind a reference, and mupdf says isStream() of the reference.
  if (object.isStream()) return decodeText(object.readStream().asUint8Array());
  const value = resolved(object);
  return value.isString() ? value.asString() : undefined;
}

/**
 * A field attribute that may sit on the field or any ancestor (FT, Ff, V, DA, Q ...): the /Parent
 * chain is followed at most MAX_DEPTH steps and never twice through one object.
 */
export function inherited(field: mupdf.PDFObject, key: string): mupdf.PDFObject {
  const seen = new Set<number>();
  let node = field;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const dictionary = resolved(node);
    if (!dictionary.isDictionary()) break;
    const value = dictionary.get(key);
    if (!value.isNull()) return value;
    const parent = dictionary.get('Parent');
    if (!parent.isIndirect() || seen.has(parent.asIndirect())) break;
    seen.add(parent.asIndirect());
    node = parent;
  }
  return mupdf.PDFObject.Null;
}

/** The field a widget belongs to: the widget itself when it carries the field's name, else its parent. */
export function fieldOf(widget: mupdf.PDFObject): mupdf.PDFObject {
  const dictionary = resolved(widget);
  if (!dictionary.get('T').isNull()) return widget;
  const parent = dictionary.get('Parent');
  return parent.isIndirect() && resolved(parent).isDictionary() ? parent : widget;
}

/** An annotation a viewer does not show (Hidden or NoView): its texts are nobody's to read. */
export function isHidden(annotation: mupdf.PDFObject): boolean {
  return (numberOf(valueAt(annotation, 'F')) & (HIDDEN | NO_VIEW)) !== 0;
}

/** The options of a choice field: [export value, shown name] for each, as /Opt holds them. */
export function choiceOptions(field: mupdf.PDFObject): { exported: string; shown: string }[] {
  const list = valueAt(field, 'Opt');
  if (!list.isArray()) return [];
  const options: { exported: string; shown: string }[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = resolved(list.get(i));
    const pair = item.isArray() ? [textOf(item.get(0)), textOf(item.get(item.length > 1 ? 1 : 0))] : [textOf(item)];
    const [exported, shown = exported] = pair;
    options.push({ exported: exported ?? '', shown: shown ?? '' });
  }
  return options;
}

/** The value or values a field holds (a multi-select list has several). */
export function fieldValues(field: mupdf.PDFObject): string[] {
  const value = resolved(inherited(field, 'V'));
  if (!value.isArray()) return [textOf(value)].filter((text) => text !== undefined);
  const values: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const text = textOf(value.get(i));
    if (text !== undefined) values.push(text);
  }
  return values;
}

function pageBox(annotation: mupdf.PDFObject, transform: mupdf.Matrix): Box {
  const rect = valueAt(annotation, 'Rect');
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = [0, 1, 2, 3].map((i) => numberOf(valueAt(rect, i)));
  // A /Rect may give its corners in any order: normalised first, as mupdf transforms only valid rects.
  const normal: mupdf.Rect = [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
  return mupdf.Rect.transform(normal, transform) as Box;
}

type Found = Omit<PdfFormText, 'id' | 'page' | 'box'>;

/**
 * Reads, page after page, what a person reads in a PDF's form and annotations: text field values,
 * the shown names of list options, push button captions, field tooltips, comments and FreeText
 * boxes. Field names (/T), export values, check boxes, radio buttons, signatures, hidden
 * annotations and values that are data (numbers, dates, e-mails, codes) are left alone. Fields
 * are found from the pages' widgets, so a broken /Fields tree is never walked.
 */
export class FormTextReader {
  readonly texts: PdfFormText[] = [];
  private readonly fields = new Set<number>();

  readPage(page: mupdf.PDFPage, index: number): void {
    const annotations = resolved(page.getObject().get('Annots'));
    if (!annotations.isArray()) return;
    const transform = page.getTransform();
    for (let i = 0; i < annotations.length; i++) {
      const entry = annotations.get(i);
      try {
        const found = this.read(entry);
        if (found.length === 0) continue;
        const box = pageBox(entry, transform);
        for (const text of found) this.texts.push({ id: `form-${this.texts.length + 1}`, page: index, box, ...text });
      } catch {
        // A broken annotation loses its texts, not the page.
      }
    }
  }

  private read(entry: mupdf.PDFObject): Found[] {
    const annotation = resolved(entry);
    if (!entry.isIndirect() || !annotation.isDictionary() || isHidden(annotation)) return [];
    const subtype = nameOf(annotation.get('Subtype'));
    if (subtype === 'Widget') return this.readWidget(entry);
    if (!MARKUP.has(subtype)) return [];
    const text = textOf(annotation.get('Contents'));
    if (text === undefined || !isTranslatableValue(text)) return [];
    const role: FormTextRole = subtype === 'FreeText' ? 'free-text' : 'comment';
    const author = textOf(annotation.get('T'));
    return [{ role, object: entry.asIndirect(), text: text.trim(), ...(author ? { author } : {}) }];
  }

  private readWidget(widget: mupdf.PDFObject): Found[] {
    const field = fieldOf(widget);
    const type = nameOf(inherited(field, 'FT'));
    const flags = numberOf(inherited(field, 'Ff'));
    if (type === 'Sig' || !field.isIndirect()) return [];
    const found = type === 'Btn' && flags & FIELD.pushButton ? captions(widget) : [];
    if (this.fields.has(field.asIndirect())) return found;
    this.fields.add(field.asIndirect());
    if (type === 'Tx') found.push(...textValue(field, flags));
    if (type === 'Ch') found.push(...choiceTexts(field, flags));
    const tooltip = textOf(valueAt(field, 'TU'));
    if (tooltip !== undefined && isTranslatableValue(tooltip))
      found.push({ role: 'tooltip', object: field.asIndirect(), text: tooltip.trim() });
    return found;
  }
}

function textValue(field: mupdf.PDFObject, flags: number): Found[] {
  if (flags & (FIELD.password | FIELD.fileSelect | FIELD.comb)) return [];
  const [value] = fieldValues(field);
  if (value === undefined || !isTranslatableValue(value)) return [];
  return [{ role: 'value', object: field.asIndirect(), text: value.trim() }];
}

/**
 * The shown names of a list's options; the export values stay, so the value the form holds and
 * sends, and any script comparing it, are unchanged. A value typed into an editable combo box,
 * not one of the options, is text like a text field's.
 */
function choiceTexts(field: mupdf.PDFObject, flags: number): Found[] {
  const object = field.asIndirect();
  const values = fieldValues(field);
  const options = choiceOptions(field);
  const found: Found[] = options.flatMap(({ exported, shown }, option): Found[] => {
    if (!isTranslatableValue(shown)) return [];
    const selected = values.includes(exported) ? { selected: true as const } : {};
    return [{ role: 'option', object, option, text: shown.trim(), ...selected }];
  });
  const typed = values.find((value) => !options.some((o) => o.exported === value));
  if (flags & FIELD.edit && typed !== undefined && isTranslatableValue(typed))
    found.push({ role: 'value', object, text: typed.trim() });
  return found;
}

/** A push button's captions; the rollover and down captions only when they differ from the normal one. */
function captions(widget: mupdf.PDFObject): Found[] {
  const look = valueAt(widget, 'MK');
  if (!look.isDictionary()) return [];
  const normal = textOf(look.get('CA'));
  return (['CA', 'RC', 'AC'] as const).flatMap((caption): Found[] => {
    const text = textOf(look.get(caption));
    if (text === undefined || !isTranslatableValue(text) || (caption !== 'CA' && text === normal)) return [];
    return [{ role: 'caption', object: widget.asIndirect(), caption, text: text.trim() }];
  });
}
