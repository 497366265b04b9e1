import type * as mupdf from 'mupdf';

/** Form XObjects nested deeper than this are not searched for fonts (a loop of forms ends here). */
const MAX_DEPTH = 8;

/**
 * Calls `onFont` with each font dictionary a resource dictionary names, and those of the form
 * XObjects it draws, nested to a depth; an indirect font or form is visited once per `seen`. A
 * font `onFont` cannot read is skipped; a broken form ends the search below it.
 */
export function eachFont(
  resources: mupdf.PDFObject,
  onFont: (font: mupdf.PDFObject) => void,
  seen: Set<number> = new Set(),
  depth = 0,
): void {
  if (!resources.isDictionary() || depth > MAX_DEPTH) return;
  const firstVisit = (value: mupdf.PDFObject) => {
    if (!value.isIndirect()) return true;
    if (seen.has(value.asIndirect())) return false;
    seen.add(value.asIndirect());
    return true;
  };
  resources.get('Font').forEach((value) => {
    if (!firstVisit(value)) return;
    try {
      onFont(value.resolve());
    } catch {
      // A broken font dictionary: the reader goes by its name and mupdf's own reading.
    }
  });
  resources.get('XObject').forEach((value) => {
    if (!firstVisit(value)) return;
    const form = value.resolve();
    const subtype = form.get('Subtype');
    if (subtype.isName() && subtype.asName() === 'Form')
      eachFont(form.get('Resources').resolve(), onFont, seen, depth + 1);
  });
}
