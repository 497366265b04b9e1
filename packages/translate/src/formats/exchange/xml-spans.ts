import { FormatError } from '../document-format.ts';

/**
 * Where one element sits in the XML text: its start tag `[openStart, openEnd)` and end tag
 * `[closeStart, closeEnd)`; an empty element (`<x/>`) has `closeStart === closeEnd === openEnd`.
 */
export interface ElementSpan {
  openStart: number;
  openEnd: number;
  closeStart: number;
  closeEnd: number;
  empty: boolean;
}

export const MAX_XML_DEPTH = 256;

function skipPast(text: string, from: number, marker: string): number {
  const at = text.indexOf(marker, from);
  if (at < 0) throw new FormatError('The file is damaged: the XML ends in the middle of markup', 'corrupt');
  return at + marker.length;
}

/** End of a start tag from its `<`, stepping over quoted attribute values (they may hold `>`). */
function startTagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i + 1;
  }
  throw new FormatError('The file is damaged: the XML ends in the middle of a tag', 'corrupt');
}

/**
 * The spans of all elements, in document order (the order of their start tags), found in one
 * pass over the text. The rebuild splices translations into these ranges, so everything around
 * them keeps its exact bytes. Nesting deeper than MAX_XML_DEPTH is refused.
 */
export function elementSpans(text: string): ElementSpan[] {
  const spans: ElementSpan[] = [];
  const open: ElementSpan[] = [];
  let at = text.indexOf('<');
  while (at >= 0) {
    let end: number;
    if (text.startsWith('<!--', at)) end = skipPast(text, at + 4, '-->');
    else if (text.startsWith('<![CDATA[', at)) end = skipPast(text, at + 9, ']]>');
    else if (text.startsWith('<?', at)) end = skipPast(text, at + 2, '?>');
    else if (text.startsWith('<!', at)) end = skipPast(text, at + 2, '>');
    else if (text.startsWith('</', at)) {
      end = skipPast(text, at + 2, '>');
      const element = open.pop();
      if (!element) throw new FormatError('The file is damaged: the XML closes an element it never opened', 'corrupt');
      element.closeStart = at;
      element.closeEnd = end;
    } else {
      end = startTagEnd(text, at);
      const empty = text[end - 2] === '/';
      const span = { openStart: at, openEnd: end, closeStart: end, closeEnd: end, empty };
      spans.push(span);
      if (!empty) open.push(span);
      if (open.length > MAX_XML_DEPTH) {
        throw new FormatError(
          `The file was refused as unsafe: its XML nests deeper than ${MAX_XML_DEPTH} levels`,
          'unsafe',
        );
      }
    }
    at = text.indexOf('<', end);
  }
  return spans;
}
