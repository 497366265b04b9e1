import { describe, expect, it } from 'vitest';
import { roundTrip, shout } from '../test-kit.ts';
import { ass } from './ass.ts';
import { lrc } from './lrc.ts';

const ASS = [
  '[Script Info]',
  'Title: Demo',
  'ScriptType: v4.00+',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, Bold',
  'Style: Default,Arial,20,&H00FFFFFF,0',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\pos(320,50)\\fad(200,200)}Hello, {\\i1}dear{\\i0} friend!\\NSee you, {\\b1}soon{\\b0}.',
  'Comment: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,A comment, not translated',
  'Dialogue: 0,0:00:04.00,0:00:05.00,Default,Bob,0,0,0,,{\\an8}',
  'Dialogue: 1,0:00:05.00,0:00:06.00,Default,,0,0,0,,Commas, in, text\\hstay',
  '',
].join('\r\n');

const SSA = [
  '[Script Info]',
  'ScriptType: v4.00',
  '',
  '[Events]',
  'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: Marked=0,0:00:01.00,0:00:02.00,*Default,NTP,0000,0000,0000,,Good {\\i1}night{\\i0}',
  '',
].join('\n');

const LRC = [
  '[ti:Morning Song]',
  '[ar:The Band]',
  '[al:First Album]',
  '[offset:+120]',
  '',
  '[00:12.00]The sun is <00:13.20>rising',
  '[00:15.30][01:02.10]Sing along',
  '[00:20.00]',
  '',
].join('\n');

describe('Advanced SubStation Alpha', () => {
  it('translates the Text field of Dialogue lines only, override codes as tags', async () => {
    const { segments } = await roundTrip(ass, ASS);
    expect(segments.map((s) => s.text)).toEqual([
      '<x1/>Hello, <g2>dear</g2> friend!<x3/>See you, <g4>soon</g4>.',
      'Commas, in, text<x1/>stay',
    ]);
    expect(segments[0]?.context).toEqual({ part: 'Dialogue 0:00:01.00', kind: 'caption', style: 'Default' });
  });

  it('comes back byte-identical from an identity translation', async () => {
    expect((await roundTrip(ass, ASS)).output).toBe(ASS);
  });

  it('keeps styles, comments and override blocks exactly', async () => {
    const { output } = await roundTrip(ass, ASS, shout);
    expect(output).toBe(
      ASS.replace(
        '}Hello, {\\i1}dear{\\i0} friend!\\NSee you, {\\b1}soon{\\b0}.',
        '}HELLO, {\\i1}DEAR{\\i0} FRIEND!\\NSEE YOU, {\\b1}SOON{\\b0}.',
      ).replace('Commas, in, text\\hstay', 'COMMAS, IN, TEXT\\hSTAY'),
    );
  });

  it('joins bilingual lines with \\N and keeps braces of a translation out of override blocks', async () => {
    const { output } = await roundTrip(ass, SSA, () => 'Buenas {noches}<x2/>', 'source-then-target');
    expect(output).toContain('NTP,0000,0000,0000,,Good {\\i1}night{\\i0}\\N{\\i1}Buenas (noches){\\i0}\n');
  });

  it('never leaves a line break at the edge when a translation loses one', async () => {
    const { output } = await roundTrip(ass, ASS, (text, id) => (id === 'c2' ? 'Comas en el texto' : text));
    expect(output).toContain(',,Comas en el texto\\h\r\n');
    const { output: lost } = await roundTrip(
      ass,
      SSA.replace('Good {\\i1}night{\\i0}', 'Good\\Nnight'),
      () => 'Buenas noches',
    );
    expect(lost).toContain(',,Buenas noches\n');
  });

  it('reads SubStation Alpha (v4) files too', async () => {
    const { segments, output } = await roundTrip(ass, SSA, shout);
    expect(segments.map((s) => s.text)).toEqual(['Good <g1>night</g1>']);
    expect(output).toBe(SSA.replace('Good {\\i1}night{\\i0}', 'GOOD {\\i1}NIGHT{\\i0}'));
  });
});

describe('LRC lyrics', () => {
  it('translates lyric lines and the title; other metadata stays', async () => {
    const { segments, output } = await roundTrip(lrc, LRC, shout);
    expect(segments.map((s) => [s.text, s.context?.kind])).toEqual([
      ['Morning Song', 'title'],
      ['The sun is <x1/>rising', 'caption'],
      ['Sing along', 'caption'],
    ]);
    expect(output).toBe(
      LRC.replace('Morning Song', 'MORNING SONG')
        .replace('The sun is <00:13.20>rising', 'THE SUN IS <00:13.20>RISING')
        .replace('Sing along', 'SING ALONG'),
    );
    expect((await roundTrip(lrc, LRC)).output).toBe(LRC);
  });

  it('adds the translation as a second line with the same timestamps', async () => {
    const { output } = await roundTrip(lrc, LRC, shout, 'source-then-target');
    expect(output).toContain('[ti:Morning Song / MORNING SONG]\n');
    expect(output).toContain('[00:15.30][01:02.10]Sing along\n[00:15.30][01:02.10]SING ALONG\n');
    expect(output).toContain('[al:First Album]\n[offset:+120]\n');
  });

  it('keeps a translation on one line', async () => {
    const { output } = await roundTrip(lrc, '[00:01.00]Hello\n', () => 'Hola\namigo');
    expect(output).toBe('[00:01.00]Hola amigo\n');
  });
});
