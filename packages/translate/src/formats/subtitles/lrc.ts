import { FormatError } from '../document-format.ts';
import { splitLines } from '../text-file.ts';
import { type CueDraft, cueFormat } from './cue-document.ts';
import { lrcTokens } from './cue-markup.ts';

// The time stamps are taken once, all of them (a look-ahead keeps what it matched): a line that
// does not end where `.` stops is refused without trying every shorter run of stamps.
const TIMED_LINE = /^(?=(\s*(?:\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\])+))\1(.*)$/;
const TITLE_TAG = /^(\s*\[ti:)(.*)\]\s*$/i;

/**
 * LRC lyrics: each timed line's text is a segment and the [ti:] title too; other metadata tags
 * ([ar:], [al:], [offset:] ...) stay as they are. Bilingual output adds the translation as a
 * second line with the same timestamps, which lyric players show together.
 */
export const lrc = cueFormat({
  id: 'lrc',
  extensions: ['lrc'],
  name: 'LRC lyrics',
  parse(text) {
    const drafts: CueDraft[] = [];
    let timed = 0;
    for (const line of splitLines(text)) {
      const eol = line.eol || '\n';
      const title = TITLE_TAG.exec(line.text);
      if (title) {
        const start = line.start + (title[1] as string).length;
        drafts.push({
          start,
          end: start + (title[2] as string).length,
          eol,
          join: ' / ',
          part: 'title',
          kind: 'title',
          plain: true,
        });
        continue;
      }
      const match = TIMED_LINE.exec(line.text);
      if (!match) continue;
      timed++;
      const stamps = (match[1] as string).trim();
      const start = line.start + (match[1] as string).length;
      drafts.push({ start, end: line.end, eol, join: `${eol}${stamps}`, part: stamps });
    }
    if (timed === 0) throw new FormatError('The file does not contain LRC lyrics: no timed lines found', 'unsupported');
    return drafts;
  },
  tokenize: lrcTokens,
  // Spaces before a break are taken from the first of them: a long run without a break is read once.
  escape: (text) => text.replace(/(?:(?<!\s)\s+)?(?:\r\n|\n|\r)\s*/g, ' '),
});
