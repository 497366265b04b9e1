import type { SegmentKind } from '../../segments/segment.ts';

/** x0, y0, x1, y1 in mupdf's page space: points, origin at the top left, y going down. */
export type Box = [number, number, number, number];

export type Rgb = [number, number, number];

export type FontFamily = 'sans' | 'serif' | 'mono';

/** How a run of text looks: what the translation keeps (the size is the piece's). */
export interface RunStyle {
  family: FontFamily;
  /** Bold or heavier (weight 600 and up). */
  bold: boolean;
  /**
   * The source's weight (100 to 900) when it is neither regular nor bold: light, medium, semibold,
   * black. Absent, the run is regular, or bold when `bold` says so.
   */
  weight?: number;
  italic: boolean;
  color: Rgb;
  /** Underline, strike-through and highlight the source drew over the run. */
  decorations?: Decoration[];
  /** Set smaller and raised (a footnote mark, an exponent) or lowered (a formula's index). */
  offset?: 'superscript' | 'subscript';
}

/**
 * A rule or box drawn over a run, placed against the baseline in font sizes (top and bottom of
 * the mark, negative above the baseline), so that it follows the translation to its new place.
 */
export interface Decoration {
  kind: 'underline' | 'strike' | 'highlight' | 'link';
  color: Rgb;
  top: number;
  bottom: number;
  /** A link over the run: its target and where the source had it, to find it again and move it. */
  link?: PageLink;
}

/** A link of a page: mupdf's URI ("https://…", "#page=3…") and its box in page space. */
export interface PageLink {
  uri: string;
  box: Box;
}

/** 'justify': every line but the last runs from edge to edge (the last starts at the text's start). */
export type Alignment = 'left' | 'center' | 'right' | 'justify';

/**
 * One box of a paragraph on one page. A paragraph that runs over a column or page break has
 * several pieces; its translation is shared between them in proportion to their source text.
 */
export interface ParagraphPiece {
  page: number;
  /**
   * The text direction as a unit vector in page space: [1, 0] for ordinary text, [0, -1] for text
   * that reads upwards. Boxes below are in the piece's own frame: u along the direction, v across it.
   */
  direction: [number, number];
  /** The box the original lines filled, in the piece frame. */
  box: Box;
  /** How far down (in v) the translation may grow into free space. */
  room: number;
  /**
   * How far (in u) the box may widen to each side into free space beside it, [start, end]; absent
   * where it may not (text that is not horizontal, OCR text over a picture).
   */
  reach?: [number, number];
  /** The original text lines in page space, removed by redaction before the translation is drawn. */
  lines: Box[];
  /** The source's drawings of the decorations of these lines, in page space: removed with the text. */
  decorations?: Box[];
  /** Font size and baseline distance of the original. */
  size: number;
  leading: number;
  /** Distance from the top of the box to the first baseline. */
  ascent: number;
  align: Alignment;
  /** Letters stacked one per line (a vertical label): the translation is written one character a line. */
  stacked?: true;
  /** Characters of the source paragraph in this piece, to share the translation out. */
  sourceChars: number;
  /**
   * Text that is part of a picture (a scan, read by OCR) cannot be redacted: its line boxes are
   * painted over in this colour, the paper's, before the translation is drawn.
   */
  cover?: Rgb;
}

export interface PdfParagraph {
  /** The segment id. */
  id: string;
  kind: SegmentKind;
  part: 'body' | 'header' | 'footer';
  /** The source text with `<gN>` tags around runs that differ from the base style. */
  text: string;
  /** styles[0] is the paragraph's base style; styles[N] belongs to tag `<gN>`. */
  styles: RunStyle[];
  pieces: ParagraphPiece[];
  /** Table cells: which row of which table, for the editable DOCX. */
  cell?: { table: number; row: number; column: number };
}

export interface PdfBookmark {
  id: string;
  /** Child indexes from the root of the outline. */
  path: number[];
  title: string;
}

/**
 * What a text of a form field or an annotation is: a text field's value, the shown name of a
 * list's option, a push button's caption, a field's tooltip, an annotation's comment (a sticky
 * note or a markup's popup), or the text of a FreeText box, which the page shows.
 */
export type FormTextRole = 'value' | 'option' | 'caption' | 'tooltip' | 'comment' | 'free-text';

/**
 * One text of the PDF's form or annotations (form-texts.ts), outside the page paragraphs: it lives
 * in a PDF object, found again at rebuild by its object number in the unlocked source.
 */
export interface PdfFormText {
  /** The segment id. */
  id: string;
  role: FormTextRole;
  /** The field (value, option, tooltip), widget (caption) or annotation (comment, free-text) that holds it. */
  object: number;
  /** option: the index in the field's /Opt; true `selected` when it is the field's value. */
  option?: number;
  selected?: true;
  /** caption: which caption of the button's /MK (normal, rollover, down). */
  caption?: 'CA' | 'RC' | 'AC';
  /** Where the page shows it (the field's first visible widget): page index and box in page space. */
  page: number;
  box: Box;
  text: string;
  /** comment: who wrote it (/T of the annotation), kept for the DOCX comment. */
  author?: string;
}

export interface PageSize {
  width: number;
  height: number;
}

/** Everything rebuild needs: the unlocked source file and where each paragraph sat. */
export interface PdfSkeleton {
  kind: 'pdf';
  source: Uint8Array;
  pages: PageSize[];
  paragraphs: PdfParagraph[];
  bookmarks: PdfBookmark[];
  /** Texts of form fields and annotations, in page order: translated apart from the page text. */
  formTexts: PdfFormText[];
  /** Pages without a text layer, which only OCR can translate. */
  scannedPages: number[];
}

export function boxWidth(box: Box): number {
  return box[2] - box[0];
}

export function boxHeight(box: Box): number {
  return box[3] - box[1];
}

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function unionBox(boxes: readonly Box[]): Box {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

export function boxesOverlap(a: Box, b: Box, tolerance = 0): boolean {
  return a[0] < b[2] - tolerance && b[0] < a[2] - tolerance && a[1] < b[3] - tolerance && b[1] < a[3] - tolerance;
}

/** Page space to the frame of a text direction: u along it, v across it (downwards for upright text). */
export function toFrame(direction: [number, number], x: number, y: number): [number, number] {
  const [c, s] = direction;
  return [x * c + y * s, -x * s + y * c];
}

export function fromFrame(direction: [number, number], u: number, v: number): [number, number] {
  const [c, s] = direction;
  return [u * c - v * s, u * s + v * c];
}
