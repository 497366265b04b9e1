import { parseInline, selfTag } from '../../segments/inline-tags.ts';
import { settleTags } from './tag-fallback.ts';

/**
 * ICU MessageFormat (plural, select, selectordinal), as ARB and many JSON catalogues use it.
 * Each message text, at any depth, is its own segment; the structure around it is kept.
 */
export interface IcuMessage {
  parts: IcuPart[];
}

type IcuPart =
  | { kind: 'text'; start: number; end: number }
  | { kind: 'complex'; start: number; end: number; branches: IcuBranch[] };

interface IcuBranch {
  key: string;
  /** The branch's message, between its braces. */
  start: number;
  end: number;
  message: IcuMessage;
}

const MAX_NESTING = 32;
const CHOICE_TYPES = new Set(['plural', 'select', 'selectordinal']);

class Malformed extends Error {}

class IcuParser {
  private i = 0;
  constructor(private readonly s: string) {}

  message(depth: number): IcuMessage {
    if (depth > MAX_NESTING) throw new Malformed();
    const parts: IcuPart[] = [];
    let textStart = this.i;
    const flush = (end: number) => {
      if (end > textStart) parts.push({ kind: 'text', start: textStart, end });
    };
    while (this.i < this.s.length) {
      const char = this.s[this.i];
      if (char === '}') break;
      if (char === "'") this.skipQuoted();
      else if (char === '{') {
        const start = this.i;
        const branches = this.argument(depth);
        if (branches) {
          flush(start);
          parts.push({ kind: 'complex', start, end: this.i, branches });
          textStart = this.i;
        }
      } else this.i++;
    }
    flush(this.i);
    return { parts };
  }

  /** ICU quoting: '' is an apostrophe; '{…}' is literal text. */
  private skipQuoted(): void {
    const next = this.s[this.i + 1];
    if (next === "'" || (next !== '{' && next !== '}')) {
      this.i += next === "'" ? 2 : 1;
      return;
    }
    const close = this.s.indexOf("'", this.i + 1);
    this.i = close < 0 ? this.s.length : close + 1;
  }

  private word(): string {
    this.space();
    const start = this.i;
    while (this.i < this.s.length && !/[\s,{}]/.test(this.s[this.i] as string)) this.i++;
    return this.s.slice(start, this.i);
  }

  private space(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i] as string)) this.i++;
  }

  private expect(char: string): void {
    this.space();
    if (this.s[this.i] !== char) throw new Malformed();
    this.i++;
  }

  /** An argument from its `{`: the branches of a choice, or undefined for a simple placeholder. */
  private argument(depth: number): IcuBranch[] | undefined {
    this.i++;
    if (!this.word()) throw new Malformed();
    this.space();
    if (this.s[this.i] === '}') {
      this.i++;
      return undefined;
    }
    this.expect(',');
    const type = this.word();
    this.space();
    if (!CHOICE_TYPES.has(type)) {
      const close = this.s.indexOf('}', this.i);
      if (close < 0) throw new Malformed();
      this.i = close + 1;
      return undefined;
    }
    this.expect(',');
    const branches: IcuBranch[] = [];
    for (;;) {
      this.space();
      if (this.s[this.i] === '}') break;
      const key = this.word();
      if (!key) throw new Malformed();
      if (key.startsWith('offset:')) continue;
      this.expect('{');
      const start = this.i;
      const message = this.message(depth + 1);
      branches.push({ key, start, end: this.i, message });
      this.expect('}');
    }
    this.i++;
    if (branches.length === 0) throw new Malformed();
    return branches;
  }

  done(): boolean {
    return this.i >= this.s.length;
  }
}

/** The message structure when the value uses plural or select, undefined for a plain text. */
export function parseIcu(value: string): IcuMessage | undefined {
  if (!/\{\s*[^\s,{}]+\s*,\s*(?:plural|select|selectordinal)\s*,/.test(value)) return undefined;
  try {
    const parser = new IcuParser(value);
    const message = parser.message(0);
    return parser.done() ? message : undefined;
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}

/** A message's own text, choices as `<xN/>`. */
function messageText(value: string, message: IcuMessage): string {
  let n = 0;
  return message.parts
    .map((part) => (part.kind === 'text' ? value.slice(part.start, part.end) : selfTag(++n)))
    .join('');
}

export interface IcuUnit {
  /** '' for the whole message, 'one', 'male/other' for branches. */
  path: string;
  text: string;
}

/** Every message of the structure with its text, outermost first. */
export function icuUnits(value: string, root: IcuMessage): IcuUnit[] {
  const units: IcuUnit[] = [];
  const walk = (message: IcuMessage, path: string) => {
    units.push({ path, text: messageText(value, message) });
    for (const part of message.parts) {
      if (part.kind !== 'complex') continue;
      for (const branch of part.branches) walk(branch.message, path ? `${path}/${branch.key}` : branch.key);
    }
  };
  walk(root, '');
  return units;
}

/** The value rebuilt with each message's translation (`translate` returns the source text when there is none). */
export function renderIcu(value: string, root: IcuMessage, translate: (path: string, text: string) => string): string {
  const render = (message: IcuMessage, path: string): string => {
    const source = messageText(value, message);
    const complex = message.parts.filter((part) => part.kind === 'complex');
    const target = settleTags(source, translate(path, source));
    return parseInline(target)
      .map((token) => {
        if (token.type === 'text') return token.text;
        const part = complex[token.id - 1];
        if (token.type !== 'self' || !part) return '';
        let out = '';
        let cursor = part.start;
        for (const branch of part.branches) {
          out +=
            value.slice(cursor, branch.start) + render(branch.message, path ? `${path}/${branch.key}` : branch.key);
          cursor = branch.end;
        }
        return out + value.slice(cursor, part.end);
      })
      .join('');
  };
  return render(root, '');
}
