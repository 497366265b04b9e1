import { describe, expect, it } from 'vitest';
import {
  encodeText,
  escapeText,
  parseStream,
  SPECIAL_CHARACTERS,
  stripUnknownMarks,
  superblank,
  unescapeText,
} from './stream-format.ts';

/** What the stream carries back, joined: text and superblank contents. */
function decode(stream: string): string {
  return parseStream(stream)
    .map((part) => (part.kind === 'text' ? part.text : part.content))
    .join('');
}

describe('escapeText / unescapeText', () => {
  it('escapes every special character and round-trips', () => {
    for (const c of SPECIAL_CHARACTERS) {
      expect(escapeText(c)).toBe(`\\${c}`);
      expect(unescapeText(escapeText(`a${c}b`))).toBe(`a${c}b`);
    }
    const all = `x ${SPECIAL_CHARACTERS} y \\\\ [[ ]] \\[ é 中文`;
    expect(unescapeText(escapeText(all))).toBe(all);
    expect(escapeText('plain text, 1.5% – ok')).toBe('plain text, 1.5% – ok');
  });

  it('leaves no unescaped special character behind', () => {
    const escaped = escapeText(SPECIAL_CHARACTERS.repeat(3));
    expect(escaped.replace(/\\[\s\S]/g, '')).toBe('');
  });
});

describe('superblank', () => {
  it('wraps escaped content', () => {
    expect(superblank('<g1>')).toBe('[\\<g1\\>]');
    expect(superblank('a]b')).toBe('[a\\]b]');
    expect(parseStream(superblank(`[${SPECIAL_CHARACTERS}]`))).toEqual([
      { kind: 'blank', content: `[${SPECIAL_CHARACTERS}]` },
    ]);
  });
});

describe('encodeText', () => {
  it('sends inline tags as superblanks', () => {
    expect(encodeText('Click <g1>here</g1> now<x2/>')).toBe('Click [\\<g1\\>]here[\\<\\/g1\\>] now[\\<x2\\/\\>]');
  });

  it('sends mark-like characters and line breaks as superblanks, escapes the rest', () => {
    expect(encodeText('a*b #c @d ~e')).toBe('a[\\*]b [\\#]c [\\@]d [\\~]e');
    expect(encodeText('one\ntwo\tthree')).toBe('one[\n]two[\t]three');
    expect(encodeText('[x] {y} ^z$ a/b \\ <c>')).toBe('\\[x\\] \\{y\\} \\^z\\$ a\\/b \\\\ \\<c\\>');
  });

  it('round-trips every special character, tags and whitespace', () => {
    const texts = [
      SPECIAL_CHARACTERS,
      `Every one: ${[...SPECIAL_CHARACTERS].join(' ')}.`,
      'Click <g1>here</g1> to see <x2/> the <g3>big *dog*</g3>.',
      'Line one\nline two\n\n\tindented ~ 3*4 #tag @user',
      'Not a tag: <b> and a<5 and x>y, a \\ backslash, [[double]] ]] [[',
      'Unicode: é ü ñ 中文 العربية 😀',
    ];
    for (const text of texts) expect(decode(encodeText(text)), text).toBe(text);
  });
});

describe('parseStream', () => {
  it('removes unknown-word marks but keeps escaped characters', () => {
    expect(decode('El *zorblax es #roja y @foo~bar.')).toBe('El zorblax es roja y foobar.');
    expect(decode('3\\*4 \\#1 a\\@b c\\~d')).toBe('3*4 #1 a@b c~d');
    expect(stripUnknownMarks('Tengo un *zorblax[\\*].')).toBe('Tengo un zorblax*.');
  });

  it('separates text from superblanks', () => {
    expect(parseStream('La [\\<g1\\>]casa[\\</g1\\>] roja.[]')).toEqual([
      { kind: 'text', text: 'La ' },
      { kind: 'blank', content: '<g1>' },
      { kind: 'text', text: 'casa' },
      { kind: 'blank', content: '</g1>' },
      { kind: 'text', text: ' roja.' },
      { kind: 'blank', content: '' },
    ]);
  });

  it('drops word-bound blanks and survives an unterminated blank', () => {
    expect(decode('a [[t:b:123]]casa[[/]] b')).toBe('a casa b');
    expect(parseStream('text [open')).toEqual([
      { kind: 'text', text: 'text ' },
      { kind: 'blank', content: 'open' },
    ]);
  });
});
