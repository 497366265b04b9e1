import { FormatError } from '../document-format.ts';
import { splitLines, type TextLine } from '../text-file.ts';

/** One keyword of an entry (`msgid`, `msgstr[1]` ...) with its value and the lines it spans. */
export interface PoField {
  keyword: string;
  value: string;
  /** Offset of the keyword line and end of its last continuation line (before the line break). */
  start: number;
  end: number;
}

export interface PoEntry {
  /** Translator (`# `), extracted (`#.`), reference (`#:`) and previous (`#|`) comment lines. */
  comments: string[];
  /** The `#,` flags line: its flags and its range including the line break. */
  flags?: { values: string[]; start: number; next: number };
  msgctxt?: PoField;
  msgid: PoField;
  msgidPlural?: PoField;
  msgstr: PoField[];
  /** The entry's line break. */
  eol: string;
}

const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d{1,2}\])?)[ \t]+(".*")[ \t]*$/;
const CONTINUATION = /^[ \t]*(".*")[ \t]*$/;
const QUOTED = /^"((?:[^"\\]|\\.)*)"$/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v' };

function unquote(quoted: string, line: number): string {
  const body = QUOTED.exec(quoted)?.[1];
  if (body === undefined)
    throw new FormatError(`The PO file is damaged: a string on line ${line} is not closed`, 'corrupt');
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === 'x') return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    return ESCAPES[code] ?? code;
  });
}

interface Draft {
  comments: string[];
  flags?: PoEntry['flags'];
  fields: PoField[];
  eol: string;
}

function finish(draft: Draft, line: number): PoEntry | undefined {
  const field = (keyword: string) => draft.fields.find((f) => f.keyword === keyword);
  const msgid = field('msgid');
  if (!msgid) {
    if (draft.fields.length > 0)
      throw new FormatError(`The PO file is damaged: an entry before line ${line} has no msgid`, 'corrupt');
    return undefined;
  }
  const msgstr = draft.fields.filter((f) => f.keyword.startsWith('msgstr'));
  if (msgstr.length === 0)
    throw new FormatError(`The PO file is damaged: the entry before line ${line} has no msgstr`, 'corrupt');
  const { comments, flags, eol } = draft;
  return { comments, flags, msgctxt: field('msgctxt'), msgid, msgidPlural: field('msgid_plural'), msgstr, eol };
}

const empty = (): Draft => ({ comments: [], fields: [], eol: '\n' });

/**
 * Reads the entries of a PO or POT file with the offsets of their parts, so that the rebuild can
 * replace msgstr lines and flags and leave every other byte alone. Obsolete `#~` entries are
 * comments to this reader, hence never touched.
 */
export function readPoEntries(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let draft = empty();
  let last: PoField | undefined;
  const close = (lineNumber: number) => {
    const entry = finish(draft, lineNumber);
    if (entry) entries.push(entry);
    draft = empty();
    last = undefined;
  };
  splitLines(text).forEach((line: TextLine, index) => {
    const number = index + 1;
    const trimmed = line.text.trim();
    const startsEntry = trimmed.startsWith('#') || /^msg(?:ctxt|id)\b/.test(trimmed);
    if (trimmed === '' || (startsEntry && draft.fields.some((f) => f.keyword.startsWith('msgstr')))) close(number);
    if (trimmed === '') return;
    if (trimmed.startsWith('#')) {
      if (trimmed.startsWith('#,'))
        draft.flags = {
          values: trimmed
            .slice(2)
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
          start: line.start,
          next: line.next,
        };
      else draft.comments.push(trimmed);
      return;
    }
    const keyword = KEYWORD.exec(line.text);
    if (keyword) {
      if (draft.fields.length === 0) draft.eol = line.eol || draft.eol;
      last = {
        keyword: keyword[1] as string,
        value: unquote(keyword[2] as string, number),
        start: line.start,
        end: line.end,
      };
      draft.fields.push(last);
      return;
    }
    const continuation = CONTINUATION.exec(line.text);
    if (!continuation || !last)
      throw new FormatError(`The PO file is damaged: line ${number} cannot be read`, 'corrupt');
    last.value += unquote(continuation[1] as string, number);
    last.end = line.end;
  });
  close(Number.POSITIVE_INFINITY);
  return entries;
}

/** The header entry: msgid "" without a context. */
export function isHeader(entry: PoEntry): boolean {
  return entry.msgid.value === '' && !entry.msgctxt;
}
