import type { PageChar, TextLine } from './page-text.ts';

/** Where a glyph sits: its character on its rounded baseline, the key to find the same glyph drawn again. */
const keyOf = (char: PageChar, y: number) => `${char.text}|${y}`;

/**
 * Drops glyphs the page draws a second time over themselves (a fake bold: the same text printed
 * again a fraction of a point to the side; a shadow): mupdf reads them as a second line, which
 * would be translated and drawn again over the first. The glyph that stays is made bold, as it looked.
 * Longer lines keep their glyphs first, so that a line is not cut in two by its overprinted part.
 */
export function dropOverprints(lines: TextLine[]): TextLine[] {
  const seen = new Map<string, PageChar[]>();
  const kept = new Map<TextLine, TextLine>();
  for (const line of [...lines].sort((a, b) => b.chars.length - a.chars.length)) {
    const chars = line.chars.filter((char) => {
      if (!char.text.trim()) return true;
      const y = Math.round(char.origin[1]);
      const twin = [y - 1, y, y + 1]
        .flatMap((near) => seen.get(keyOf(char, near)) ?? [])
        .find(
          (other) =>
            Math.abs(other.size - char.size) < 0.1 &&
            Math.abs(other.origin[1] - char.origin[1]) < char.size * 0.05 &&
            Math.abs(other.origin[0] - char.origin[0]) < char.size * 0.1,
        );
      if (twin) {
        if (Math.abs(twin.origin[0] - char.origin[0]) > 0.05) {
          const { weight: _, ...style } = twin.style;
          twin.style = { ...style, bold: true };
        }
        return false;
      }
      seen.set(keyOf(char, y), [...(seen.get(keyOf(char, y)) ?? []), char]);
      return true;
    });
    if (chars.some((char) => char.text.trim())) kept.set(line, { ...line, chars });
  }
  return lines.flatMap((line) => kept.get(line) ?? []);
}
