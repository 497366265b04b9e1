import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import {
  applyReplacements,
  decodeText,
  encodeText,
  requireSegments,
  splitLines,
  type TextFile,
  type TextLine,
} from '../text-file.ts';
import { isTranslatableValue } from './translatable.ts';

interface PropertyUnit {
  id: string;
  /** The value's raw range: from its first character to the end of its last continuation line. */
  start: number;
  end: number;
  text: string;
}

export interface PropertiesSkeleton {
  file: TextFile;
  units: PropertyUnit[];
  /** Whether other characters are written as \uXXXX (ASCII-only files, as Java 8 requires). */
  escapeNonAscii: boolean;
}

const ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };

/** A value as Java reads it: escapes resolved, continuation lines joined without their indentation. */
function decodeValue(raw: string): string {
  return raw.replace(/\\(?:u([0-9a-fA-F]{4})|\r?\n[ \t\f]*|\r[ \t\f]*|(.))/g, (_match, hex: string, char: string) => {
    if (hex) return String.fromCharCode(Number.parseInt(hex, 16));
    if (char === undefined) return '';
    return ESCAPES[char] ?? char;
  });
}

function encodeValue(value: string, escapeNonAscii: boolean): string {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/^ /, '\\ ');
  return escapeNonAscii
    ? body.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : body;
}

/** Reads the logical lines of a properties file: where each key ends and its value starts and ends. */
function* entries(text: string) {
  const lines = splitLines(text);
  let comment: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { text: line, start } = lines[i] as TextLine;
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('!')) {
      comment = trimmed === '' ? [] : [...comment, trimmed.slice(1).trim()];
      continue;
    }
    // A line ending in an odd number of backslashes continues on the next one.
    let last = lines[i] as TextLine;
    while (/(?:^|[^\\])(?:\\\\)*\\$/.test(last.text) && i + 1 < lines.length) last = lines[++i] as TextLine;
    const end = last.end;
    const logical = text.slice(start, end);
    const keyMatch = /^[ \t\f]*((?:\\.|[^\s=:\\])*)[ \t\f]*[=:]?[ \t\f]*/.exec(logical);
    const valueStart = start + (keyMatch?.[0].length ?? 0);
    yield { key: decodeValue(keyMatch?.[1] ?? ''), valueStart, end, note: comment.join('\n') || undefined };
    comment = [];
  }
}

/**
 * Java .properties: values are segments (escapes and continuation lines resolved); keys and
 * comments are untouched. Files that are not UTF-8 are read as ISO-8859-1, as Java does.
 */
export const properties: DocumentFormat<PropertiesSkeleton> & { bilingual: false } = {
  id: 'properties',
  extensions: ['properties'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the properties file', latin1Fallback: true });
    const units: PropertyUnit[] = [];
    const segments: Segment[] = [];
    for (const entry of entries(file.text)) {
      const value = decodeValue(file.text.slice(entry.valueStart, entry.end));
      const text = value.trim();
      if (!isTranslatableValue(text)) continue;
      const id = `p${units.length + 1}`;
      units.push({ id, start: entry.valueStart, end: entry.end, text: value });
      segments.push({ id, text, context: { part: entry.key, kind: 'other', note: entry.note } });
    }
    const escapeNonAscii = file.encoding === 'windows-1252' || !/[^\p{ASCII}]/u.test(file.text);
    return { segments: requireSegments(segments, 'the properties file'), skeleton: { file, units, escapeNonAscii } };
  },
  async rebuild(skeleton, translations) {
    const { file, units, escapeNonAscii } = skeleton;
    const replacements = [];
    for (const unit of units) {
      const target = translations.get(unit.id);
      const text = unit.text.trim();
      if (target === undefined || target === text) continue;
      // Spaces around the text are part of a Java value: they stay.
      const lead = unit.text.slice(0, unit.text.indexOf(text));
      const value = lead + target + unit.text.slice(lead.length + text.length);
      replacements.push({ start: unit.start, end: unit.end, text: encodeValue(value, escapeNonAscii) });
    }
    return encodeText(applyReplacements(file.text, replacements), file);
  },
};
