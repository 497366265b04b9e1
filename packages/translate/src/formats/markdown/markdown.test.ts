import { describe, expect, it } from 'vitest';
import { markdown } from './markdown.ts';

/** A stand-in translation: upper-cases the words, keeps tags. */
function shout(text: string): string {
  return text
    .split(/(<[^>]+>)/)
    .map((piece, i) => (i % 2 ? piece : piece.toUpperCase()))
    .join('');
}

function roundTrip(source: string, mode: 'translated' | 'source-then-target' = 'translated') {
  const { segments, skeleton } = markdown.extract(source);
  const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
  return { segments, output: markdown.rebuild(skeleton, translations, mode) };
}

describe('markdown', () => {
  it('turns formatting and links into tags and puts their markup back', () => {
    const { segments, output } = roundTrip('Read **the [guide](https://x.test/a_b "Title")** and `npm i` now.\n');
    expect(segments.map((s) => s.text)).toEqual(['Read <g1>the <g2>guide</g2></g1> and <x3/> now.']);
    expect(output).toBe('READ **THE [GUIDE](https://x.test/a_b "Title")** AND `npm i` NOW.\n');
  });

  it('leaves code blocks, HTML blocks and front matter alone', () => {
    const source =
      '---\ntitle: Hello\n---\n\n# Intro\n\n```js\nconst greeting = "hi";\n```\n\n<div align="center">keep</div>\n\nEnd.\n';
    const { segments, output } = roundTrip(source);
    expect(segments.map((s) => s.text)).toEqual(['Intro', 'End.']);
    expect(output).toBe(source.replace('# Intro', '# INTRO').replace('End.', 'END.'));
  });

  it('translates table cells and list items, keeping the table and list syntax', () => {
    const source = '| Name | Note |\n| --- | --- |\n| apple | *red* |\n\n- first item\n- second item\n';
    const { output } = roundTrip(source);
    expect(output).toBe('| NAME | NOTE |\n| --- | --- |\n| APPLE | *RED* |\n\n- FIRST ITEM\n- SECOND ITEM\n');
  });

  it('keeps quote prefixes across hard breaks and joins soft breaks', () => {
    const source = '> one line  \n> two line\n> three\n';
    const { segments, output } = roundTrip(source);
    expect(segments[0]?.text).toBe('one line<x1/>two line three');
    expect(output).toBe('> ONE LINE  \n> TWO LINE THREE\n');
  });

  it('keeps autolinks and images whole, and escapes markup characters the translation brings', () => {
    const { segments, skeleton } = markdown.extract('See <https://a.test> and ![logo](l.png).\n');
    expect(segments[0]?.text).toBe('See <x1/> and <x2/>.');
    const out = markdown.rebuild(skeleton, new Map([['m1', 'Voir <x1/> et <x2/> *ici* [1].']]), 'translated');
    expect(out).toBe('Voir <https://a.test> et ![logo](l.png) \\*ici\\* \\[1\\].\n');
  });

  it('writes bilingual output as consecutive blocks, inside lists too', () => {
    const { output } = roundTrip('# Title\n\n- item one\n', 'source-then-target');
    expect(output).toBe('# Title\n\n# TITLE\n\n- item one\n\n  ITEM ONE\n');
  });

  it('survives broken markdown without losing text', () => {
    const source = '**unclosed [link](\n\n> \n\n|a|\n';
    const { output } = roundTrip(source);
    expect(output.toLowerCase().replace(/\\/g, '')).toContain('unclosed');
  });
});
