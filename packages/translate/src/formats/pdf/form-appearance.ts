import type * as mupdf from 'mupdf';
import type { DocumentFonts } from './document-fonts.ts';
import type { FontFace } from './fonts.ts';
import { inherited, nameOf, numberOf, resolved, textOf, valueAt } from './form-texts.ts';
import { fontNameFacts } from './page-reading.ts';
import type { Alignment, Box, ParagraphPiece, Rgb, RunStyle } from './pdf-layout.ts';
import { measure } from './shaping.ts';
import { styledText, type TypesetOptions, typesetPiece } from './typeset.ts';

/** How a widget or FreeText box draws its text: the font's style, size (0: fit to the box), colour, alignment. */
export interface TextLook {
  style: RunStyle;
  size: number;
  align: Alignment;
}

/** The frame a viewer draws around a field: /MK background and border colours, /BS border. */
export interface FieldFrame {
  width: number;
  height: number;
  /** /MK /R: the field's content turned by a quarter, half or three quarters. */
  rotation: number;
  background: number[];
  border: number[];
  borderWidth: number;
  /** /BS /S: S solid, D dashed, B beveled, I inset, U underline. */
  borderStyle: string;
  dash: number[];
}

/** What drawing appearances needs from the document being written. */
export interface AppearanceContext {
  document: mupdf.PDFDocument;
  /** The document's /AcroForm (a null object when it has none): default /DA, /Q and /DR. */
  form: mupdf.PDFObject;
  fonts: DocumentFonts;
  rtl: boolean;
  language: string;
}

/** Content and fonts of an appearance, in the y-down space the typesetter writes (the caller flips it). */
export interface DrawnText {
  content: string;
  faces: Set<FontFace>;
  /** The font size the text was fitted at. */
  size: number;
}

/** The short names Acrobat puts in a form's /DR, for a /DA whose font has no /BaseFont to say it. */
const ACROBAT_FONTS: Record<string, string> = { Helv: 'Helvetica', TiRo: 'Times-Roman', Cour: 'Courier' };
/** Below this a field's text is no longer read; a longer text is clipped at the field's edge instead. */
const SMALLEST = 4;
/** The size of a /DA that says 0 (auto): the start of the fitting. */
const AUTO_SIZE = 12;

const num = (value: number): string => (Math.round(value * 1000) / 1000).toString();

function rgbOf(values: readonly number[]): Rgb {
  if (values.length === 4) {
    const [c = 0, m = 0, y = 0, k = 0] = values;
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
  }
  if (values.length === 3) return [values[0] ?? 0, values[1] ?? 0, values[2] ?? 0];
  const gray = values[0] ?? 0;
  return [gray, gray, gray];
}

/**
 * The look a default appearance string (/DA, "0 0 1 rg /Helv 10 Tf") asks for. The font's family,
 * weight and slant come from its /BaseFont in the form's resources; the translation is drawn in the
 * Noto face of that style, which has the target script's glyphs.
 */
export function textLook(da: string, align: number, resources: mupdf.PDFObject): TextLook {
  const tokens = da.split(/\s+/).filter(Boolean);
  let font = 'Helv';
  let size = 0;
  let color: Rgb = [0, 0, 0];
  tokens.forEach((token, i) => {
    const operands = (count: number) => tokens.slice(i - count, i).map(Number);
    if (token === 'Tf') {
      font = (tokens[i - 2] ?? '').replace(/^\//, '');
      size = Number(tokens[i - 1]) || 0;
    } else if (token === 'g' || token === 'rg' || token === 'k') {
      const values = operands(token === 'g' ? 1 : token === 'rg' ? 3 : 4);
      if (values.every(Number.isFinite)) color = rgbOf(values);
    }
  });
  const baseFont = nameOf(valueAt(valueAt(valueAt(resources, 'Font'), font), 'BaseFont'));
  const facts = fontNameFacts(baseFont || ACROBAT_FONTS[font] || font);
  return { style: { ...facts, color }, size, align: align === 1 ? 'center' : align === 2 ? 'right' : 'left' };
}

const numbers = (array: mupdf.PDFObject): number[] => {
  const list = resolved(array);
  if (!list.isArray()) return [];
  return Array.from({ length: list.length }, (_, i) => numberOf(list.get(i)));
};

/** The frame of a widget: its size in its own rotated space, colours of /MK and the /BS border. */
export function fieldFrame(widget: mupdf.PDFObject): FieldFrame {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = numbers(valueAt(widget, 'Rect'));
  const look = valueAt(widget, 'MK');
  const rotation = ((numberOf(valueAt(look, 'R')) % 360) + 360) % 360;
  const border = valueAt(widget, 'BS');
  const [width, height] = [Math.abs(x1 - x0), Math.abs(y1 - y0)];
  const turned = rotation === 90 || rotation === 270;
  const widthSet = !valueAt(border, 'W').isNull();
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    rotation,
    background: numbers(valueAt(look, 'BG')),
    border: numbers(valueAt(look, 'BC')),
    borderWidth: widthSet ? numberOf(valueAt(border, 'W')) : 1,
    borderStyle: nameOf(valueAt(border, 'S')) || 'S',
    dash: numbers(valueAt(border, 'D')),
  };
}

/** /DA and /Q of a field, from the field, its ancestors or the form. */
export function fieldLook(field: mupdf.PDFObject, form: mupdf.PDFObject): TextLook {
  const da = textOf(inherited(field, 'DA')) ?? textOf(valueAt(form, 'DA')) ?? '/Helv 0 Tf 0 g';
  const quadding = inherited(field, 'Q');
  const align = quadding.isNull() ? numberOf(valueAt(form, 'Q')) : numberOf(quadding);
  return textLook(da, align, valueAt(form, 'DR'));
}

function colour(values: readonly number[], stroke: boolean): string {
  const operator = values.length === 1 ? 'g' : values.length === 3 ? 'rg' : values.length === 4 ? 'k' : '';
  return operator ? `${values.map(num).join(' ')} ${stroke ? operator.toUpperCase() : operator}` : '';
}

/** Background and border, drawn as viewers draw them from /MK and /BS (bevels drawn as a plain border). */
export function frameOperators(frame: FieldFrame): string[] {
  const { width: w, height: h, borderWidth: bw } = frame;
  const ops: string[] = [];
  const fill = colour(frame.background, false);
  if (fill) ops.push(`${fill} 0 0 ${num(w)} ${num(h)} re f`);
  const stroke = colour(frame.border, true);
  if (!stroke || bw <= 0) return ops;
  if (frame.borderStyle === 'U')
    return [...ops, `${stroke} ${num(bw)} w 0 ${num(bw / 2)} m ${num(w)} ${num(bw / 2)} l S`];
  const dash = frame.borderStyle === 'D' ? `[${(frame.dash.length ? frame.dash : [3]).map(num).join(' ')}] 0 d ` : '';
  ops.push(`${stroke} ${num(bw)} w ${dash}${num(bw / 2)} ${num(bw / 2)} ${num(w - bw)} ${num(h - bw)} re S`);
  return ops;
}

/** Where a field's text goes, y down from the top of the field: inside the border, with a little air. */
export function textBox(frame: FieldFrame): Box {
  const inset = frame.borderWidth * (frame.borderStyle === 'B' || frame.borderStyle === 'I' ? 2 : 1);
  return [inset + 2, inset + 1, frame.width - inset - 2, frame.height - inset - 1];
}

/** /MK /R as the form matrix that turns the field's content; the viewer fits the result to /Rect. */
export function rotationMatrix(rotation: number): number[] {
  if (rotation === 90) return [0, 1, -1, 0, 0, 0];
  if (rotation === 180) return [-1, 0, 0, -1, 0, 0];
  if (rotation === 270) return [0, -1, 1, 0, 0, 0];
  return [1, 0, 0, 1, 0, 0];
}

function piece(box: Box, size: number, lines: number, align: Alignment, chars: number): ParagraphPiece {
  return {
    page: 0,
    direction: [1, 0],
    box,
    room: box[3],
    lines: Array.from({ length: lines }, () => box),
    size,
    leading: size * 1.15,
    ascent: size * 0.8,
    align,
    sourceChars: chars,
  };
}

/**
 * One line of text centred in the box's height, its size made smaller (down to SMALLEST) until it
 * fits the box's width: a single-line field, a list's option, a button's caption.
 */
export function drawLine(text: string, look: TextLook, box: Box, options: TypesetOptions): DrawnText {
  const styles = [look.style];
  const styled = styledText(text, styles);
  const height = box[3] - box[1];
  const start = look.size > 0 ? look.size : Math.min(AUTO_SIZE, height * 0.7);
  const em = measure(styled, 0, styled.text.length, styles, options.rtl) || 1;
  const size = Math.max(SMALLEST, Math.min(start, ((box[2] - box[0]) * 0.98) / em));
  const baseline = (box[1] + box[3]) / 2 + size * 0.35;
  const line: Box = [box[0], baseline - size * 0.8, box[2], baseline + size * 0.2];
  const done = typesetPiece(styled, styles, piece(line, size, 1, look.align, text.length), options);
  return { content: done.content, faces: done.faces, size: done.fitted.size };
}

/**
 * Text filled from the top of the box, wrapped and made smaller as a page paragraph is (fit-text.ts)
 * until it fits: a multi-line field, a FreeText box.
 */
export function drawBlock(text: string, look: TextLook, box: Box, options: TypesetOptions): DrawnText {
  const styles = [look.style];
  const styled = styledText(text, styles);
  const size = look.size > 0 ? look.size : AUTO_SIZE;
  const lines = Math.max(1, Math.floor((box[3] - box[1] - size) / (size * 1.15)) + 1);
  const done = typesetPiece(styled, styles, piece(box, size, lines, look.align, text.length), options);
  return { content: done.content, faces: done.faces, size: done.fitted.size };
}

/** A list box: its options one a line from the top shown (/TI), the selected ones on a highlight. */
export function drawList(
  options: readonly string[],
  selected: ReadonlySet<number>,
  top: number,
  look: TextLook,
  box: Box,
  typeset: TypesetOptions,
): DrawnText {
  const size = look.size > 0 ? look.size : AUTO_SIZE;
  const row = size * 1.15;
  const parts: string[] = [];
  const faces = new Set<FontFace>();
  for (let index = top, y = box[1]; index < options.length && y < box[3]; index++, y += row) {
    if (selected.has(index))
      parts.push(`0.6 0.75 0.85 rg ${num(box[0])} ${num(y)} ${num(box[2] - box[0])} ${num(row)} re f`);
    const drawn = drawLine(options[index] ?? '', { ...look, size }, [box[0], y, box[2], y + row], typeset);
    parts.push(drawn.content);
    for (const face of drawn.faces) faces.add(face);
  }
  return { content: parts.join('\n'), faces, size };
}
