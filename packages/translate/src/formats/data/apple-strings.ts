import type { Segment } from '../../segments/segment.ts';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import { applyReplacements, decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';
import { isTranslatableValue } from './translatable.ts';

interface StringsUnit {
  id: string;
  /** The value's range inside its quotes. */
  start: number;
  end: number;
  text: string;
}

export interface AppleStringsSkeleton {
  file: TextFile;
  units: StringsUnit[];
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };

function decodeString(raw: string): string {
  return raw.replace(/\\(?:[uU]([0-9a-fA-F]{4})|([\s\S]))/g, (_m, hex: string, char: string) =>
    hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (ESCAPES[char] ?? char),
  );
}

function encodeString(value: string): string {
  return value.replace(/[\\"\n\r]/g, (char) => (char === '\n' ? '\\n' : char === '\r' ? '\\r' : `\\${char}`));
}

/** A small reader for the old-style property list grammar of .strings files. */
class StringsReader {
  i = 0;
  comment = '';
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const line = this.text.slice(0, this.i).split('\n').length;
    throw new FormatError(`The file is damaged: ${what} on line ${line} of the strings file`, 'corrupt');
  }

  /** Skips spaces and comments, remembering the last comment as a note for translators. */
  skip(): void {
    for (;;) {
      while (this.i < this.text.length && /\s/.test(this.text[this.i] as string)) this.i++;
      if (this.text.startsWith('/*', this.i)) {
        const end = this.text.indexOf('*/', this.i + 2);
        if (end < 0) this.fail('a comment is never closed');
        this.comment = this.text.slice(this.i + 2, end).trim();
        this.i = end + 2;
      } else if (this.text.startsWith('//', this.i)) {
        const end = this.text.indexOf('\n', this.i);
        this.comment = this.text.slice(this.i + 2, end < 0 ? undefined : end).trim();
        this.i = end < 0 ? this.text.length : end + 1;
      } else return;
    }
  }

  /** A quoted or bare string; returns the range of its content. */
  string(): { start: number; end: number } {
    this.skip();
    if (this.text[this.i] === '"') {
      const start = ++this.i;
      while (this.i < this.text.length && this.text[this.i] !== '"') this.i += this.text[this.i] === '\\' ? 2 : 1;
      if (this.i >= this.text.length) this.fail('a quoted string is never closed');
      return { start, end: this.i++ };
    }
    const start = this.i;
    while (this.i < this.text.length && /[\w.$:/-]/.test(this.text[this.i] as string)) this.i++;
    if (this.i === start) this.fail('a key or value is missing');
    return { start, end: this.i };
  }

  expect(char: string): void {
    this.skip();
    if (this.text[this.i] !== char) this.fail(`"${char}" is missing`);
    this.i++;
  }
}

/** Apple .strings: `"key" = "value";` values are segments; keys and comments (kept as notes) are untouched. */
export const appleStrings: DocumentFormat<AppleStringsSkeleton> & { bilingual: false } = {
  id: 'strings',
  extensions: ['strings'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the strings file' });
    const reader = new StringsReader(file.text);
    const units: StringsUnit[] = [];
    const segments: Segment[] = [];
    for (;;) {
      reader.comment = '';
      reader.skip();
      if (reader.i >= file.text.length) break;
      const note = reader.comment || undefined;
      const key = reader.string();
      reader.expect('=');
      const value = reader.string();
      reader.expect(';');
      const text = decodeString(file.text.slice(value.start, value.end));
      if (!isTranslatableValue(text)) continue;
      const id = `a${units.length + 1}`;
      units.push({ id, start: value.start, end: value.end, text });
      const part = decodeString(file.text.slice(key.start, key.end));
      segments.push({ id, text: text.trim(), context: { part, kind: 'other', note } });
    }
    return { segments: requireSegments(segments, 'the strings file'), skeleton: { file, units } };
  },
  async rebuild(skeleton, translations) {
    const { file, units } = skeleton;
    const replacements = [];
    for (const unit of units) {
      const source = unit.text.trim();
      const target = translations.get(unit.id);
      if (target === undefined || target === source) continue;
      const lead = unit.text.slice(0, unit.text.indexOf(source));
      const value = lead + target + unit.text.slice(lead.length + source.length);
      replacements.push({ start: unit.start, end: unit.end, text: encodeString(value) });
    }
    return encodeText(applyReplacements(file.text, replacements), file);
  },
};
