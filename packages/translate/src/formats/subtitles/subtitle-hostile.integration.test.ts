/**
 * Hostile subtitle text of about a megabyte a file. Run in the integration project, whose
 * minutes-long timeout is the guard against a hang (no wall-clock assertion).
 */
import { describe, expect, it } from 'vitest';
import { utf8 } from '../test-kit.ts';
import { ass } from './ass.ts';
import { srt } from './srt.ts';
import { vtt } from './vtt.ts';

describe('hostile subtitle files', () => {
  it('finishes on hostile text', async () => {
    const angles = `1\n00:00:01,000 --> 00:00:02,000\n${'<a '.repeat(300_000)}{\\${'{'.repeat(300_000)}\n`;
    expect((await srt.extract(utf8(angles))).segments).toHaveLength(1);
    await vtt.extract(utf8(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'<c.a '.repeat(200_000)}&#${'1'.repeat(200_000)}\n`));
    await srt.extract(
      utf8(`1\n00:00:01,000 --> 00:00:02,000\n${'<a>'.repeat(100_000)}word${'</b>'.repeat(100_000)}\n`),
    );
    await ass.extract(
      utf8(`[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,${'{\\i1'.repeat(200_000)}x\n`),
    );
  });
});
