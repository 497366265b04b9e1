import { cueFormat, cueTokens, joinNonBlankLines } from './cue-document.ts';
import { srtTokens } from './cue-markup.ts';
import { timedCues } from './timed-cues.ts';

const TIMING = /^\s*\d{1,3}:\d{1,2}:\d{1,2}[,.]\d{1,3}\s*-->\s*\d{1,3}:\d{1,2}:\d{1,2}[,.]\d{1,3}/;

/**
 * SubRip: each cue's text is a segment; numbers, timings and position codes stay as they are.
 * "-->" inside a translation would read as a timing, so it becomes "->".
 */
export const srt = cueFormat({
  id: 'srt',
  extensions: ['srt'],
  name: 'SubRip subtitles',
  parse: (text) =>
    timedCues(text, { timing: TIMING, isId: (line) => /^\s*\d+\s*$/.test(line), name: 'SubRip subtitles' }),
  tokenize: (raw) => cueTokens(raw, srtTokens),
  escape: (text, eol) => text.replace(/-->/g, '->').replace(/\r\n|\n|\r/g, eol),
  tidy: joinNonBlankLines,
});
