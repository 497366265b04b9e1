import { describe, expect, it } from 'vitest';
import { nulCharacterAt } from './nul-characters.ts';

describe('nulCharacterAt', () => {
  it('names the field that holds a NUL character, however deep', () => {
    expect(nulCharacterAt({ a: 'fine', texts: ['ok', 'bad\u0000'] })).toBe('texts.1');
    expect(nulCharacterAt('\u0000')).toBe('');
    expect(nulCharacterAt({ 'na\u0000me': 1 })).toBe('?');
  });

  it('finds nothing in clean input, numbers, nulls and buffers', () => {
    expect(nulCharacterAt({ a: 1, b: null, c: [true, 'x'], d: Buffer.from([0]) })).toBeUndefined();
    expect(nulCharacterAt(undefined)).toBeUndefined();
  });
});
