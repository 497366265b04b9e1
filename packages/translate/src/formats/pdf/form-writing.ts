import type * as mupdf from 'mupdf';
import { escapeMarkup } from '../web/entities.ts';
import type { DocumentFonts } from './document-fonts.ts';
import type { AppearanceContext } from './form-appearance.ts';
import { resolved, textOf, valueAt } from './form-texts.ts';
import { writeFreeText } from './free-text.ts';
import type { PdfFormText } from './pdf-layout.ts';
import { isRightToLeft } from './shaping.ts';

import { drawWidget, needsDrawing } from './widget-appearance.ts';

/** What the translations changed, for the appearances to be drawn anew. */
export interface Changed {
  /** Fields whose value or options were translated: all their widgets. */
  fields: Set<number>;
  /** Push buttons whose caption was translated. */
  widgets: Set<number>;
  /** FreeText boxes and their translations. */
  freeTexts: Map<number, string>;
}

const plain = (translation: string): string => translation.replace(/<\/?[gx]\d+\/?>/g, '').trim();

/**
 * Rich text (/RC) as Acrobat writes it, holding only the translation: one paragraph a line. Viewers
 * show /RC rather than /Contents when both are there, so it has to say the same.
 */
export function richText(text: string, rtl: boolean): string {
  const direction = rtl ? ' dir="rtl"' : '';
  const paragraphs = text.split('\n').map((line) => `<p${direction}>${escapeMarkup(line)}</p>`);
  return (
    '<?xml version="1.0"?><body xmlns="http://www.w3.org/1999/xhtml" ' +
    'xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/" xfa:APIVersion="Acrobat:7.0.0" xfa:spec="2.0.2">' +
    `${paragraphs.join('')}</body>`
  );
}

const sameText = (object: mupdf.PDFObject, source: string): boolean => textOf(object)?.trim() === source;

/** Puts one translation into the object that holds its source, as the role says. */
function put(document: mupdf.PDFDocument, text: PdfFormText, translation: string, rtl: boolean, changed: Changed) {
  const holder = resolved(document.newIndirect(text.object));
  if (!holder.isDictionary()) return;
  const value = document.newString(translation);
  if (text.role === 'value') {
    // The reset value follows when it was the same text; rich text would be shown instead of the value.
    if (sameText(holder.get('DV'), text.text)) holder.put('DV', value);
    holder.put('V', value);
    holder.delete('RV');
    changed.fields.add(text.object);
  } else if (text.role === 'option') {
    putOption(document, holder, text, value);
    changed.fields.add(text.object);
  } else if (text.role === 'tooltip') {
    holder.put('TU', value);
  } else if (text.role === 'caption' && text.caption) {
    const look = valueAt(holder, 'MK');
    if (!look.isDictionary()) return;
    look.put(text.caption, value);
    if (text.caption === 'CA')
      for (const other of ['RC', 'AC']) if (sameText(look.get(other), text.text)) look.put(other, value);
    changed.widgets.add(text.object);
  } else {
    putComment(document, holder, text, translation, rtl);
    if (text.role === 'free-text') changed.freeTexts.set(text.object, translation);
  }
}

/** The shown name of an option; a plain option becomes [export, shown] so its export value stays the source's. */
function putOption(document: mupdf.PDFDocument, field: mupdf.PDFObject, text: PdfFormText, value: mupdf.PDFObject) {
  const list = resolved(field.get('Opt'));
  const index = text.option ?? -1;
  if (!list.isArray() || index < 0 || index >= list.length) return;
  const item = resolved(list.get(index));
  if (item.isArray() && item.length >= 2) {
    item.put(1, value);
    return;
  }
  const pair = document.newArray();
  pair.push(item.isArray() ? item.get(0) : item);
  pair.push(value);
  list.put(index, pair);
}

function putComment(
  document: mupdf.PDFDocument,
  annotation: mupdf.PDFObject,
  text: PdfFormText,
  translation: string,
  rtl: boolean,
) {
  annotation.put('Contents', document.newString(translation));
  // A FreeText box is drawn from /Contents and /DA (free-text.ts); its rich text and style would say otherwise.
  if (text.role === 'free-text') {
    annotation.delete('RC');
    annotation.delete('DS');
  } else if (!annotation.get('RC').isNull()) {
    annotation.put('RC', document.newString(richText(translation, rtl)));
  }
  const popup = valueAt(annotation, 'Popup');
  if (popup.isDictionary() && sameText(valueAt(popup, 'Contents'), text.text))
    popup.put('Contents', document.newString(translation));
}

/**
 * Writes the translations of a PDF's form and annotation texts into the document (ADR 0010, "Form
 * fields and annotations") and draws the widgets and FreeText boxes that show them anew. A broken
 * object loses its translation, never the document.
 */
export function writeFormTexts(
  document: mupdf.PDFDocument,
  texts: readonly PdfFormText[],
  translations: ReadonlyMap<string, string>,
  language: string,
  fonts: DocumentFonts,
): void {
  const rtl = isRightToLeft(language);
  const changed: Changed = { fields: new Set(), widgets: new Set(), freeTexts: new Map() };
  for (const text of texts) {
    const translation = plain(translations.get(text.id) ?? '');
    if (!translation) continue;
    try {
      put(document, text, translation, rtl, changed);
    } catch {
      // The object is not what the reading found (a damaged file): its text stays the source's.
    }
  }
  if (changed.fields.size + changed.widgets.size + changed.freeTexts.size === 0) return;
  const form = valueAt(valueAt(document.getTrailer(), 'Root'), 'AcroForm');
  const context: AppearanceContext = { document, form, fonts, rtl, language };
  // Viewers that honour NeedAppearances, mupdf among them, would draw the fields again from /DA's
  // font, which may lack the target script: the appearances drawn here are the ones to show.
  if (changed.fields.size + changed.widgets.size > 0 && form.isDictionary()) form.delete('NeedAppearances');
  for (let index = 0; index < document.countPages(); index++) {
    const annotations = valueAt(document.findPage(index), 'Annots');
    if (!annotations.isArray()) continue;
    const entries = Array.from({ length: annotations.length }, (_, i) => annotations.get(i));
    // FreeText boxes first: their frames come from a page update, which must not find the widgets drawn here.
    if (entries.some((entry) => entry.isIndirect() && changed.freeTexts.has(entry.asIndirect())))
      writeFreeText(document, index, changed.freeTexts, context);
    for (const entry of entries) {
      try {
        if (needsDrawing(entry, changed)) drawWidget(entry, context);
      } catch {
        // This widget keeps the appearance it had; the others are still drawn.
      }
    }
  }
}
