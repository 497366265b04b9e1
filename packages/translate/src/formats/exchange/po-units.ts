import { trailingSpace, trimOf } from '../../linear-text.ts';
import type { Segment } from '../../segments/segment.ts';
import { type Markup, type MarkupToken, renderSegment, settleTags, tokensToSegment } from '../markup-tags.ts';
import { isHeader, type PoEntry } from './po-entries.ts';

/** A msgid (or msgid_plural) as a segment: inner line breaks are tags, edge whitespace stays aside. */
export interface PoSource {
  id: string;
  text: string;
  markup: Markup;
  lead: string;
  trail: string;
}

/** An entry to fill: its sources and what the rebuild replaces. */
export interface PoUnit {
  singular: PoSource;
  plural?: PoSource;
  entry: PoEntry;
}

function sourceOf(id: string, value: string): PoSource | undefined {
  const lead = /^\s*/.exec(value)?.[0] ?? '';
  const body = value.slice(lead.length);
  const trail = trailingSpace(body);
  const inner = body.slice(0, body.length - trail.length);
  if (inner === '') return undefined;
  const tokens: MarkupToken[] = [];
  inner.split('\n').forEach((line, index) => {
    if (index > 0) tokens.push({ kind: 'self', raw: '\n' });
    if (line) tokens.push({ kind: 'text', text: line });
  });
  return { id, lead, trail, ...tokensToSegment(tokens) };
}

/** The translation written as the string gettext stores: tags back to line breaks, edges as the source's. */
export function renderPoSource(source: PoSource, translation: string): string {
  const settled = settleTags(source.text, translation);
  // Line breaks a repair put at the edges would break msgfmt's rule that both strings start and end alike.
  const inner = trimOf(
    renderSegment(settled, source.markup, (text) => text),
    '\n',
  );
  return source.lead + inner + source.trail;
}

function commentText(entry: PoEntry): string | undefined {
  const notes = entry.comments
    .filter((line) => line.startsWith('#.') || /^#(?:\s|$)/.test(line))
    .map((line) => line.replace(/^#\.?\s?/, ''))
    .filter(Boolean);
  return notes.length > 0 ? notes.join('\n') : undefined;
}

function isUntranslated(entry: PoEntry): boolean {
  return entry.flags?.values.includes('fuzzy') === true || entry.msgstr.every((field) => field.value === '');
}

/**
 * The entries to translate and their segments. When the header names a language, entries
 * already translated (and not fuzzy) keep their translation; a POT or a PO without a language
 * has every entry translated.
 */
export function poUnits(
  entries: readonly PoEntry[],
  declaredLanguage: boolean,
): { units: PoUnit[]; segments: Segment[] } {
  const units: PoUnit[] = [];
  const segments: Segment[] = [];
  for (const entry of entries) {
    if (isHeader(entry) || (declaredLanguage && !isUntranslated(entry))) continue;
    const id = `e${units.length + 1}`;
    const singular = sourceOf(id, entry.msgid.value);
    if (!singular) continue;
    const plural = entry.msgidPlural ? sourceOf(`${id}.plural`, entry.msgidPlural.value) : undefined;
    if (entry.msgidPlural && !plural) continue;
    const reference = entry.comments
      .find((line) => line.startsWith('#:'))
      ?.slice(2)
      .trim();
    const note = commentText(entry);
    const context = { part: entry.msgctxt?.value ?? reference, kind: 'other' as const, ...(note ? { note } : {}) };
    units.push({ singular, plural, entry });
    segments.push({ id: singular.id, text: singular.text, context });
    if (plural)
      segments.push({
        id: plural.id,
        text: plural.text,
        context: { ...context, note: [note, 'plural form'].filter(Boolean).join('\n') },
      });
  }
  return { units, segments };
}
