import type { MemoryScope } from '@glossa/translate/memory/translation-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTranslationMemory } from '../src/features/translation-memory/database-translation-memory.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

const scope: MemoryScope = {
  owner: 'acct-1',
  source: 'en',
  target: 'es',
  engine: 'llm',
  agent: 'general@1',
  termBaseVersion: 'none',
};

describe('the database translation memory', () => {
  it('finds exact matches, normalised, within the same account only', async () => {
    const memory = new DatabaseTranslationMemory(t.db);
    await memory.store(scope, [
      { source: 'The house is red.', target: 'La casa es roja.' },
      { source: 'Hello', target: 'Hola' },
    ]);
    const found = await memory.lookup(scope, ['The  house is red. ', 'Goodbye']);
    expect([...found]).toEqual([['The  house is red. ', 'La casa es roja.']]);
    expect((await memory.lookup({ ...scope, owner: 'acct-2' }, ['Hello'])).size).toBe(0);
    expect((await memory.lookup({ ...scope, target: 'fr' }, ['Hello'])).size).toBe(0);
  });

  it('replaces an entry with a newer translation and handles many keys at once', async () => {
    const memory = new DatabaseTranslationMemory(t.db);
    await memory.store(scope, [{ source: 'Hello', target: '¡Hola!' }]);
    expect((await memory.lookup(scope, ['Hello'])).get('Hello')).toBe('¡Hola!');
    const many = Array.from({ length: 1200 }, (_, i) => ({ source: `Line ${i}`, target: `Línea ${i}` }));
    await memory.store(scope, many);
    const found = await memory.lookup(
      scope,
      many.map((m) => m.source),
    );
    expect(found.size).toBe(1200);
    expect(found.get('Line 1199')).toBe('Línea 1199');
  });

  it('forgets an account', async () => {
    const memory = new DatabaseTranslationMemory(t.db);
    await memory.forget('acct-1');
    expect((await memory.lookup(scope, ['Hello'])).size).toBe(0);
  });
});
