/**
 * The segment IR (docs/translation-core.md §1). Every format adapter turns a file into segments and
 * back. `text` carries inline tags like XLIFF: paired `<g1>…</g1>` for formatting runs and links,
 * self-closing `<x2/>` for things that must stay where they are (footnote marks, images,
 * protected spans such as URLs or placeholders, which the pipeline stores in `protected`).
 */
export type SegmentKind = 'paragraph' | 'heading' | 'cell' | 'list-item' | 'caption' | 'title' | 'note' | 'other';

export interface SegmentContext {
  /** Where the segment lives in its file: 'body', 'header', 'slide 3', 'sheet Q1!B4' ... */
  part?: string;
  kind?: SegmentKind;
  /** Style name of the source run or paragraph, for adapters and QA. */
  style?: string;
  /** A note for translators (PO comments, XLIFF notes). */
  note?: string;
}

export interface Segment {
  /** Unique within one document; stable across extract and rebuild. */
  id: string;
  text: string;
  context?: SegmentContext;
}

export interface TranslatedSegment {
  id: string;
  text: string;
  /** Where the translation came from. */
  origin: 'engine' | 'memory' | 'edit' | 'unchanged';
}

/** Token usage, added up per job. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export function addUsage(a: Usage, b: Usage | undefined): Usage {
  return b
    ? { promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens }
    : a;
}

export const NO_USAGE: Usage = { promptTokens: 0, completionTokens: 0 };
