import type { Box, Rgb, RunStyle } from './pdf-layout.ts';

/** A page's text layer and drawings as readPage (page-reading.ts) reads them. */

/** One character of the page's text layer, as mupdf's structured text gives it. */
export interface PageChar {
  text: string;
  /** Baseline origin in page space. */
  origin: [number, number];
  box: Box;
  size: number;
  style: RunStyle;
  /** Drawn invisible (render mode 3): the text layer over a scanned picture, which shows the words. */
  hidden?: true;
  /** The drawings that decorate this character (decorations.ts). */
  marks?: Box[];
}

export interface TextLine {
  box: Box;
  direction: [number, number];
  chars: PageChar[];
  /** The mupdf text block the line came from: lines of one block belong together. */
  block: number;
}

export interface PageText {
  width: number;
  height: number;
  lines: TextLine[];
  /** Images and vector drawings, which text inside is part of and which a translation must not cover. */
  figures: Box[];
  images: Box[];
  /** Every drawing, rules and cell borders included: what a growing translation must stop at. */
  drawings: Box[];
  /** Rules and plain boxes: the decorations of the text among them (decorations.ts). */
  marks: Mark[];
}

/** A rule or a filled box the page draws: what may underline, strike or highlight the text over it. */
export interface Mark {
  box: Box;
  color: Rgb;
  filled: boolean;
}
