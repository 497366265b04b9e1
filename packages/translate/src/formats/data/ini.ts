import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import { applyReplacements, decodeText, encodeText, requireSegments, splitLines, type TextFile } from '../text-file.ts';
import { isTranslatableValue } from './translatable.ts';

interface IniUnit {
  id: string;
  start: number;
  end: number;
  text: string;
  /** The quote around the value in the file, if any. */
  quote: string;
}

export interface IniSkeleton {
  file: TextFile;
  units: IniUnit[];
}

/** `key = value ; comment`: the value's range, without quotes, surrounding spaces and inline comment. */
// The key ends on a non-space and the value starts on one, so each run of spaces has one reading
// (a lazy key or a free value would try every split of a long run of spaces).
const ENTRY = /^([ \t]*)([^=;#[\s](?:[^=]*[^= \t])?)([ \t]*=[ \t]*)((?![ \t]).*)$/;

function valueRange(raw: string): { offset: number; text: string; quote: string } | undefined {
  const quoted = /^(["'])(.*)\1/.exec(raw);
  if (quoted) return { offset: 1, text: quoted[2] as string, quote: quoted[1] as string };
  // An inline comment starts at ; or # after a space.
  const comment = raw.search(/[ \t][;#]/);
  const text = (comment < 0 ? raw : raw.slice(0, comment)).trimEnd();
  return text ? { offset: 0, text, quote: '' } : undefined;
}

function writeValue(value: string, quote: string): string {
  if (quote) return value.replace(new RegExp(`[\\\\${quote}]`, 'g'), (char) => `\\${char}`);
  // A translation that could be read as a comment or with lost spaces gets quotes.
  return /[ \t][;#]|^[ \t]|[ \t]$|^["']/.test(value) ? `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"` : value;
}

/** INI: the values of `key = value` lines are segments; sections, keys and comments are untouched. */
export const ini: DocumentFormat<IniSkeleton> & { bilingual: false } = {
  id: 'ini',
  extensions: ['ini'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the INI file' });
    const units: IniUnit[] = [];
    const segments: Segment[] = [];
    let section = '';
    for (const { text: line, start: lineStart } of splitLines(file.text)) {
      const heading = /^\s*\[([^\]]*)\]/.exec(line);
      if (heading) section = (heading[1] as string).trim();
      const entry = ENTRY.exec(line);
      if (heading || !entry) continue;
      const value = valueRange(entry[4] as string);
      if (!value || !isTranslatableValue(value.text)) continue;
      const start = lineStart + (entry[1] as string).length + (entry[2] as string).length + (entry[3] as string).length;
      const id = `i${units.length + 1}`;
      const key = (entry[2] as string).trim();
      units.push({
        id,
        start: start + value.offset,
        end: start + value.offset + value.text.length,
        text: value.text,
        quote: value.quote,
      });
      segments.push({
        id,
        text: value.text.trim(),
        context: { part: section ? `${section}.${key}` : key, kind: 'other' },
      });
    }
    return { segments: requireSegments(segments, 'the INI file'), skeleton: { file, units } };
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
      const text = writeValue(value, unit.quote);
      replacements.push({ start: unit.start, end: unit.end, text });
    }
    return encodeText(applyReplacements(file.text, replacements), file);
  },
};
