import { describe, expect, it } from 'vitest';
import { InMemoryTranslationMemory, type MemoryScope, memoryKey } from './translation-memory.ts';

const scope: MemoryScope = {
  owner: 'acct-1',
  source: 'en',
  target: 'es',
  engine: 'llm:gpt',
  agent: 'general@1',
  termBaseVersion: 'none',
};

describe('translation memory', () => {
  it('reuses exact matches, ignoring invisible whitespace differences', async () => {
    const memory = new InMemoryTranslationMemory();
    await memory.store(scope, [{ source: 'Hello  world ', target: 'Hola mundo' }]);
    const found = await memory.lookup(scope, ['Hello world', 'Goodbye']);
    expect([...found]).toEqual([['Hello world', 'Hola mundo']]);
  });

  it('keys on everything that changes the output', () => {
    const key = memoryKey(scope, 'Hello');
    for (const change of [
      { owner: 'acct-2' },
      { target: 'fr' },
      { engine: 'apertium' },
      { agent: 'legal@1' },
      { termBaseVersion: 'abc' },
    ]) {
      expect(memoryKey({ ...scope, ...change }, 'Hello')).not.toBe(key);
    }
    expect(memoryKey(scope, 'Hello\u00a0')).toBe(memoryKey(scope, 'Hello'));
    expect(memoryKey(scope, 'e\u0301')).toBe(memoryKey(scope, 'é'));
  });

  it('drops the least recently used entry when full', async () => {
    const memory = new InMemoryTranslationMemory(2);
    await memory.store(scope, [
      { source: 'a', target: 'A' },
      { source: 'b', target: 'B' },
    ]);
    await memory.lookup(scope, ['a']);
    await memory.store(scope, [{ source: 'c', target: 'C' }]);
    expect([...(await memory.lookup(scope, ['a', 'b', 'c'])).keys()]).toEqual(['a', 'c']);
    expect(memory.size).toBe(2);
  });
});
