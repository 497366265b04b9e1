import { parseInline } from '../../segments/inline-tags.ts';
import { settleTags } from '../data/tag-fallback.ts';
import { bilingualPair, type OutputMode } from '../format.ts';
import { type EncodeOptions, encodeAttribute, encodeText } from './entities.ts';
import { type MarkupEdit, type MarkupSkeleton, type PairEdit, type SegmentEdit, sortEdits } from './markup-edits.ts';

/**
 * Writes the markup back: the original string, with each changed segment or attribute
 * replaced in place. Anything outside an edit is copied byte for byte.
 */
export class MarkupWriter {
  private readonly edits: MarkupEdit[];
  private readonly source: string;
  private readonly encoding: EncodeOptions;

  constructor(
    private readonly skeleton: MarkupSkeleton,
    private readonly translations: ReadonlyMap<string, string>,
    private readonly mode: OutputMode,
    extra: MarkupEdit[],
    /** Changes the open tag of a translated copy (bilingual modes): id removed, language set. */
    private readonly copyOpenTag: (openTag: string) => string = (tag) => tag,
  ) {
    this.source = skeleton.file.text;
    this.encoding = { html: skeleton.html, charset: skeleton.charset };
    this.edits = sortEdits([...skeleton.edits, ...extra]);
  }

  write(): string {
    return this.range(0, this.source.length);
  }

  /** The original range with the edits inside it, outermost first (`self` is the edit being written). */
  range(start: number, end: number, self?: MarkupEdit): string {
    let out = '';
    let cursor = start;
    let index = this.firstAt(start);
    for (let edit = this.edits[index]; edit && edit.start < end; edit = this.edits[++index]) {
      if (edit === self || edit.start < cursor || edit.end > end) continue;
      out += this.source.slice(cursor, edit.start) + this.edit(edit);
      cursor = edit.end;
    }
    return out + this.source.slice(cursor, end);
  }

  private firstAt(start: number): number {
    let low = 0;
    let high = this.edits.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.edits[mid] as MarkupEdit).start < start) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private edit(edit: MarkupEdit): string {
    switch (edit.kind) {
      case 'replace':
        return edit.text;
      case 'attribute': {
        const target = this.translations.get(edit.id);
        if (target === undefined || target === edit.text) return this.source.slice(edit.start, edit.end);
        const lead = edit.value.slice(0, edit.value.indexOf(edit.text));
        const value = lead + target + edit.value.slice(lead.length + edit.text.length);
        return encodeAttribute(value, edit.quote, this.encoding);
      }
      case 'pair':
        return this.pair(edit);
      case 'segment':
        return this.segment(edit);
    }
  }

  private translated(edit: SegmentEdit): string {
    const translation = this.translations.get(edit.id);
    if (translation === undefined || translation === edit.text) return this.range(edit.start, edit.end, edit);
    return parseInline(settleTags(edit.text, translation))
      .map((token) => {
        if (token.type === 'text') {
          return edit.cdata ? token.text.replace(/]]>/g, ']]]]><![CDATA[>') : encodeText(token.text, this.encoding);
        }
        const markup = edit.tags.get(token.id);
        if (!markup) return '';
        if (token.type === 'close') return markup.close ? this.source.slice(...markup.close) : '';
        return this.range(...markup.open);
      })
      .join('');
  }

  private segment(edit: SegmentEdit): string {
    const target = this.translated(edit);
    const pair =
      edit.pairing?.style === 'join'
        ? bilingualPair(this.mode, this.source.slice(edit.start, edit.end), target)
        : undefined;
    return pair && edit.pairing?.style === 'join' ? pair.join(edit.pairing.separator) : target;
  }

  /** The element twice: as it was, and a copy holding the translation. */
  private pair(edit: PairEdit): string {
    const original = this.source.slice(edit.start, edit.end);
    const copy = this.copyOpenTag(this.range(edit.start, edit.openEnd)) + this.range(edit.openEnd, edit.end);
    const lineStart = this.source.lastIndexOf('\n', edit.start - 1) + 1;
    const indent = this.source.slice(lineStart, edit.start);
    const separator = this.skeleton.file.newline + (/^[ \t]*$/.test(indent) ? indent : '');
    const [first, second] = bilingualPair(this.mode, original, copy) ?? [copy, ''];
    return second ? first + separator + second : first;
  }
}
