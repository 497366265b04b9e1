import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  WidthType,
} from 'docx';
import { parseInline } from '../../segments/tag-parse.ts';
import { placeFormTexts, withComments } from './form-texts-docx.ts';
import type { PdfFormText, PdfParagraph, RunStyle } from './pdf-layout.ts';
import { isRightToLeft } from './shaping.ts';

/** Only what the DOCX writer needs from a skeleton: PDF and OCR skeletons both have it. */
export interface ParagraphSource {
  paragraphs: readonly Pick<PdfParagraph, 'id' | 'kind' | 'part' | 'text' | 'styles' | 'cell' | 'pieces'>[];
  formTexts?: readonly PdfFormText[];
}

const hexColor = (color: RunStyle['color']): string =>
  color
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Faces every word processor has, for the PDF's families (the DOCX is edited, not printed as is). */
const WORD_FONTS: Partial<Record<RunStyle['family'], string>> = { serif: 'Times New Roman', mono: 'Courier New' };

/** A run with the PDF's style: weight, slant, colour, family, and the decorations drawn over it. */
function styledRun(text: string, style: RunStyle | undefined): TextRun {
  const decorated = (kind: string) => style?.decorations?.find((d) => d.kind === kind);
  const underline = decorated('underline');
  const highlight = decorated('highlight');
  const latin = style ? WORD_FONTS[style.family] : undefined;
  return new TextRun({
    text,
    bold: style?.bold,
    italics: style?.italic,
    color: style ? hexColor(style.color) : undefined,
    // Latin faces only: Chinese, Arabic and other scripts keep the document's own fonts.
    font: latin ? { ascii: latin, hAnsi: latin } : undefined,
    underline: underline ? { type: UnderlineType.SINGLE, color: hexColor(underline.color) } : undefined,
    strike: decorated('strike') ? true : undefined,
    superScript: style?.offset === 'superscript' ? true : undefined,
    subScript: style?.offset === 'subscript' ? true : undefined,
    shading: highlight ? { type: ShadingType.CLEAR, fill: hexColor(highlight.color), color: 'auto' } : undefined,
  });
}

/** Only links a reader can follow from the document go in: web and mail addresses. */
const followable = (uri: string | undefined): uri is string => uri !== undefined && /^(https?|mailto):/i.test(uri);

function runs(text: string, styles: readonly RunStyle[]): (TextRun | ExternalHyperlink)[] {
  const out: (TextRun | ExternalHyperlink)[] = [];
  const open: number[] = [];
  for (const token of parseInline(text)) {
    if (token.type === 'open') open.push(token.id);
    else if (token.type === 'close') open.splice(open.lastIndexOf(token.id), 1);
    else if (token.type === 'text') {
      const style = styles[open.findLast((id) => styles[id]) ?? 0] ?? styles[0];
      const run = styledRun(token.text, style);
      const uri = style?.decorations?.find((d) => d.kind === 'link')?.link?.uri;
      out.push(followable(uri) ? new ExternalHyperlink({ link: uri, children: [run] }) : run);
    }
  }
  return out;
}

type Block = Paragraph | Table;

function paragraphOf(
  paragraph: ParagraphSource['paragraphs'][number],
  text: string,
  rtl: boolean,
  comments: readonly number[] = [],
): Paragraph {
  const children = withComments(runs(text, paragraph.styles), comments);
  if (paragraph.kind === 'heading')
    return new Paragraph({ children, heading: HeadingLevel.HEADING_2, bidirectional: rtl });
  if (paragraph.kind === 'list-item') return new Paragraph({ children, bullet: { level: 0 }, bidirectional: rtl });
  return new Paragraph({ children, bidirectional: rtl });
}

function tableOf(
  cells: ParagraphSource['paragraphs'],
  translate: (id: string, text: string) => string,
  rtl: boolean,
): Table {
  const rows = new Map<number, ParagraphSource['paragraphs'][number][]>();
  for (const cell of cells) rows.set(cell.cell?.row ?? 0, [...(rows.get(cell.cell?.row ?? 0) ?? []), cell]);
  const width = Math.max(...[...rows.values()].map((row) => row.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [...rows.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([, row]) => {
        const sorted = [...row].sort((a, b) => (a.cell?.column ?? 0) - (b.cell?.column ?? 0));
        const filled = [...sorted.map((cell) => paragraphOf(cell, translate(cell.id, cell.text), rtl))];
        while (filled.length < width) filled.push(new Paragraph(''));
        return new TableRow({ children: filled.map((p) => new TableCell({ children: [p] })) });
      }),
  });
}

/**
 * The translation as an editable Word document: paragraphs, headings, lists and tables in
 * reading order, with bold, italic and colour kept. Headers and footers are left out. Form values
 * and FreeText boxes are written in place and comments become Word comments (form-texts-docx.ts).
 */
export async function translatedDocx(
  source: ParagraphSource,
  translations: ReadonlyMap<string, string>,
  targetLanguage: string,
): Promise<Uint8Array> {
  const rtl = isRightToLeft(targetLanguage);
  const translate = (id: string, text: string) => translations.get(id) ?? text;
  const blocks: Block[] = [];
  const done = new Set<number>();
  const body = source.paragraphs.filter((p) => p.part === 'body');
  const forms = placeFormTexts(body, source.formTexts ?? [], translate, rtl);
  const unanchored = forms.comments.get(-1) ?? [];
  if (unanchored.length > 0) blocks.push(new Paragraph({ children: withComments([], unanchored) }));
  blocks.push(...(forms.after.get(-1) ?? []));
  body.forEach((paragraph, index) => {
    if (!paragraph.cell) {
      blocks.push(paragraphOf(paragraph, translate(paragraph.id, paragraph.text), rtl, forms.comments.get(index)));
    } else if (!done.has(paragraph.cell.table)) {
      done.add(paragraph.cell.table);
      blocks.push(
        tableOf(
          body.filter((p) => p.cell?.table === paragraph.cell?.table),
          translate,
          rtl,
        ),
      );
    }
    // Form texts below a table cell come after the whole table.
    blocks.push(...(forms.after.get(index) ?? []));
  });
  const document = new Document({
    ...(forms.definitions.length > 0 ? { comments: { children: forms.definitions } } : {}),
    sections: [{ children: blocks.length ? blocks : [new Paragraph('')] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
