/**
 * Apertium's stream format, done in TypeScript instead of apertium-destxt / apertium-retxt.
 * Text goes in with the special characters backslash-escaped; `[...]` is a superblank, which
 * every program of a pipeline copies through untouched and keeps between the same words.
 * Output comes back with unknown-word marks (`*word`, `#word`, `@word`, `~` for postgeneration)
 * that are removed here.
 */

/** Characters with a meaning in the stream format. */
export const SPECIAL_CHARACTERS = '[]{}^$/\\<>@#*~';

const SPECIAL = /[[\]{}^$/\\<>@#*~]/g;

/** Escapes every special character with a backslash. */
export function escapeText(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`);
}

/** Undoes backslash escapes (a backslash keeps the next character, whatever it is). */
export function unescapeText(text: string): string {
  return text.replace(/\\([\s\S])/g, '$1');
}

/** A superblank holding `content` verbatim. */
export function superblank(content: string): string {
  return `[${escapeText(content)}]`;
}

/** Inline tags of the segment IR: `<g1>`, `</g1>`, `<x2/>` (anything else starting with `<` is text). */
export const INLINE_TAG = /<(?:\/?g[1-9]\d*|x[1-9]\d*\/)>/g;

/**
 * Characters that the analyser writes back unescaped in blanks, where they would be mistaken
 * for marks (`*`, `#`, `@`) or eaten by postgeneration (`~`): they travel as superblanks.
 */
const MARK_LIKE = /[*#@~]/;

/**
 * Encodes one segment's text: inline tags and mark-like characters become superblanks, line
 * breaks and tabs too (so they survive exactly), everything else is escaped text.
 */
export function encodeText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_TAG)) {
    out += encodePlain(text.slice(last, match.index));
    out += superblank(match[0]);
    last = match.index + match[0].length;
  }
  return out + encodePlain(text.slice(last));
}

function encodePlain(text: string): string {
  let out = '';
  for (const piece of text.split(/([*#@~]|[^\S ]+)/)) {
    if (piece === '') continue;
    out += MARK_LIKE.test(piece) || /^[^\S ]+$/.test(piece) ? superblank(piece) : escapeText(piece);
  }
  return out;
}

export type StreamPart = { kind: 'text'; text: string } | { kind: 'blank'; content: string };

/**
 * Splits pipeline output into text and superblanks. Text has its escapes undone and the
 * unknown-word marks removed (an unescaped `*`, `#`, `@` or `~` outside a superblank can only be
 * a mark, since literal ones were sent as superblanks); a superblank yields its content.
 */
export function parseStream(stream: string): StreamPart[] {
  const parts: StreamPart[] = [];
  let text = '';
  const flushText = (): void => {
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < stream.length) {
    const c = stream[i]!;
    if (c === '\\') {
      text += stream[i + 1] ?? '';
      i += 2;
    } else if (c === '[') {
      flushText();
      // A word-bound blank `[[...]]` carries no text of ours: drop it whole.
      const wordBound = stream[i + 1] === '[';
      const end = findBlankEnd(stream, i + 1, wordBound);
      const content = stream.slice(i + 1, end);
      if (!wordBound) parts.push({ kind: 'blank', content: unescapeText(content) });
      i = end + (wordBound ? 2 : 1);
    } else if (c === '*' || c === '#' || c === '@' || c === '~') {
      i++;
    } else {
      text += c;
      i++;
    }
  }
  flushText();
  return parts;
}

/** Index of the unescaped `]` (or `]]`) closing a blank, or the end of the stream. */
function findBlankEnd(stream: string, from: number, wordBound: boolean): number {
  for (let i = from; i < stream.length; i++) {
    if (stream[i] === '\\') i++;
    else if (stream[i] === ']' && (!wordBound || stream[i + 1] === ']')) return i;
  }
  return stream.length;
}

/** Removes the unknown-word marks from plain output text in the stream format and unescapes it. */
export function stripUnknownMarks(stream: string): string {
  return parseStream(stream)
    .map((part) => (part.kind === 'text' ? part.text : part.content))
    .join('');
}
