import { CommentRangeEnd, CommentRangeStart, CommentReference, type ICommentOptions, Paragraph, TextRun } from 'docx';
import type { PdfFormText, PdfParagraph } from './pdf-layout.ts';

type BodyParagraph = Pick<PdfParagraph, 'pieces' | 'cell'>;

/**
 * The form and annotation texts of a PDF placed in its editable DOCX. A Word document has no
 * fields, buttons or tooltips, so what a reader of the filled-in form sees is written where the
 * page showed it: a text field's value, the chosen option of a list and a FreeText box as plain
 * paragraphs after the page paragraph above them, and comments as Word comments on that
 * paragraph, which is what a sticky note becomes in Word. Captions, tooltips and the options not
 * chosen are left out: nothing in the DOCX would show them.
 */
export interface DocxFormTexts {
  /** Paragraphs to write after the body paragraph of each index (-1: before the first). */
  after: Map<number, Paragraph[]>;
  /** Comment ids anchored on the body paragraph of each index (-1: on a paragraph of their own). */
  comments: Map<number, number[]>;
  definitions: ICommentOptions[];
}

/** Where a body paragraph starts: its first piece's page and the top of its first line (page space). */
function startOf(paragraph: BodyParagraph): [number, number] {
  const piece = paragraph.pieces[0];
  return [piece?.page ?? 0, piece?.lines[0]?.[1] ?? piece?.box[1] ?? 0];
}

/**
 * The last body paragraph that starts above the middle of the text's box on its page, or on an
 * earlier page (-1 when none): a field's label, on the field's row or above it, comes before the value.
 */
function anchorOf(body: readonly BodyParagraph[], text: PdfFormText, cells: boolean): number {
  let anchor = -1;
  const middle = (text.box[1] + text.box[3]) / 2;
  body.forEach((paragraph, index) => {
    const [page, top] = startOf(paragraph);
    const before = page < text.page || (page === text.page && top <= middle);
    if (before && (cells || !paragraph.cell)) anchor = index;
  });
  return anchor;
}

const push = <T>(map: Map<number, T[]>, key: number, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

export function placeFormTexts(
  body: readonly BodyParagraph[],
  texts: readonly PdfFormText[],
  translate: (id: string, text: string) => string,
  rtl: boolean,
): DocxFormTexts {
  const placed: DocxFormTexts = { after: new Map(), comments: new Map(), definitions: [] };
  for (const text of texts) {
    const translation = translate(text.id, text.text).replace(/<\/?[gx]\d+\/?>/g, '');
    if (text.role === 'comment') {
      const id = placed.definitions.length;
      const children = translation.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)] }));
      placed.definitions.push({ id, children, ...(text.author ? { author: text.author } : {}) });
      push(placed.comments, anchorOf(body, text, false), id);
    } else if (text.role === 'value' || text.role === 'free-text' || (text.role === 'option' && text.selected)) {
      push(
        placed.after,
        anchorOf(body, text, true),
        new Paragraph({ children: [new TextRun(translation)], bidirectional: rtl }),
      );
    }
  }
  return placed;
}

/** A paragraph's runs with the comments anchored on it: the range around the runs, the marks after them. */
export function withComments<T>(
  children: T[],
  ids: readonly number[],
): (T | CommentRangeStart | CommentRangeEnd | TextRun)[] {
  if (ids.length === 0) return children;
  return [
    ...ids.map((id) => new CommentRangeStart(id)),
    ...children,
    ...ids.map((id) => new CommentRangeEnd(id)),
    ...ids.map((id) => new TextRun({ children: [new CommentReference(id)] })),
  ];
}
