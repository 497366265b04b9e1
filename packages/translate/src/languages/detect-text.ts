/** Longest stretch of text the detector reads; longer text is sampled across its whole length. */
export const SAMPLE_CHARS = 2000;

/** eld reads about 350 bytes of a string, so the sample is detected in windows of about this size. */
export const WINDOW_CHARS = 330;

const NOISE: readonly RegExp[] = [
  /```[\s\S]*?(?:```|$)/g, // fenced code
  /`[^`\n]*`/g, // inline code
  /<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g, // inline tags such as <g1>, </g1>, <x2/>, and HTML
  /&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, // character entities
  /\b(?:https?|ftp|file):\/\/\S+/gi, // URLs
  /\bwww\.\S+/gi,
  /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /[@#][\w-]+/g, // mentions and hashtags
  /\{\{?[^{}\n]{0,60}\}\}?|%(?:\d+\$)?[sdif@]|\$\d+/g, // placeholders: {name}, {{count}}, %s, %1$d, $1
  /[A-Za-z_]*\p{Nd}[\w.,:/-]*/gu, // numbers, and codes with digits in them (A4, v2.1, 3pm)
];

/**
 * Removes what says nothing about the language: code, tags, URLs, e-mail addresses,
 * placeholders and numbers. Letters of every script stay.
 */
export function cleanForDetection(text: string): string {
  let cleaned = text;
  for (const pattern of NOISE) cleaned = cleaned.replace(pattern, ' ');
  return cleaned.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts the text into windows for the detector: all of it when short, otherwise evenly spaced
 * windows covering the beginning, the middle and the end, about SAMPLE_CHARS in total.
 */
export function sampleWindows(text: string): string[] {
  if (text.length <= WINDOW_CHARS) return text ? [text] : [];
  if (text.length <= SAMPLE_CHARS) return consecutiveWindows(text);
  const count = Math.floor(SAMPLE_CHARS / WINDOW_CHARS);
  const step = (text.length - WINDOW_CHARS) / (count - 1);
  const windows: string[] = [];
  for (let index = 0; index < count; index++) {
    const start = alignStart(text, Math.round(index * step));
    const end = alignEnd(text, start + WINDOW_CHARS);
    const window = text.slice(start, end).trim();
    if (window) windows.push(window);
  }
  return windows;
}

function consecutiveWindows(text: string): string[] {
  const windows: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = alignEnd(text, start + WINDOW_CHARS);
    const window = text.slice(start, end).trim();
    if (window) windows.push(window);
    start = end;
  }
  return windows;
}

/** Moves a window's start to the next word boundary, if one is near (text in Chinese or Thai has none). */
function alignStart(text: string, position: number): number {
  if (position === 0) return 0;
  const space = text.indexOf(' ', position);
  const start = space !== -1 && space - position < 40 ? space + 1 : position;
  return isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start;
}

/** Moves a window's end back to the previous word boundary, if one is near; never splits a character. */
function alignEnd(text: string, position: number): number {
  if (position >= text.length) return text.length;
  const space = text.lastIndexOf(' ', position);
  const end = space !== -1 && position - space < 40 ? space : position;
  return isLowSurrogate(text.charCodeAt(end)) ? end + 1 : end;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
