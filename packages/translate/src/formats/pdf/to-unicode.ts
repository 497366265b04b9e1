/** The text parts of a PDF that say what its glyphs copy as: ToUnicode maps and ActualText strings. */

/** A PDF text string as UTF-16BE hex with its byte order mark. */
export const textString = (text: string): string => `<FEFF${utf16Hex(text)}>`;

function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

const glyphHex = (glyph: number): string => glyph.toString(16).padStart(4, '0').toUpperCase();

/** The PDF limit of entries in one bfchar or bfrange block. */
const BLOCK = 100;

function blocks(kind: 'bfchar' | 'bfrange', lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += BLOCK) {
    const block = lines.slice(i, i + BLOCK);
    out.push(`${block.length} begin${kind}`, ...block, `end${kind}`);
  }
  return out;
}

/**
 * A ToUnicode CMap for glyph ids written as two-byte codes (Identity-H). Consecutive glyphs whose texts
 * are consecutive single characters (a to z in most Latin fonts) share a bfrange line.
 */
export function toUnicodeCMap(entries: readonly [number, string][]): string {
  const chars: string[] = [];
  const ranges: string[] = [];
  let i = 0;
  while (i < entries.length) {
    const [first, text] = entries[i] as [number, string];
    let j = i + 1;
    const code = text.length === 1 ? text.charCodeAt(0) : -1;
    // A range may not cross a change of the high byte, of the glyph code or of the character.
    while (code >= 0 && j < entries.length) {
      const [glyph, next] = entries[j] as [number, string];
      const step = j - i;
      const same = glyph === first + step && next.length === 1 && next.charCodeAt(0) === code + step;
      if (!same || glyph >> 8 !== first >> 8 || (code + step) >> 8 !== code >> 8) break;
      j++;
    }
    if (j - i > 1) ranges.push(`<${glyphHex(first)}> <${glyphHex(first + j - i - 1)}> <${utf16Hex(text)}>`);
    else chars.push(`<${glyphHex(first)}> <${utf16Hex(text)}>`);
    i = j;
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks('bfchar', chars),
    ...blocks('bfrange', ranges),
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
