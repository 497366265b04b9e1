import type { Mark, PageChar, TextLine } from './page-text.ts';
import type { Box, Decoration, PageLink, Rgb } from './pdf-layout.ts';

const near = (a: Rgb, b: Rgb) => a.every((channel, i) => Math.abs(channel - (b[i] ?? 0)) < 0.06);

/** Paper-coloured boxes are backgrounds, not highlights. */
const isInk = (color: Rgb) => Math.min(...color) < 0.92;

/**
 * How a mark decorates a character, from where it sits against the baseline, in font sizes: a
 * thin rule from a little above the baseline to below it underlines, one across the middle of
 * the letters strikes through, a box behind the letters highlights.
 */
function decorationOf(mark: Mark, char: PageChar): Decoration | undefined {
  const [x0, y0, x1, y1] = mark.box;
  const center = (char.box[0] + char.box[2]) / 2;
  if (center < x0 || center > x1) return undefined;
  const size = char.size || 1;
  const top = (y0 - char.origin[1]) / size;
  const bottom = (y1 - char.origin[1]) / size;
  const decoration = { color: mark.color, top, bottom };
  if (y1 - y0 <= Math.max(2.5, size * 0.15)) {
    const middle = (top + bottom) / 2;
    if (middle >= -0.15 && middle <= 0.45) return { kind: 'underline', ...decoration };
    if (middle > -0.65 && middle < -0.15) return { kind: 'strike', ...decoration };
    return undefined;
  }
  const behind = mark.filled && isInk(mark.color) && !near(mark.color, char.style.color);
  if (behind && y1 - y0 <= size * 2 && top < -0.5 && bottom > 0) return { kind: 'highlight', ...decoration };
  return undefined;
}

/** A mark reaching well past the line's text is a rule or a cell of the page, not a decoration of it. */
function withinLine(mark: Mark, line: TextLine, size: number): boolean {
  return mark.box[0] >= line.box[0] - size && mark.box[2] <= line.box[2] + size;
}

/**
 * Gives each character of upright lines the decorations drawn over it, and records on the
 * character the marks that drew them, for the writer to remove with the text.
 */
export function attachDecorations(
  lines: readonly TextLine[],
  marks: readonly Mark[],
  links: readonly PageLink[],
): void {
  if (marks.length === 0 && links.length === 0) return;
  for (const line of lines) {
    if (line.direction[0] < 0.99) continue;
    const size = Math.max(...line.chars.map((c) => c.size));
    const near = marks.filter(
      (mark) => withinLine(mark, line, size) && mark.box[1] < line.box[3] + size * 0.5 && mark.box[3] > line.box[1] - 1,
    );
    for (const char of line.chars) {
      for (const mark of near) {
        const decoration = decorationOf(mark, char);
        if (!decoration) continue;
        const kept = (char.style.decorations ?? []).filter((d) => d.kind !== decoration.kind);
        char.style = { ...char.style, decorations: [...kept, decoration] };
        char.marks = [...(char.marks ?? []), mark.box];
      }
      const link = links.find((l) => inside(char.box, l.box));
      if (link) {
        const decoration: Decoration = { kind: 'link', color: [0, 0, 0], top: 0, bottom: 0, link };
        char.style = { ...char.style, decorations: [...(char.style.decorations ?? []), decoration] };
      }
    }
  }
}

/** The centre of a character inside a link's box. */
function inside(char: Box, box: Box): boolean {
  const x = (char[0] + char[2]) / 2;
  const y = (char[1] + char[3]) / 2;
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

const sameLink = (a: Decoration, b: Decoration) =>
  a.link?.uri === b.link?.uri && a.link?.box.every((value, i) => value === b.link?.box[i]) !== false;

export function sameDecorations(a: readonly Decoration[] = [], b: readonly Decoration[] = []): boolean {
  return (
    a.length === b.length &&
    a.every((d) => b.some((e) => e.kind === d.kind && near(e.color, d.color) && sameLink(d, e)))
  );
}

const num = (value: number): string => (Math.round(value * 1000) / 1000).toString();

/**
 * Fill operators for the decorations of a run drawn from u0 to u1 on baseline v of a frame with
 * direction (c, s), in page space. Rules are at least half a point thick, so they stay visible.
 */
export function decorationOperators(
  decorations: readonly Decoration[],
  run: { u0: number; u1: number; v: number; size: number },
  direction: [number, number],
): { behind: string[]; over: string[]; links: MovedLink[] } {
  const [c, s] = direction;
  const point = (u: number, v: number) => `${num(u * c - v * s)} ${num(u * s + v * c)}`;
  const behind: string[] = [];
  const over: string[] = [];
  const links: MovedLink[] = [];
  for (const decoration of decorations) {
    if (decoration.link) {
      links.push({ ...decoration.link, to: runBox(run, direction) });
      continue;
    }
    let v0 = run.v + decoration.top * run.size;
    let v1 = run.v + decoration.bottom * run.size;
    if (decoration.kind !== 'highlight' && v1 - v0 < 0.5) [v0, v1] = [(v0 + v1) / 2 - 0.25, (v0 + v1) / 2 + 0.25];
    const path = `${point(run.u0, v0)} m ${point(run.u1, v0)} l ${point(run.u1, v1)} l ${point(run.u0, v1)} l h f`;
    (decoration.kind === 'highlight' ? behind : over).push(`${decoration.color.map(num).join(' ')} rg ${path}`);
  }
  return { behind, over, links };
}

/** A source link and one box of the translated text it now covers (a link over two lines has two). */
export interface MovedLink extends PageLink {
  to: Box;
}

/** The page-space box of a run, from above its capitals to below its descenders. */
function runBox(run: { u0: number; u1: number; v: number; size: number }, [c, s]: [number, number]): Box {
  const corners = [
    [run.u0, run.v - run.size * 0.8],
    [run.u1, run.v + run.size * 0.25],
  ].map(([u = 0, v = 0]) => [u * c - v * s, u * s + v * c] as const);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
