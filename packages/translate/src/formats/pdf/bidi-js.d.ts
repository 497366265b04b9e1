// bidi-js ships no types; this is the part of its API the PDF writer uses.
declare module 'bidi-js' {
  export interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  export interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    /** Indices of text[start..end] (end inclusive) in visual order. */
    getReorderedIndices(text: string, levels: EmbeddingLevels, start?: number, end?: number): number[];
  }
  export default function bidiFactory(): Bidi;
}
