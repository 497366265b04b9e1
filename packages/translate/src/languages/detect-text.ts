/**
 * The most of a raw text detection looks at: a longer text is read as evenly spaced slices of it
 * before anything else happens, so detecting a book costs what detecting a page costs.
 */
export const DETECT_CHARS = 20_000;
const DETECT_SLICES = 5;

/** Longest stretch of cleaned text the detector reads; longer text is sampled across its whole length. */
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
  // The look-behinds let a match start only where a run starts: a long run of letters is read once, not once per letter.
  /(?<![\w.!#$%&'*+/=?^`{|}~-])[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /[@#][\w-]+/g, // mentions and hashtags
  /\{\{?[^{}\n]{0,60}\}\}?|%(?:\d+\$)?[sdif@]|\$\d+/g, // placeholders: {name}, {{count}}, %s, %1$d, $1
  /(?:(?<![A-Za-z_])[A-Za-z_]+)?\p{Nd}[\w.,:/-]*/gu, // numbers, and codes with digits in them (A4, v2.1, 3pm)
];

/**
 * At most DETECT_CHARS of the text: all of a shorter one, otherwise DETECT_SLICES evenly spaced
 * slices from its beginning to its end, on separate lines, no character split.
 */
export function detectionSample(text: string): string {
  if (text.length <= DETECT_CHARS) return text;
  const size = Math.floor(DETECT_CHARS / DETECT_SLICES);
  const step = (text.length - size) / (DETECT_SLICES - 1);
  const slices: string[] = [];
  for (let index = 0; index < DETECT_SLICES; index++) {
    const start = wholeCharacter(text, Math.round(index * step));
    slices.push(text.slice(start, wholeCharacter(text, start + size)));
  }
  return slices.join('\n');
}

/** The position, moved past the second half of a surrogate pair when it falls inside one. */
function wholeCharacter(text: string, position: number): number {
  return isLowSurrogate(text.charCodeAt(position)) ? position + 1 : position;
}

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
  return wholeCharacter(text, start);
}

/** Moves a window's end back to the previous word boundary, if one is near; never splits a character. */
function alignEnd(text: string, position: number): number {
  if (position >= text.length) return text.length;
  const space = text.lastIndexOf(' ', position);
  const end = space !== -1 && position - space < 40 ? space : position;
  return wholeCharacter(text, end);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
