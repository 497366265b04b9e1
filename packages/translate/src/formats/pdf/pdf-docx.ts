import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { parseInline } from '../../segments/tag-parse.ts';
import type { PdfParagraph, RunStyle } from './pdf-layout.ts';
import { isRightToLeft } from './shaping.ts';

/** Only what the DOCX writer needs from a skeleton: PDF and OCR skeletons both have it. */
export interface ParagraphSource {
  paragraphs: readonly Pick<PdfParagraph, 'id' | 'kind' | 'part' | 'text' | 'styles' | 'cell'>[];
}

const hexColor = (color: RunStyle['color']): string =>
  color
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

function runs(text: string, styles: readonly RunStyle[]): TextRun[] {
  const out: TextRun[] = [];
  const open: number[] = [];
  for (const token of parseInline(text)) {
    if (token.type === 'open') open.push(token.id);
    else if (token.type === 'close') open.splice(open.lastIndexOf(token.id), 1);
    else if (token.type === 'text') {
      const style = styles[open.findLast((id) => styles[id]) ?? 0] ?? styles[0];
      out.push(
        new TextRun({
          text: token.text,
          bold: style?.bold,
          italics: style?.italic,
          color: style ? hexColor(style.color) : undefined,
        }),
      );
    }
  }
  return out;
}

type Block = Paragraph | Table;

function paragraphOf(paragraph: ParagraphSource['paragraphs'][number], text: string, rtl: boolean): Paragraph {
  const children = runs(text, paragraph.styles);
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
 * reading order, with bold, italic and colour kept. Headers and footers are left out.
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
  for (const paragraph of body) {
    if (paragraph.cell) {
      if (done.has(paragraph.cell.table)) continue;
      done.add(paragraph.cell.table);
      blocks.push(
        tableOf(
          body.filter((p) => p.cell?.table === paragraph.cell?.table),
          translate,
          rtl,
        ),
      );
      continue;
    }
    blocks.push(paragraphOf(paragraph, translate(paragraph.id, paragraph.text), rtl));
  }
  const document = new Document({ sections: [{ children: blocks.length ? blocks : [new Paragraph('')] }] });
  return new Uint8Array(await Packer.toBuffer(document));
}
