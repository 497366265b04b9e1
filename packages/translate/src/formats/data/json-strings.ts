import { FormatError } from '../document-format.ts';
import { MAX_DEPTH } from '../text-file.ts';

/** A string value of a JSON text, with its offsets (quotes included) and where it sits. */
export interface JsonString {
  start: number;
  end: number;
  value: string;
  path: (string | number)[];
}

interface Frame {
  array: boolean;
  index: number;
  key: string;
  expectKey: boolean;
}

function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The string values of a JSON text (keys excluded), found by offset so a rebuild can splice
 * translations into the original text and keep its indentation, key order and number spelling.
 */
export function jsonStrings(text: string, what: string): { strings: JsonString[]; data: unknown } {
  const strings: JsonString[] = [];
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const top = stack[stack.length - 1];
    if (char === '{' || char === '[') {
      if (stack.length >= MAX_DEPTH) {
        throw new FormatError(
          `The file was refused as unsafe: ${what} is nested more than ${MAX_DEPTH} deep`,
          'unsafe',
        );
      }
      stack.push({ array: char === '[', index: 0, key: '', expectKey: char === '{' });
    } else if (char === '}' || char === ']') stack.pop();
    else if (char === ',' && top) {
      if (top.array) top.index++;
      else top.expectKey = true;
    } else if (char === ':' && top) top.expectKey = false;
    else if (char === '"') {
      const end = stringEnd(text, i);
      if (top && !top.array && top.expectKey) top.key = safeString(text.slice(i, end));
      else {
        const path = stack.map((frame) => (frame.array ? frame.index : frame.key));
        strings.push({ start: i, end, value: safeString(text.slice(i, end)), path });
      }
      i = end - 1;
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FormatError(`The file is damaged: ${what} is not valid JSON`, 'corrupt', { cause: error });
  }
  return { strings, data };
}

function safeString(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return '';
  }
}

/** 'menu.items[2].label', for translators and QA. */
export function jsonPath(path: readonly (string | number)[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** Files written with ASCII escapes for every other character (Python's default) keep that style. */
export function usesAsciiEscapes(text: string): boolean {
  return /\\u[0-9a-fA-F]{4}/.test(text) && !/[^\p{ASCII}]/u.test(text);
}

export function writeJsonString(value: string, asciiOnly: boolean): string {
  const json = JSON.stringify(value);
  return asciiOnly
    ? json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
}
