/** A range of a part that rebuild may replace (a paragraph, a chart label, the title). */
export interface SplicedRange {
  start: number;
  end: number;
}

/** What rendering a unit needs: the source of a range with the units inside it rendered. */
export interface Slicer {
  slice(start: number, end: number): string;
  original(unit: SplicedRange): string;
}

/**
 * Copies a part's text with its units replaced. Units nest (a text box's paragraphs sit inside a
 * drawing inside an outer paragraph), so rendering a unit may itself call `slice` for the pieces
 * it keeps, and the nested units inside those pieces are replaced too.
 */
export class Splicer<Unit extends SplicedRange> implements Slicer {
  constructor(
    private readonly source: string,
    /** Sorted by start; ranges either nest or do not overlap, as XML elements do. */
    private readonly units: readonly Unit[],
    private readonly render: (unit: Unit, slicer: Slicer) => string,
  ) {}

  /** The source between two offsets, every unit inside it rendered. */
  slice(start: number, end: number): string {
    const { units, source } = this;
    let low = 0;
    let high = units.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((units[mid] as Unit).start < start) low = mid + 1;
      else high = mid;
    }
    const out: string[] = [];
    let cursor = start;
    for (let i = low; i < units.length; ) {
      const unit = units[i] as Unit;
      if (unit.start >= end || unit.end > end) break;
      if (unit.start === start && unit.end === end) {
        // The range is this unit itself (its original copy): only what it contains is rendered.
        i++;
        continue;
      }
      out.push(source.slice(cursor, unit.start), this.render(unit, this));
      cursor = unit.end;
      // Units nested inside this one were rendered with it.
      for (i++; i < units.length && (units[i] as Unit).start < unit.end; ) i++;
    }
    out.push(source.slice(cursor, end));
    return out.join('');
  }

  /** The unit's own source, nested units rendered. */
  original(unit: SplicedRange): string {
    return this.slice(unit.start, unit.end);
  }

  whole(): string {
    return this.slice(0, this.source.length);
  }
}
