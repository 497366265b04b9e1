import { FormatError } from '../document-format.ts';
import { dominantEol, splitLines, type TextLine } from '../text-file.ts';
import type { CueDraft } from './cue-document.ts';

/** How a cue-per-block format (SRT, WebVTT, SBV) marks its cues. */
export interface TimedLayout {
  /** A timing line ('00:00:01,000 --> 00:00:02,500 ...'). */
  timing: RegExp;
  /** Whether a line right before a timing line is the next cue's id rather than text. */
  isId(line: string): boolean;
  name: string;
}

function blank(line: TextLine | undefined): boolean {
  return line === undefined || line.text.trim() === '';
}

/**
 * Cues of a block format: each timing line is followed by its text lines, up to a blank line or,
 * in files that forgot the blank line, up to the next cue's id and timing. Blocks without a
 * timing line (headers, NOTE, STYLE and REGION blocks) are never touched.
 */
export function timedCues(text: string, layout: TimedLayout): CueDraft[] {
  const lines = splitLines(text);
  const fallbackEol = dominantEol(text);
  const isTiming = (line: TextLine | undefined) => line !== undefined && layout.timing.test(line.text);
  const drafts: CueDraft[] = [];
  let timings = 0;
  let i = 0;
  while (i < lines.length) {
    const timing = lines[i] as TextLine;
    i++;
    if (!isTiming(timing)) continue;
    timings++;
    const first = i;
    while (i < lines.length && !blank(lines[i]) && !isTiming(lines[i])) {
      if (isTiming(lines[i + 1]) && layout.isId((lines[i] as TextLine).text)) break;
      i++;
    }
    if (i === first) continue;
    const body = lines.slice(first, i);
    const eol = (body[0] as TextLine).eol || timing.eol || fallbackEol;
    drafts.push({
      start: (body[0] as TextLine).start,
      end: (body.at(-1) as TextLine).end,
      eol,
      join: eol,
      part: timing.text.trim(),
    });
  }
  if (timings === 0)
    throw new FormatError(`The file does not contain ${layout.name}: no cue timings found`, 'unsupported');
  return drafts;
}
