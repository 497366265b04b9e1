import * as hb from 'harfbuzzjs';
import type * as mupdf from 'mupdf';
import { eachFont } from './resource-fonts.ts';
import { toUnicodeCMap } from './to-unicode.ts';

const IDENTITY = new Set(['Identity-H', 'Identity-V']);

/**
 * What each glyph of a font program draws: the lowest code point its own character map gives that
 * glyph. Empty for a program HarfBuzz cannot read (a bare CFF) or one whose map was stripped.
 */
function glyphCharacters(program: Uint8Array): Map<number, number> {
  const found = new Map<number, number>();
  const face = new hb.Face(new hb.Blob(program));
  const font = new hb.Font(face);
  for (const codePoint of face.collectUnicodes()) {
    const glyph = font.nominalGlyph(codePoint);
    if (glyph !== undefined && glyph !== 0 && !found.has(glyph)) found.set(glyph, codePoint);
  }
  return found;
}

/** CID → glyph id from a /CIDToGIDMap stream (two bytes per CID); undefined for the identity map (or none). */
function cidToGlyph(map: mupdf.PDFObject): Map<number, number> | undefined {
  if (!map.isStream()) return undefined;
  const bytes = map.readStream().asUint8Array();
  const cids = new Map<number, number>();
  for (let cid = 0; cid * 2 + 1 < bytes.length; cid++) {
    const glyph = ((bytes[cid * 2] as number) << 8) | (bytes[cid * 2 + 1] as number);
    if (glyph !== 0) cids.set(cid, glyph);
  }
  return cids;
}

/** The ToUnicode map a composite font lacks, from its embedded program's own character map. */
function missingMap(font: mupdf.PDFObject): string | undefined {
  const subtype = font.get('Subtype');
  const encoding = font.get('Encoding');
  if (!subtype.isName() || subtype.asName() !== 'Type0' || !font.get('ToUnicode').isNull()) return undefined;
  if (!encoding.isName() || !IDENTITY.has(encoding.asName())) return undefined;
  const descendant = font.get('DescendantFonts').resolve();
  const cidFont = (descendant.isArray() ? descendant.get(0) : descendant).resolve();
  const descriptor = cidFont.get('FontDescriptor').resolve();
  const file = [descriptor.get('FontFile2'), descriptor.get('FontFile3')].find((entry) => entry.isStream());
  if (!file) return undefined;
  const characters = glyphCharacters(file.readStream().asUint8Array());
  if (characters.size === 0) return undefined;
  const cids = cidToGlyph(cidFont.get('CIDToGIDMap'));
  const entries: [number, string][] = cids
    ? [...cids].flatMap(([cid, glyph]) => {
        const codePoint = characters.get(glyph);
        return codePoint === undefined ? [] : [[cid, String.fromCodePoint(codePoint)] as [number, string]];
      })
    : [...characters].map(([glyph, codePoint]): [number, string] => [glyph, String.fromCodePoint(codePoint)]);
  entries.sort((a, b) => a[0] - b[0]);
  return entries.length > 0 ? toUnicodeCMap(entries) : undefined;
}

/**
 * Composite fonts (Type0, Identity-H or -V) without a ToUnicode map, as some tools embed them: mupdf
 * reads each of their glyphs as U+FFFD, and the page as text-free. Where the embedded program keeps
 * its own character map, that map is turned around and written as the font's ToUnicode map. Called
 * for each page before its text is read (mupdf loads a font once, at the first page that uses it);
 * `seen` holds the fonts and forms already visited. Answers how many fonts were given one.
 */
export function mapIdentityFonts(document: mupdf.PDFDocument, page: mupdf.PDFPage, seen: Set<number>): number {
  let mapped = 0;
  try {
    eachFont(
      page.getObject().getInheritable('Resources').resolve(),
      (font) => {
        const map = missingMap(font);
        if (map === undefined) return;
        font.put('ToUnicode', document.addStream(map, {}));
        mapped++;
      },
      seen,
    );
  } catch {
    // Resources that cannot be read are left to the page reader, which says so.
  }
  return mapped;
}
