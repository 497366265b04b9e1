import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../../test/linear-time.ts';
import type { EngineBatch } from '../engine.ts';
import {
  buildBatchMessages,
  buildTextMessages,
  DEFAULT_INSTRUCTIONS,
  parseBatchReply,
  promptLanguageName,
  SEGMENTS_MARKER,
} from './batch-prompt.ts';
import { stripThinking, ThinkingFilter } from './thinking.ts';

const batch: EngineBatch = {
  segments: [
    { id: 's1', text: 'Open <g1>Settings</g1>.' },
    { id: 's2', text: 'Saved<x1/>', context: { note: 'Toast message' } },
  ],
  source: 'en',
  target: 'zh-Hans',
  before: ['Chapter 2'],
  after: ['Next steps'],
  brief: {
    title: 'User guide',
    terms: [
      { source: 'Settings', target: '设置' },
      { source: 'Glossa', target: 'Glossa', doNotTranslate: true },
    ],
  },
};

describe('buildBatchMessages', () => {
  it('states the languages, the rules, the terms and the answer format', () => {
    const [system] = buildBatchMessages(batch);
    expect(system?.role).toBe('system');
    expect(system?.content.startsWith(DEFAULT_INSTRUCTIONS)).toBe(true);
    expect(system?.content).toContain('from English (en) into Simplified Chinese (zh-Hans)');
    expect(system?.content).toContain('<g1>…</g1>');
    expect(system?.content).toContain('<x2/>');
    expect(system?.content).toContain('use "设置" for "Settings"');
    expect(system?.content).toContain('keep "Glossa" unchanged');
    expect(system?.content).toContain('{"translations":[{"id":"…","text":"…"}]}');
    expect(system?.content).toContain('"note"');
  });

  it('keeps the system message the same for every batch of a document: a cacheable prefix', () => {
    const [system, user] = buildBatchMessages(batch);
    expect(system?.content).toContain('Document title: "User guide"');
    expect(user?.content).not.toContain('User guide');
    const other = buildBatchMessages({ ...batch, segments: [{ id: 's9', text: 'Quit' }], before: [], after: [] });
    expect(other[0]?.content).toBe(system?.content);
  });

  it('puts the context before the segments as JSON', () => {
    const user = buildBatchMessages(batch)[1]!.content;
    expect(user.indexOf('Chapter 2')).toBeLessThan(user.indexOf('Next steps'));
    expect(user).toContain('context only, do not translate');
    const json = JSON.parse(user.slice(user.indexOf(SEGMENTS_MARKER) + SEGMENTS_MARKER.length));
    expect(json).toEqual([
      { id: 's1', text: 'Open <g1>Settings</g1>.' },
      { id: 's2', text: 'Saved<x1/>', note: 'Toast message' },
    ]);
  });

  it("uses the agent's instructions and handles an unknown source language", () => {
    const [system] = buildBatchMessages({ ...batch, source: 'auto', brief: { instructions: 'You translate law.' } });
    expect(system?.content.startsWith('You translate law.')).toBe(true);
    expect(system?.content).not.toContain(DEFAULT_INSTRUCTIONS);
    expect(system?.content).toContain('into Simplified Chinese (zh-Hans), from whatever language');
    expect(system?.content).not.toContain('Follow these terms');
  });

  it('asks for plain text for a streamed translation', () => {
    const [system, user] = buildTextMessages({ ...batch, segments: [{ id: 't', text: 'Hello there' }] });
    expect(system?.content).toContain('Answer ONLY with the translation of the text');
    expect(system?.content).not.toContain('"translations"');
    expect(user?.content.endsWith('Text to translate:\nHello there')).toBe(true);
  });
});

describe('promptLanguageName', () => {
  it('names languages in English and keeps unknown codes', () => {
    expect(promptLanguageName('es')).toBe('Spanish');
    expect(promptLanguageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(promptLanguageName('not a code')).toBe('not a code');
  });
});

describe('parseBatchReply', () => {
  const ids = ['a', 'b', 'c'];

  it('reads the requested form', () => {
    const reply = '{"translations":[{"id":"a","text":"A"},{"id":"b","text":"B"},{"id":"c","text":"C"}]}';
    expect(parseBatchReply(reply, ids)).toEqual({
      translations: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
      ],
      missing: [],
    });
  });

  it('strips code fences and thinking, ignores unknown ids and reports missing ones', () => {
    const reply =
      '<think>Let me see.</think>Sure!\n```json\n{"translations":[{"id":"c","text":"C"},{"id":"zz","text":"?"},{"id":"a","text":"A"}]}\n```';
    expect(parseBatchReply(reply, ids)).toEqual({
      translations: [
        { id: 'a', text: 'A' },
        { id: 'c', text: 'C' },
      ],
      missing: ['b'],
    });
  });

  it('accepts a bare array, an id map, a lone entry and numeric ids', () => {
    expect(parseBatchReply('[{"id":"a","text":"A"},{"id":"b","translation":"B"}]', ids).missing).toEqual(['c']);
    expect(parseBatchReply('{"a":"A","b":"B","c":"C"}', ids).missing).toEqual([]);
    expect(parseBatchReply('{"id":"b","text":"B"}', ids).translations).toEqual([{ id: 'b', text: 'B' }]);
    expect(parseBatchReply('[{"id":1,"text":"one"}]', ['1']).translations).toEqual([{ id: '1', text: 'one' }]);
    expect(parseBatchReply('["A","B","C"]', ids).missing).toEqual([]);
    expect(parseBatchReply('["A","B"]', ids).missing).toEqual(ids);
  });

  it('keeps the finished entries of a cut-off answer and survives prose', () => {
    const cut = '{"translations":[{"id":"a","text":"A \\"quoted\\""},{"id":"b","text":"B"},{"id":"c","te';
    expect(parseBatchReply(cut, ids)).toEqual({
      translations: [
        { id: 'a', text: 'A "quoted"' },
        { id: 'b', text: 'B' },
      ],
      missing: ['c'],
    });
    expect(parseBatchReply('I cannot translate this.', ids)).toEqual({ translations: [], missing: ids });
  });
});

describe('thinking', () => {
  it('drops a leading thinking block, whole or streamed', () => {
    expect(stripThinking('<think>hmm</think>\nHola')).toBe('Hola');
    const filter = new ThinkingFilter();
    const out =
      ['<thi', 'nk>plan', '</think>', '\nHo', 'la'].map((delta) => filter.push(delta)).join('') + filter.end();
    expect(out).toBe('Hola');
    const plain = new ThinkingFilter();
    expect(['<', 'b>Hi'].map((delta) => plain.push(delta)).join('') + plain.end()).toBe('<b>Hi');
    expect(plain.thinking()).toBe('');
  });

  it('keeps what the model thought, as it streams, for the folded card', () => {
    const filter = new ThinkingFilter();
    filter.push('<think>First I ');
    expect(filter.thinking()).toBe('First I ');
    filter.push('read it.</think>\n\nThe answer');
    expect(filter.thinking()).toBe('First I read it.');
  });
});

describe('parseBatchReply on long runs', () => {
  // A fence never closed: its language name and the spaces after it were read once per character.
  it('costs time in step with the length of an unclosed fence', async () => {
    for (const make of [
      (size: number) => `\`\`\`${'a'.repeat(size)}`,
      (size: number) => `\`\`\`${' '.repeat(size)}x`,
    ]) {
      const { ratio } = await timeGrowth(make, (reply) => parseBatchReply(reply, ['1']), 20_000);
      expect(ratio).toBeLessThan(linearBound());
    }
  });
});
