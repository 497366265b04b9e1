import { type Box, boxWidth, unionBox } from './pdf-layout.ts';

/** Something placed on the page: a paragraph, or a whole table read row by row. */
export interface Placed {
  box: Box;
}

function split<T extends Placed>(items: readonly T[], axis: 0 | 1): T[][] {
  const sorted = [...items].sort((a, b) => a.box[axis] - b.box[axis]);
  const groups: T[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const group = groups.at(-1);
    if (group && item.box[axis] < end - 1) group.push(item);
    else groups.push([item]);
    end = Math.max(end, item.box[axis + 2] as number);
  }
  return groups;
}

/** Splits into bands at the given items (titles over columns), keeping everything between together. */
function bandsAt<T extends Placed>(items: readonly T[], cuts: readonly T[]): T[][] | undefined {
  if (cuts.length === 0 || cuts.length === items.length) return undefined;
  const groups: T[][] = [];
  let rest = [...items].filter((item) => !cuts.includes(item));
  for (const cut of [...cuts].sort((a, b) => a.box[1] - b.box[1])) {
    const above = rest.filter((item) => (item.box[1] + item.box[3]) / 2 < cut.box[1]);
    rest = rest.filter((item) => !above.includes(item));
    if (above.length) groups.push(above);
    groups.push([cut]);
  }
  if (rest.length) groups.push(rest);
  return groups;
}

/** Items wider than most of the others' span. */
function splitAtWide<T extends Placed>(items: readonly T[]): T[][] | undefined {
  const all = unionBox(items.map((item) => item.box));
  return bandsAt(
    items,
    items.filter((item) => boxWidth(item.box) > boxWidth(all) * 0.6),
  );
}

const sideBySide = (a: Box, b: Box): boolean => a[0] < b[2] - 1 && b[0] < a[2] - 1;

/**
 * Items that every other item overlaps across: a paragraph or title that runs over all the
 * columns below or above it. Cutting there first keeps a column whole when a blank band happens
 * to cross both columns at the same height.
 */
function splitAtSpanning<T extends Placed>(items: readonly T[]): T[][] | undefined {
  return bandsAt(
    items,
    items.filter((item) => items.every((other) => other === item || sideBySide(item.box, other.box))),
  );
}

/** The widest empty gap across one axis, and the items on each side of it. */
function widestGap<T extends Placed>(items: readonly T[], axis: 0 | 1): { gap: number; parts: T[][] } | undefined {
  const groups = split(items, axis);
  let best: { gap: number; parts: T[][] } | undefined;
  for (let k = 1; k < groups.length; k++) {
    const before = groups.slice(0, k).flat();
    const after = groups.slice(k).flat();
    const gap =
      Math.min(...after.map((item) => item.box[axis])) -
      Math.max(...before.map((item) => item.box[axis + 2] as number));
    if (!best || gap > best.gap) best = { gap, parts: [before, after] };
  }
  return best;
}

/**
 * Reading order of one page's body (a recursive XY cut at the widest gap): columns left to right,
 * bands top to bottom, titles that span columns cutting the page into bands.
 */
export function readingOrder<T extends Placed>(items: readonly T[]): T[] {
  if (items.length <= 1) return [...items];
  const across = widestGap(items, 0);
  if (!across) {
    const spanned = splitAtSpanning(items);
    if (spanned && spanned.length > 1) return spanned.flatMap((band) => readingOrder(band));
  }
  const down = widestGap(items, 1);
  const cut = across && (!down || across.gap >= down.gap) ? across : down;
  if (cut) return cut.parts.flatMap((part) => readingOrder(part));
  const bands = splitAtWide(items);
  if (bands && bands.length > 1) return bands.flatMap((band) => readingOrder(band));
  return [...items].sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}

/**
 * How far down a box may grow before it meets other content that overlaps it horizontally, or
 * the page's bottom margin.
 */
export function roomBelow(box: Box, others: readonly Box[], pageHeight: number): number {
  let limit = Math.max(box[3], pageHeight - PAGE_MARGIN);
  for (const other of others) {
    if (other === box) continue;
    const overlapsAcross = other[0] < box[2] - 0.5 && box[0] < other[2] - 0.5;
    if (overlapsAcross && other[1] >= box[3] - 1) limit = Math.min(limit, other[1] - 1);
    // A band, a cell or a frame the text sits in: the text stays inside it.
    else if (contains(other, box)) limit = Math.min(limit, other[3] - 1);
  }
  return Math.max(box[3], limit);
}

/** Nothing grows into the page's outer 28 points (about 1 cm), where printers cut and viewers crop. */
const PAGE_MARGIN = 28;
/** Space kept between widened text and its neighbour. */
const GAP = 4;

const contains = (outer: Box, inner: Box): boolean =>
  outer[0] <= inner[0] + 0.5 && outer[1] <= inner[1] + 0.5 && outer[2] >= inner[2] - 0.5 && outer[3] >= inner[3] - 0.5;

/**
 * How far a box may widen to each side, [left, right], before it meets other content level with
 * it, the frame it sits in, or the page's side margins: a label or a title whose translation is
 * longer keeps its size and line in the free space beside it.
 */
export function reachAcross(
  box: Box,
  around: { texts: readonly Box[]; solids: readonly Box[] },
  pageWidth: number,
): [number, number] {
  let left = Math.min(box[0], PAGE_MARGIN);
  let right = Math.max(box[2], pageWidth - PAGE_MARGIN);
  // Text beside it may widen towards it too: each takes at most half of the gap between them.
  const limit = (others: readonly Box[], share: number) => {
    for (const other of others) {
      if (other === box) continue;
      if (contains(other, box)) {
        left = Math.max(left, other[0] + GAP);
        right = Math.min(right, other[2] - GAP);
        continue;
      }
      const level = other[1] < box[3] - 0.5 && box[1] < other[3] - 0.5;
      if (!level) continue;
      if (other[2] <= box[0] + 1) left = Math.max(left, box[0] - (box[0] - other[2]) * share + GAP);
      else if (other[0] >= box[2] - 1) right = Math.min(right, box[2] + (other[0] - box[2]) * share - GAP);
      // Already touching (a spreadsheet cell's text running into the next): no widening that way.
      else if (other[0] + other[2] > box[0] + box[2]) right = box[2];
      else left = box[0];
    }
  };
  limit(around.texts, 0.5);
  limit(around.solids, 1);
  return [Math.min(left, box[0]), Math.max(right, box[2])];
}

export interface TableCell {
  box: Box;
  row: number;
  column: number;
}

/**
 * Finds tables: two or more rows whose cells start at the same height, with the same number of
 * cells and aligned left edges. Returns the cell position of each index in `boxes`.
 */
export function findTableCells(boxes: readonly Box[]): Map<number, { table: number } & TableCell> {
  const cells = new Map<number, { table: number } & TableCell>();
  const rows = rowsOf(boxes);
  let table = -1;
  let previous: number[] | undefined;
  let rowIndex = 0;
  for (const row of rows) {
    const above = previous;
    const aligned =
      above !== undefined &&
      above.length === row.length &&
      row.every((index, i) => Math.abs((boxes[index] as Box)[0] - (boxes[above[i] as number] as Box)[0]) < 6);
    if (row.length < 2) {
      previous = undefined;
      continue;
    }
    if (!aligned) {
      table += 1;
      rowIndex = 0;
    }
    row.forEach((index, column) => {
      cells.set(index, { table, row: rowIndex, column, box: boxes[index] as Box });
    });
    rowIndex += 1;
    previous = row;
  }
  // A single row is not a table: two columns of text also start side by side.
  const rowCounts = new Map<number, number>();
  for (const cell of cells.values()) rowCounts.set(cell.table, Math.max(rowCounts.get(cell.table) ?? 0, cell.row + 1));
  for (const [index, cell] of cells) if ((rowCounts.get(cell.table) ?? 0) < 2) cells.delete(index);
  return cells;
}

function rowsOf(boxes: readonly Box[]): number[][] {
  const order = boxes.map((_, i) => i).sort((a, b) => (boxes[a] as Box)[1] - (boxes[b] as Box)[1]);
  const rows: number[][] = [];
  for (const index of order) {
    const top = (boxes[index] as Box)[1];
    const row = rows.at(-1);
    if (row && Math.abs((boxes[row[0] as number] as Box)[1] - top) < 2.5) row.push(index);
    else rows.push([index]);
  }
  return rows.map((row) => row.sort((a, b) => (boxes[a] as Box)[0] - (boxes[b] as Box)[0]));
}
