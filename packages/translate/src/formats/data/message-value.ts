import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment, SegmentContext } from '../../segments/segment.ts';
import { type IcuMessage, icuUnits, parseIcu, renderIcu } from './icu-message.ts';
import { isTranslatableValue } from './translatable.ts';

/**
 * A string of a localisation file (JSON, ARB) as segments: the trimmed text, or one segment per
 * message of an ICU plural/select structure (ids `s4`, `s4/one`, `s4/other`).
 */
export interface MessageValue {
  id: string;
  value: string;
  icu?: IcuMessage;
}

export function messageValue(id: string, value: string): MessageValue {
  return { id, value, icu: parseIcu(value) };
}

function unitId(base: string, path: string): string {
  return path ? `${base}/${path}` : base;
}

export function messageSegments(message: MessageValue, context: SegmentContext): Segment[] {
  if (!message.icu) {
    const text = message.value.trim();
    return isTranslatableValue(text) ? [{ id: message.id, text, context }] : [];
  }
  return icuUnits(message.value, message.icu)
    .filter((unit) => /\p{L}/u.test(stripTags(unit.text)))
    .map((unit) => ({ id: unitId(message.id, unit.path), text: unit.text, context }));
}

/** The string with its translations, or undefined when nothing in it changed. */
export function renderMessage(message: MessageValue, translations: ReadonlyMap<string, string>): string | undefined {
  const { value, icu, id } = message;
  if (!icu) {
    const text = value.trim();
    const target = translations.get(id);
    if (target === undefined || target === text) return undefined;
    const lead = value.slice(0, value.indexOf(text));
    return lead + target + value.slice(lead.length + text.length);
  }
  const out = renderIcu(value, icu, (path, text) => translations.get(unitId(id, path)) ?? text);
  return out === value ? undefined : out;
}
