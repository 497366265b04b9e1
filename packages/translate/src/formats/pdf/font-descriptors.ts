import type * as mupdf from 'mupdf';
import { eachFont } from './resource-fonts.ts';

/** What a PDF font says of its look: the descriptor's flags, weight and angle (PDF 32000, 9.8.2), and its widths. */
export interface DescriptorFacts {
  fixedPitch: boolean;
  serif: boolean;
  bold: boolean;
  italic: boolean;
  /** The descriptor's FontWeight, when it gives one. */
  weight?: number;
}

const FIXED_PITCH = 1 << 0;
const SERIF = 1 << 1;
const ITALIC = 1 << 6;
const FORCE_BOLD = 1 << 18;

function descriptorOf(font: mupdf.PDFObject): mupdf.PDFObject {
  const own = font.get('FontDescriptor');
  if (!own.isNull()) return own.resolve();
  // A composite (Type0) font keeps its descriptor in its descendant font.
  const descendants = font.get('DescendantFonts');
  return descendants.isArray() && descendants.length > 0
    ? descendants.get(0).resolve().get('FontDescriptor').resolve()
    : own;
}

/** A simple font whose glyphs all advance the same (ten or more of them): fixed pitch, whatever its flags say. */
function evenWidths(font: mupdf.PDFObject): boolean {
  const widths = font.get('Widths');
  if (!widths.isArray()) return false;
  const used = new Set<number>();
  let count = 0;
  widths.forEach((width) => {
    const value = width.isNumber() ? width.asNumber() : 0;
    if (value > 0) {
      used.add(value);
      count += 1;
    }
  });
  return count >= 10 && used.size === 1;
}

function factsOf(font: mupdf.PDFObject, descriptor: mupdf.PDFObject): DescriptorFacts | undefined {
  if (!descriptor.isDictionary()) return undefined;
  const flags = descriptor.get('Flags').isNumber() ? descriptor.get('Flags').asNumber() : 0;
  const given = descriptor.get('FontWeight').isNumber() ? descriptor.get('FontWeight').asNumber() : undefined;
  const weight = given ?? 400;
  const angle = descriptor.get('ItalicAngle').isNumber() ? descriptor.get('ItalicAngle').asNumber() : 0;
  return {
    fixedPitch: (flags & FIXED_PITCH) !== 0 || evenWidths(font),
    serif: (flags & SERIF) !== 0,
    bold: (flags & FORCE_BOLD) !== 0 || weight >= 600,
    italic: (flags & ITALIC) !== 0 || Math.abs(angle) >= 5,
    ...(given !== undefined && given >= 100 && given <= 900 ? { weight: given } : {}),
  };
}

function addFont(found: Map<string, DescriptorFacts>, font: mupdf.PDFObject): void {
  const facts = factsOf(font, descriptorOf(font));
  if (!facts) return;
  // A composite font may be named by its own BaseFont or its descendant's.
  const descendants = font.get('DescendantFonts');
  const names = [font.get('BaseFont')];
  if (descendants.isArray() && descendants.length > 0) names.push(descendants.get(0).resolve().get('BaseFont'));
  for (const name of names) if (name.isName() && !found.has(name.asName())) found.set(name.asName(), facts);
}

/**
 * The descriptors of the fonts a page uses, by font name (as mupdf's text names them: BaseFont),
 * from the page's resources and those of the forms it draws. A font without a descriptor (the
 * standard 14 fonts may have none) is not in the map.
 */
export function pageFontDescriptors(page: mupdf.PDFPage): Map<string, DescriptorFacts> {
  const found = new Map<string, DescriptorFacts>();
  try {
    eachFont(page.getObject().getInheritable('Resources').resolve(), (font) => addFont(found, font));
  } catch {
    // A broken resource or form dictionary: the fonts found so far, and names and mupdf's flags for the rest.
  }
  return found;
}
