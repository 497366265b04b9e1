import type { Element, Node } from '@xmldom/xmldom';
import type { XmlDocument } from '../safe-xml.ts';
import { odfAttribute, odfName } from './odf-names.ts';
import { childElements, isElement } from './xml-runs.ts';
import type { ReadUnit } from './xml-units.ts';

const STYLE_NS = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const DRAW_NS = 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0';

/** The styles of the shape (frame, custom shape) that holds a paragraph. */
function shapeStyles(block: Element): string[] {
  for (let node: Node | null = block.parentNode; node; node = node.parentNode) {
    if (!isElement(node) || node.namespaceURI !== DRAW_NS) continue;
    const names = [odfAttribute(node, 'draw:style-name'), odfAttribute(node, 'presentation:style-name')];
    const found = names.filter((name): name is string => Boolean(name));
    if (found.length > 0) return found;
  }
  return [];
}

function automaticStyles(doc: XmlDocument): Map<string, Element> {
  const styles = new Map<string, Element>();
  const root = doc.documentElement;
  const automatic = root && childElements(root).find((child) => odfName(child) === 'office:automatic-styles');
  for (const style of automatic ? childElements(automatic) : []) {
    const name = odfAttribute(style, 'style:name');
    if (name && odfName(style) === 'style:style') styles.set(name, style);
  }
  return styles;
}

/**
 * A bilingual slide has twice the text in the same frames: the frames that hold translated
 * paragraphs shrink their text to fit, as PowerPoint's and Impress's autofit do.
 */
export function shrinkTextFrames(doc: XmlDocument, read: readonly ReadUnit[]): void {
  const styles = automaticStyles(doc);
  const names = new Set(read.flatMap(({ unit }) => shapeStyles(unit.block)));
  const root = doc.documentElement;
  if (!root) return;
  const stylePrefix = root.lookupPrefix(STYLE_NS) ?? 'style';
  const drawPrefix = root.lookupPrefix(DRAW_NS) ?? 'draw';
  for (const name of names) {
    const style = styles.get(name);
    if (!style) continue;
    let properties = childElements(style).find((child) => odfName(child) === 'style:graphic-properties');
    if (!properties) {
      properties = doc.createElementNS(STYLE_NS, `${stylePrefix}:graphic-properties`);
      style.insertBefore(properties, style.firstChild);
    }
    properties.setAttributeNS(STYLE_NS, `${stylePrefix}:shrink-to-fit`, 'true');
    properties.setAttributeNS(DRAW_NS, `${drawPrefix}:auto-grow-height`, 'false');
  }
}
