import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import {
  applyReplacements,
  decodeText,
  encodeText,
  type Replacement,
  requireSegments,
  type TextFile,
} from '../text-file.ts';
import { jsonPath, jsonStrings, usesAsciiEscapes, writeJsonString } from './json-strings.ts';
import { type MessageValue, messageSegments, messageValue, renderMessage } from './message-value.ts';

export interface JsonUnit {
  start: number;
  end: number;
  message: MessageValue;
}

export interface JsonSkeleton {
  file: TextFile;
  units: JsonUnit[];
}

/** The changed strings, written in the file's escaping style, to splice into the original text. */
export function stringReplacements(
  file: TextFile,
  units: readonly JsonUnit[],
  translations: ReadonlyMap<string, string>,
): Replacement[] {
  const asciiOnly = usesAsciiEscapes(file.text);
  const replacements: Replacement[] = [];
  for (const unit of units) {
    const value = renderMessage(unit.message, translations);
    if (value !== undefined)
      replacements.push({ start: unit.start, end: unit.end, text: writeJsonString(value, asciiOnly) });
  }
  return replacements;
}

/**
 * JSON: every string value with words is a segment (ICU plurals by message); keys, numbers and
 * the layout are untouched. A bilingual JSON file makes no sense, so only the translation is written.
 */
export const json: DocumentFormat<JsonSkeleton> & { bilingual: false } = {
  id: 'json',
  extensions: ['json'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the JSON file' });
    const { strings } = jsonStrings(file.text, 'the JSON file');
    const units: JsonUnit[] = [];
    const segments: Segment[] = [];
    for (const string of strings) {
      const message = messageValue(`s${units.length + 1}`, string.value);
      const found = messageSegments(message, { part: jsonPath(string.path), kind: 'other' });
      if (found.length === 0) continue;
      units.push({ start: string.start, end: string.end, message });
      segments.push(...found);
    }
    return { segments: requireSegments(segments, 'the JSON file'), skeleton: { file, units } };
  },
  async rebuild(skeleton, translations) {
    const { file, units } = skeleton;
    // Splicing keeps the original indentation, key order and number spelling.
    return encodeText(applyReplacements(file.text, stringReplacements(file, units, translations)), file);
  },
};
