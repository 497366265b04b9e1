import * as mupdf from 'mupdf';
import { GlyphTexts } from './copied-text.ts';
import type { FontFace } from './fonts.ts';
import { toUnicodeCMap } from './to-unicode.ts';

/**
 * Fonts added to one output document, each once, named the same on every page and in every
 * appearance stream, with what each of their glyphs was drawn for.
 */
export class DocumentFonts {
  private readonly refs = new Map<FontFace, mupdf.PDFObject>();
  private readonly drawn = new Map<FontFace, GlyphTexts>();

  constructor(private readonly document: mupdf.PDFDocument) {}

  name(face: FontFace): string {
    return `Glossa${face.key}`;
  }

  ref(face: FontFace): mupdf.PDFObject {
    let ref = this.refs.get(face);
    if (!ref) {
      ref = this.document.addFont(new mupdf.Font(this.name(face), face.bytes));
      this.refs.set(face, ref);
    }
    return ref;
  }

  /** The texts the face's glyphs were drawn for in this document. */
  texts(face: FontFace): GlyphTexts {
    let texts = this.drawn.get(face);
    if (!texts) {
      texts = new GlyphTexts();
      this.drawn.set(face, texts);
    }
    return texts;
  }

  /**
   * Replaces the ToUnicode map mupdf made from the font's cmap, where the last of the characters
   * sharing a glyph wins (U+F967 for 不), by one made from what was drawn (ADR 0010, "Copying the
   * translated text"). Call it when everything is drawn.
   */
  writeToUnicode(): void {
    for (const [face, ref] of this.refs) {
      const entries = this.texts(face).entries();
      if (entries.length > 0) ref.put('ToUnicode', this.document.addStream(toUnicodeCMap(entries), {}));
      else ref.delete('ToUnicode');
    }
  }
}
