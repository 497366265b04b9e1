import type { Element } from '@xmldom/xmldom';
import { paragraphIds } from '../ooxml/drawing-part.ts';
import { isDrawingParagraph, tagDrawingParagraph } from '../ooxml/drawing-text.ts';
import { childElements, elementsByName, firstChild } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';

/** The paragraphs of each SmartArt node, by model id: dgm:pt/dgm:t in the data, dsp:sp/dsp:txBody in the drawing. */
function paragraphsByModel(doc: XmlDocument, node: string, body: string): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  for (const element of elementsByName(doc, node)) {
    const model = element.getAttribute('modelId');
    const text = firstChild(element, body);
    if (model && text) out.set(model, childElements(text).filter(isDrawingParagraph));
  }
  return out;
}

/** Drawing shapes name the data model's presentation points; each of those names its text node (presAssocID). */
function presentationNodes(data: XmlDocument): Map<string, string> {
  const out = new Map<string, string>();
  for (const point of elementsByName(data, 'pt')) {
    const model = point.getAttribute('modelId');
    const node = firstChild(point, 'prSet')?.getAttribute('presAssocID');
    if (model && node) out.set(model, node);
  }
  return out;
}

/**
 * SmartArt keeps its text twice: the data model PowerPoint edits and the drawing it last
 * rendered. Each drawing paragraph showing the same text as its data node's paragraph takes that
 * segment's translation, so translators see every SmartArt text once.
 */
export function smartArtAliases(
  data: XmlDocument,
  dataPrefix: string,
  drawing: XmlDocument,
  drawingPrefix: string,
): Map<string, string> {
  const dataIds = paragraphIds(data, dataPrefix);
  const drawingIds = paragraphIds(drawing, drawingPrefix);
  const models = paragraphsByModel(data, 'pt', 't');
  const nodeOf = presentationNodes(data);
  const aliases = new Map<string, string>();
  for (const [model, shown] of paragraphsByModel(drawing, 'sp', 'txBody')) {
    const source = models.get(model) ?? models.get(nodeOf.get(model) ?? '') ?? [];
    shown.forEach((paragraph, index) => {
      const twin = source[index];
      const id = drawingIds.get(paragraph);
      const twinId = twin && dataIds.get(twin);
      if (id && twinId && tagDrawingParagraph(paragraph).text === tagDrawingParagraph(twin).text)
        aliases.set(id, twinId);
    });
  }
  return aliases;
}
