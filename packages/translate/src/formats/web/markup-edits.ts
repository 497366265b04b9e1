import type { TextFile } from '../text-file.ts';
import type { MarkupCharset } from './entities.ts';

/** What an inline tag stands for: ranges of the original markup (the open tag, and the close tag of a pair). */
export interface TagMarkup {
  open: [number, number];
  close?: [number, number];
}

/** How a segment shows both versions in the bilingual modes. */
export type Pairing =
  /** The element is written twice: the source one, then a copy with the translation (or the reverse). */
  | { style: 'element'; start: number; end: number; openEnd: number }
  /** Both versions inside the element, joined ('<br>' in a table cell, ' / ' in a title). */
  | { style: 'join'; separator: string };

/** A run of text in the markup: its range (trimmed), its text with tags, and how its tags are written. */
export interface SegmentEdit {
  kind: 'segment';
  id: string;
  start: number;
  end: number;
  text: string;
  tags: Map<number, TagMarkup>;
  /** The text is the content of a CDATA section: written raw, never with references. */
  cdata?: boolean;
  pairing?: Pairing;
}

/** A translated attribute value (alt, title, placeholder…): the range inside its quotes. */
export interface AttributeEdit {
  kind: 'attribute';
  id: string;
  start: number;
  end: number;
  /** The decoded value and its trimmed text, which is the segment. */
  value: string;
  text: string;
  quote: string;
}

/** A fixed replacement decided at rebuild (the document language). */
export interface ReplaceEdit {
  kind: 'replace';
  start: number;
  end: number;
  text: string;
}

/** In the bilingual modes: an element written twice, around its segment. */
export interface PairEdit {
  kind: 'pair';
  start: number;
  end: number;
  openEnd: number;
}

export type MarkupEdit = SegmentEdit | AttributeEdit | ReplaceEdit | PairEdit;

export interface MarkupSkeleton {
  file: TextFile;
  html: boolean;
  /** What the declared charset holds: other characters are written as numeric references. */
  charset: MarkupCharset;
  edits: (SegmentEdit | AttributeEdit)[];
  /** The `<html>` open tag, for its lang and dir attributes. */
  root?: RootTag;
  /** XHTML: `<br/>` rather than `<br>` between joined versions. */
  xhtml?: boolean;
}

export interface RootTag {
  nameEnd: number;
  lang?: [number, number];
  xmlLang?: [number, number];
  dir?: [number, number];
}

/** Sorted by start; an edit that contains another comes first. */
export function sortEdits<T extends { start: number; end: number }>(edits: T[]): T[] {
  return edits.sort((a, b) => a.start - b.start || b.end - a.end);
}
