import { describe, expect, it } from 'vitest';
import { FormatError } from '../document-format.ts';
import { utf8 } from '../test-kit.ts';
import { ass } from './ass.ts';
import type { CueFormat } from './cue-document.ts';
import { lrc } from './lrc.ts';
import { sbv } from './sbv.ts';
import { srt } from './srt.ts';
import { vtt } from './vtt.ts';

async function failure(format: CueFormat, input: Uint8Array | string): Promise<FormatError> {
  const error = await format.extract(typeof input === 'string' ? utf8(input) : input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FormatError);
  return error as FormatError;
}

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0,
]);

describe('bad subtitle files', () => {
  it('reports an empty file as nothing to translate', async () => {
    for (const format of [srt, vtt, ass, sbv, lrc]) expect((await failure(format, '')).code).toBe('empty');
  });

  it('reports binary content as not a text file', async () => {
    for (const format of [srt, vtt, ass, sbv, lrc]) {
      const error = await failure(format, PNG);
      expect(error.code).toBe('unsupported');
      expect(error.message).toMatch(/not a text file/);
    }
  });

  it('reports text of another kind as not this format', async () => {
    const prose = 'Dear team,\nthe meeting is at 10:30 tomorrow.\n';
    expect((await failure(srt, prose)).message).toMatch(/does not contain SubRip subtitles/);
    expect((await failure(vtt, '1\n00:00:01,000 --> 00:00:02,000\nHi\n')).message).toMatch(/WEBVTT/);
    expect((await failure(ass, prose)).message).toMatch(/SubStation Alpha/);
    expect((await failure(sbv, prose)).code).toBe('unsupported');
    expect((await failure(lrc, prose)).message).toMatch(/LRC lyrics/);
  });

  it('reports cues without any text as nothing to translate', async () => {
    expect(
      (await failure(srt, '1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\n<i> </i>\n')).code,
    ).toBe('empty');
    expect((await failure(lrc, '[ar:Someone]\n[00:01.00]\n')).code).toBe('empty');
  });

  it('refuses files beyond the size limit before reading them', async () => {
    const error = await failure(srt, new Uint8Array(33 * 1024 * 1024).fill(0x41));
    expect(error.code).toBe('too-large');
  });
});
