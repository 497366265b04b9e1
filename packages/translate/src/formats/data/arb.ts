import type { Segment } from '../../segments/segment.ts';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import { applyReplacements, decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';
import { type JsonUnit, stringReplacements } from './json.ts';
import { jsonStrings, usesAsciiEscapes, writeJsonString } from './json-strings.ts';
import { messageSegments, messageValue } from './message-value.ts';

export interface ArbSkeleton {
  file: TextFile;
  units: JsonUnit[];
  /** Offsets of the `@@locale` value, which becomes the target language. */
  locale?: { start: number; end: number };
}

function descriptionOf(data: Record<string, unknown>, key: string): string | undefined {
  const meta = data[`@${key}`];
  const description = meta && typeof meta === 'object' ? (meta as Record<string, unknown>).description : undefined;
  return typeof description === 'string' ? description : undefined;
}

/**
 * Flutter ARB: the string of every key without `@` is a message (ICU plural and select messages
 * are translated branch by branch); `@` metadata is untouched and `@@locale` names the target.
 */
export const arb: DocumentFormat<ArbSkeleton> & { bilingual: false } = {
  id: 'arb',
  extensions: ['arb'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the ARB file' });
    const { strings, data } = jsonStrings(file.text, 'the ARB file');
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new FormatError('The file is damaged: an ARB file holds one JSON object of messages', 'corrupt');
    }
    const units: JsonUnit[] = [];
    const segments: Segment[] = [];
    let locale: ArbSkeleton['locale'];
    for (const string of strings) {
      const key = string.path[0];
      if (string.path.length !== 1 || typeof key !== 'string') continue;
      if (key === '@@locale') locale = { start: string.start, end: string.end };
      if (key.startsWith('@')) continue;
      const message = messageValue(key, string.value);
      const note = descriptionOf(data as Record<string, unknown>, key);
      const found = messageSegments(message, { part: key, kind: 'other', note });
      if (found.length === 0) continue;
      units.push({ start: string.start, end: string.end, message });
      segments.push(...found);
    }
    return { segments: requireSegments(segments, 'the ARB file'), skeleton: { file, units, locale } };
  },
  async rebuild(skeleton, translations, _mode, options) {
    const { file, locale } = skeleton;
    const replacements = stringReplacements(file, skeleton.units, translations);
    if (locale) {
      const code = writeJsonString(options.targetLanguage.replace(/-/g, '_'), usesAsciiEscapes(file.text));
      replacements.push({ ...locale, text: code });
    }
    return encodeText(applyReplacements(file.text, replacements), file);
  },
};
