import { describe, expect, it } from 'vitest';
import { settleTags } from './tag-fallback.ts';
import { isTranslatableValue } from './translatable.ts';

describe('isTranslatableValue', () => {
  it('accepts text for people, short words included', () => {
    for (const text of ['Save', 'OK', 'Hello, {name}!', '%d files selected', 'Two words', 'Well-known']) {
      expect(isTranslatableValue(text), text).toBe(true);
    }
  });

  it('leaves data for programs alone', () => {
    const data = [
      '42',
      '3.14',
      '=SUM(A1:A3)',
      '2024-05-01',
      '2024-05-01T10:00:00Z',
      '10:30',
      'https://x.test/a?b=c',
      'www.x.test',
      'me@x.test',
      'images/logo.png',
      'C:\\Program Files\\App',
      '/usr/local/My App/bin',
      '#ff00aa',
      'true',
      'null',
      'user_name',
      'app.title',
      'primaryColor',
      'MAX_SIZE',
      'v2',
      '1.0.0-beta',
      '%d',
      '{0}',
      '{{count}}',
    ];
    for (const text of data) expect(isTranslatableValue(text), text).toBe(false);
  });
});

describe('settleTags', () => {
  it('keeps complete tags, repairs what can be repaired and otherwise applies the dominant formatting', () => {
    expect(settleTags('<g1>Bold</g1> text', 'Texto <g1>negrita</g1>')).toBe('Texto <g1>negrita</g1>');
    expect(settleTags('A<x1/> b', 'A b')).toBe('A b<x1/>');
    expect(settleTags('<g1>Mostly bold here</g1> ok', 'Casi todo en negrita')).toBe('<g1>Casi todo en negrita</g1>');
    expect(settleTags('Plain words with <g1>one</g1> bold', 'Palabras con una negrita')).toBe(
      'Palabras con una negrita',
    );
  });
});
