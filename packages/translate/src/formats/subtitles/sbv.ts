import { cueFormat, cueTokens, joinNonBlankLines } from './cue-document.ts';
import { timedCues } from './timed-cues.ts';

const TIMING = /^\s*\d{1,3}:\d{1,2}:\d{1,2}\.\d{1,3},\d{1,3}:\d{1,2}:\d{1,2}\.\d{1,3}\s*$/;

/** YouTube SBV: a timing line, the text lines, a blank line. The text has no markup. */
export const sbv = cueFormat({
  id: 'sbv',
  extensions: ['sbv'],
  name: 'SBV subtitles',
  parse: (text) => timedCues(text, { timing: TIMING, isId: () => false, name: 'SBV subtitles' }),
  tokenize: (raw) => cueTokens(raw, (line) => [{ kind: 'text', text: line }]),
  escape: (text, eol) => text.replace(/\r\n|\n|\r/g, eol),
  tidy: joinNonBlankLines,
});
