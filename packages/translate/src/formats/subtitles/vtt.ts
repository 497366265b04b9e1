import { FormatError } from '../document-format.ts';
import { cueFormat, cueTokens, joinNonBlankLines } from './cue-document.ts';
import { escapeVtt, vttTokens } from './cue-markup.ts';
import { timedCues } from './timed-cues.ts';

const TIMING = /^\s*(?:\d{1,3}:)?\d{2}:\d{2}\.\d{3}[ \t]+-->[ \t]+(?:\d{1,3}:)?\d{2}:\d{2}\.\d{3}(?:[ \t]|$)/;

/**
 * WebVTT: each cue's text is a segment, its inline tags (<b>, <c.class>, <v Speaker>, <lang>,
 * timestamps) become our tags. The header and NOTE, STYLE and REGION blocks have no timing line
 * and stay as they are; cue ids and settings are outside the text.
 */
export const vtt = cueFormat({
  id: 'vtt',
  extensions: ['vtt'],
  name: 'WebVTT subtitles',
  parse(text) {
    if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) {
      throw new FormatError('The file does not contain WebVTT subtitles: it does not start with WEBVTT', 'unsupported');
    }
    // A line before a timing line is that cue's id, whatever it says.
    return timedCues(text, { timing: TIMING, isId: () => true, name: 'WebVTT subtitles' });
  },
  tokenize: (raw) => cueTokens(raw, vttTokens),
  // Escaping `>` also keeps "-->" out of cue text, where the format forbids it.
  escape: (text, eol) => escapeVtt(text).replace(/\r\n|\n|\r/g, eol),
  tidy: joinNonBlankLines,
});
