/** gettext's default page width: lines of quoted strings stay within it. */
export const GETTEXT_WIDTH = 79;

const PO_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\u0007': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

export function escapePo(value: string): string {
  let out = '';
  for (const char of value) out += PO_ESCAPES[char] ?? char;
  return out;
}

/**
 * The width a file was wrapped at: gettext's 79 columns, or none when it has longer string
 * lines (written with --no-wrap), so that new strings look like the ones around them.
 */
export function wrapWidth(text: string): number {
  for (const line of text.split('\n')) {
    const trimmed = line.replace(/\r$/, '');
    if (trimmed.length > GETTEXT_WIDTH && /^(?:msg\w+(?:\[\d+\])? )?"/.test(trimmed)) return Number.POSITIVE_INFINITY;
  }
  return GETTEXT_WIDTH;
}

/** Breaks an escaped string after spaces so that each quoted line fits in `width`. */
function wrapEscaped(escaped: string, width: number): string[] {
  const words = escaped.match(/[^ ]*(?: +|$)/g)?.filter(Boolean) ?? [];
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + word.length + 2 > width) {
      lines.push(current);
      current = '';
    }
    current += word;
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/**
 * A keyword and its string the way gettext writes them: on one line when it fits and has no
 * line break inside, else an empty first string and one quoted line per piece, broken after
 * each `\n` and wrapped at the width.
 */
export function formatPoField(keyword: string, value: string, width: number, eol: string): string {
  const pieces = value.split(/(?<=\n)(?=.)/s);
  const single = `${keyword} "${escapePo(value)}"`;
  if (pieces.length <= 1 && single.length <= width) return single;
  const lines = [`${keyword} ""`];
  for (const piece of pieces) for (const line of wrapEscaped(escapePo(piece), width)) lines.push(`"${line}"`);
  return lines.join(eol);
}
