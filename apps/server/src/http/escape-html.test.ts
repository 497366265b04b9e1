import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('writes the five markup characters as references and leaves the rest', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">Ünïcode ★</a>`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;Ünïcode ★&lt;/a&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
