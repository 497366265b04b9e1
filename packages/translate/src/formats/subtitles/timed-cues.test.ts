import { describe, expect, it } from 'vitest';
import { readUtf8, roundTrip, shout, utf8 } from '../test-kit.ts';
import { sbv } from './sbv.ts';
import { srt } from './srt.ts';
import { vtt } from './vtt.ts';

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  '{\\an8}<i>Hello</i> there,',
  'my <font color="#ff0000">dear friend</font>.',
  '',
  '2',
  '00:00:04,000 --> 00:00:06,000 X1:100 X2:600 Y1:10 Y2:50',
  'Goodbye.',
  '',
  '',
].join('\r\n');

const VTT = [
  'WEBVTT - Lesson one',
  'Kind: captions',
  '',
  'NOTE This note is',
  'never translated',
  '',
  'STYLE',
  '::cue(.yellow) { color: yellow }',
  '',
  'REGION',
  'id:fred width:40%',
  '',
  'intro',
  '00:01.000 --> 00:04.000 align:start position:10%',
  '<v Roger>Tom &amp; <c.yellow>Jerry</c> <00:02.000>are <b>here</b>',
  '<lang fr>bonjour</lang>',
  '',
  '01:00:05.000 --> 01:00:07.000',
  'Second cue',
  '',
].join('\n');

const SBV = '0:00:00.599,0:00:04.160\n>> Hello world,\nhow are you?\n\n0:00:04.160,0:00:06.770\nFine.\n';

describe('SubRip', () => {
  it('makes one segment per cue, formatting and line breaks as tags', async () => {
    const { segments } = await roundTrip(srt, SRT);
    expect(segments.map((s) => s.text)).toEqual([
      '<x1/><g2>Hello</g2> there,<x3/>my <g4>dear friend</g4>.',
      'Goodbye.',
    ]);
    expect(segments[1]?.context).toEqual({
      part: '00:00:04,000 --> 00:00:06,000 X1:100 X2:600 Y1:10 Y2:50',
      kind: 'caption',
    });
  });

  it('comes back byte-identical from an identity translation, BOM and CRLF included', async () => {
    const input = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(SRT)]);
    const { bytes } = await roundTrip(srt, input);
    expect(bytes).toEqual(input);
  });

  it('puts the formatting on the translated words and keeps numbers, timings and codes', async () => {
    const { output } = await roundTrip(srt, SRT, shout);
    expect(output).toBe(
      SRT.replace('<i>Hello</i> there,', '<i>HELLO</i> THERE,')
        .replace('my <font color="#ff0000">dear friend</font>.', 'MY <font color="#ff0000">DEAR FRIEND</font>.')
        .replace('Goodbye.', 'GOODBYE.'),
    );
  });

  it('writes both versions in each cue, in the order of the mode', async () => {
    const { output } = await roundTrip(srt, '1\n00:00:01,000 --> 00:00:02,000\nHi\nyou\n', shout, 'source-then-target');
    expect(output).toBe('1\n00:00:01,000 --> 00:00:02,000\nHi\nyou\nHI\nYOU\n');
    const reverse = await roundTrip(srt, '1\n00:00:01,000 --> 00:00:02,000\nHi\n', shout, 'target-then-source');
    expect(reverse.output).toBe('1\n00:00:01,000 --> 00:00:02,000\nHI\nHi\n');
  });

  it('never lets a translation end a cue early or fake a timing', async () => {
    const { output } = await roundTrip(
      srt,
      '1\n00:00:01,000 --> 00:00:02,000\nOne\ntwo\n',
      () => 'Uno\n\n\ndos --> tres<x1/>',
    );
    expect(output).toBe('1\n00:00:01,000 --> 00:00:02,000\nUno\ndos -> tres\n');
  });

  it('keeps the dominant formatting when an engine loses the tags', async () => {
    const source = '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Where is the station?</i>\n';
    const { output } = await roundTrip(srt, source, () => '¿Dónde está la estación?');
    expect(output).toBe('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>¿Dónde está la estación?</i>\n');
  });

  it('reads cues missing their blank line and old Windows-1252 files, and writes them back the same', async () => {
    const latin = Uint8Array.from([
      ...utf8('1\n00:00:01,000 --> 00:00:02,000\nCaf'),
      0xe9,
      ...utf8('\n2\n00:00:03,000 --> 00:00:04,000\nNo\n'),
    ]);
    const { segments, bytes } = await roundTrip(srt, latin);
    expect(segments.map((s) => s.text)).toEqual(['Café', 'No']);
    expect(bytes).toEqual(latin);
    const russian = await roundTrip(srt, latin, () => 'Кафе');
    expect([...russian.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readUtf8(russian.bytes.slice(3))).toContain('\nКафе\n');
  });

  it('keeps UTF-16 files in UTF-16', async () => {
    const text = '1\r\n00:00:01,000 --> 00:00:02,000\r\nHello\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    const { bytes, segments } = await roundTrip(srt, utf16, shout);
    expect(segments[0]?.text).toBe('Hello');
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes)).toBe(text.replace('Hello', 'HELLO'));
  });
});

describe('WebVTT', () => {
  it('translates cue text only: header, NOTE, STYLE, REGION, ids and settings stay', async () => {
    const { segments, output } = await roundTrip(vtt, VTT, shout);
    expect(segments.map((s) => s.text)).toEqual([
      '<x1/>Tom & <g2>Jerry</g2> <x3/>are <g4>here</g4><x5/><g6>bonjour</g6>',
      'Second cue',
    ]);
    expect(output).toBe(
      VTT.replace(
        '<v Roger>Tom &amp; <c.yellow>Jerry</c> <00:02.000>are <b>here</b>',
        '<v Roger>TOM &amp; <c.yellow>JERRY</c> <00:02.000>ARE <b>HERE</b>',
      )
        .replace('<lang fr>bonjour</lang>', '<lang fr>BONJOUR</lang>')
        .replace('Second cue', 'SECOND CUE'),
    );
  });

  it('comes back byte-identical from an identity translation', async () => {
    expect((await roundTrip(vtt, VTT)).output).toBe(VTT);
  });

  it('escapes markup characters of the translation', async () => {
    const { output } = await roundTrip(vtt, 'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n', () => 'a < b && c --> d');
    expect(output).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\na &lt; b &amp;&amp; c --&gt; d\n');
  });

  it('writes bilingual cues as two lines', async () => {
    const { output } = await roundTrip(
      vtt,
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<i>Hi</i>\n',
      shout,
      'source-then-target',
    );
    expect(output).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\n<i>Hi</i>\n<i>HI</i>\n');
  });
});

describe('SBV', () => {
  it('translates each caption and keeps timings and line breaks', async () => {
    const { segments, output } = await roundTrip(sbv, SBV, shout);
    expect(segments.map((s) => s.text)).toEqual(['>> Hello world,<x1/>how are you?', 'Fine.']);
    expect(output).toBe(
      SBV.replace('Hello world,\nhow are you?', 'HELLO WORLD,\nHOW ARE YOU?').replace('Fine.', 'FINE.'),
    );
    expect((await roundTrip(sbv, SBV)).output).toBe(SBV);
  });

  it('writes bilingual captions as two lines', async () => {
    const { output } = await roundTrip(sbv, '0:00:01.000,0:00:02.000\nFine.\n', shout, 'target-then-source');
    expect(output).toBe('0:00:01.000,0:00:02.000\nFINE.\nFine.\n');
  });
});
