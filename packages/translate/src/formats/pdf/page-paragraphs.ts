import { keptReason, type PageContext, pagePart, segmentKind } from './content-kinds.ts';
import { isHiddenLayer } from './hidden-text.ts';
import { type GroupLine, groupLines, type LineGroup, lineSize } from './line-grouping.ts';
import type { PageText } from './page-text.ts';
import { taggedText } from './paragraph-text.ts';
import { type Alignment, type Box, median, type PdfParagraph, type Rgb, unionBox } from './pdf-layout.ts';
import { findTableCells, type Placed, reachAcross, readingOrder, roomBelow } from './reading-order.ts';

/** A paragraph of one page before paragraphs are numbered and joined over breaks. */
export interface PageParagraph extends Placed {
  paragraph: Omit<PdfParagraph, 'id'>;
  /** Plain text, for joining paragraphs that continue over a break. */
  plain: string;
}

function leadingOf(lines: readonly GroupLine[], size: number): number {
  const pitches = lines.slice(1).map((line, i) => line.baseline - (lines[i] as GroupLine).baseline);
  return pitches.length ? median(pitches) : size * 1.2;
}

function alignmentOf(group: LineGroup, pageBox: Box, pageWidth: number): Alignment {
  const lefts = group.lines.map((line) => line.frameBox[0]);
  const rights = group.lines.slice(0, -1).map((line) => line.frameBox[2]);
  const spread = (values: number[]) => (values.length ? Math.max(...values) - Math.min(...values) : 0);
  if (group.lines.length > 1) {
    // Three lines or more, flush at both edges but for the last: set justified.
    if (spread(lefts) < 2) return group.lines.length >= 3 && spread(rights) < 2 ? 'justify' : 'left';
    const allRights = group.lines.map((line) => line.frameBox[2]);
    if (spread(allRights) < 2) return 'right';
    const centers = group.lines.map((line) => (line.frameBox[0] + line.frameBox[2]) / 2);
    return spread(centers) < 3 ? 'center' : 'left';
  }
  const center = (pageBox[0] + pageBox[2]) / 2;
  const centered = Math.abs(center - pageWidth / 2) < pageWidth * 0.02 && pageBox[0] > pageWidth * 0.12;
  if (centered && group.direction[0] > 0.99) return 'center';
  return rights.length === 0 && /\p{Script=Arabic}|\p{Script=Hebrew}/u.test(lineText(group)) ? 'right' : 'left';
}

const lineText = (group: LineGroup) => group.lines.map((line) => line.chars.map((c) => c.text).join('')).join(' ');

function bodySizeOf(groups: readonly LineGroup[]): number {
  const sizes = groups.flatMap((group) =>
    group.lines.flatMap((line) => line.chars.map((c) => Math.round(c.size * 2) / 2)),
  );
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * The page-space boxes that remove the original: each line's, or for a tilted line (neither upright nor
 * quarter-turned) each character's, as the box of a slanting line holds much it must not touch and its
 * shrunk middle misses the glyphs at its ends.
 */
function redactedBoxes(group: LineGroup): Box[] {
  const [c, s] = group.direction;
  const square = Math.abs(c) > 0.999 || Math.abs(s) > 0.999;
  return square
    ? group.lines.map((line) => line.pageBox)
    : group.lines.flatMap((line) => line.chars.filter((ch) => /\S/u.test(ch.text)).map((ch) => ch.box));
}

function toParagraph(group: LineGroup, page: number, text: PageText, context: PageContext): PageParagraph | undefined {
  const tagged = taggedText(group.lines, group.stacked, group.direction);
  const pageBox = unionBox(group.lines.map((line) => line.pageBox));
  const base = tagged.styles[0];
  const hidden = isHiddenLayer(group);
  // A hidden layer lies over its scan: the picture is the page, not a figure the text belongs to.
  if (!base || keptReason(tagged.plain, base, pageBox, hidden ? [] : text.figures)) return undefined;
  const size = median(group.lines.map(lineSize));
  const part = pagePart(pageBox, group.lines.length, context);
  const box = unionBox(group.lines.map((line) => line.frameBox));
  return {
    box: pageBox,
    plain: tagged.plain,
    paragraph: {
      kind: segmentKind(group, tagged.plain, size, base, context),
      part,
      text: tagged.text,
      styles: tagged.styles,
      pieces: [
        {
          page,
          direction: group.direction,
          box,
          room: box[3],
          lines: redactedBoxes(group),
          ...decorationMarks(group),
          size,
          leading: leadingOf(group.lines, size),
          ascent: (group.lines[0]?.baseline ?? box[3]) - box[1],
          align: group.stacked ? 'center' : alignmentOf(group, pageBox, text.width),
          sourceChars: tagged.plain.length,
          ...(hidden ? { cover: [1, 1, 1] as Rgb } : {}),
          ...(group.stacked ? { stacked: true as const } : {}),
        },
      ],
    },
  };
}

/** The drawings of the group's decorations, each once. */
function decorationMarks(group: LineGroup): { decorations?: Box[] } {
  const marks = new Set(group.lines.flatMap((line) => line.chars.flatMap((c) => c.marks ?? [])));
  return marks.size ? { decorations: [...marks] } : {};
}

/** Tables are read row by row as one unit; everything else by the XY cut. */
function orderBody(body: PageParagraph[]): PageParagraph[] {
  const cells = findTableCells(body.map((p) => p.box));
  const tables = new Map<number, PageParagraph[]>();
  const units: (Placed & { members: PageParagraph[] })[] = [];
  body.forEach((paragraph, index) => {
    const cell = cells.get(index);
    if (!cell) {
      units.push({ box: paragraph.box, members: [paragraph] });
      return;
    }
    paragraph.paragraph.kind = 'cell';
    paragraph.paragraph.cell = { table: cell.table, row: cell.row, column: cell.column };
    tables.set(cell.table, [...(tables.get(cell.table) ?? []), paragraph]);
  });
  for (const members of tables.values()) {
    const byPosition = (p: PageParagraph) => (p.paragraph.cell?.row ?? 0) * 1000 + (p.paragraph.cell?.column ?? 0);
    members.sort((a, b) => byPosition(a) - byPosition(b));
    units.push({ box: unionBox(members.map((m) => m.box)), members });
  }
  return readingOrder(units).flatMap((unit) => unit.members);
}

/** The translatable paragraphs of one page in reading order: header, body, footer. */
export function pageParagraphs(text: PageText, page: number): PageParagraph[] {
  const groups = groupLines(text.lines);
  const context: PageContext = { height: text.height, bodySize: bodySizeOf(groups) };
  const paragraphs = groups.flatMap((group) => toParagraph(group, page, text, context) ?? []);
  const texts = groups.map((group) => unionBox(group.lines.map((l) => l.pageBox)));
  const solids = [...text.drawings, ...text.images];
  const obstacles = [...texts, ...solids];
  for (const paragraph of paragraphs) {
    const piece = paragraph.paragraph.pieces[0];
    if (!piece || piece.direction[0] < 0.99) continue;
    const others = obstacles.filter((box) => box !== paragraph.box && !sameBox(box, paragraph.box));
    piece.room = roomBelow(paragraph.box, others, text.height);
    const beside = { texts: texts.filter((box) => !sameBox(box, paragraph.box)), solids };
    // Text over a scan widens over the picture's own pixels, and a line of a column of text (a
    // line of the same paragraph read apart, say) keeps the column's width: both stay in their box.
    if (!piece.cover && !inColumn(paragraph.box, beside.texts, piece.size)) {
      piece.reach = reachAcross(paragraph.box, beside, text.width);
    }
  }
  const inPart = (part: PdfParagraph['part']) => paragraphs.filter((p) => p.paragraph.part === part);
  return [...readingOrder(inPart('header')), ...orderBody(inPart('body')), ...readingOrder(inPart('footer'))];
}

/** Whether other text lies right above or below, closer than body text's line spacing leaves. */
function inColumn(box: Box, texts: readonly Box[], size: number): boolean {
  return texts.some((other) => {
    const across = other[0] < box[2] - 0.5 && box[0] < other[2] - 0.5;
    const gap = Math.max(other[1] - box[3], box[1] - other[3]);
    return across && gap > -0.5 && gap < size * 0.6;
  });
}

const sameBox = (a: Box, b: Box) => a.every((value, i) => Math.abs(value - (b[i] as number)) < 0.01);
