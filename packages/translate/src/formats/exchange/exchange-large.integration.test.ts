/**
 * Large localisation files (megabytes): each must be read whole and right. Run in the integration
 * project, whose minutes-long timeout is a hang guard; speed is measured by `npm run bench`.
 */
import { describe, expect, it } from 'vitest';
import { utf8 } from '../test-kit.ts';
import { po } from './po.ts';
import { xliff } from './xliff.ts';

describe('large XLIFF files', () => {
  it('reads and rebuilds 20,000 units written on one line', async () => {
    const units = Array.from(
      { length: 20_000 },
      (_, i) => `<trans-unit id="${i}"><source>Line <g id="1">${i}</g> of text</source></trans-unit>`,
    );
    const big = `<xliff version="1.2"><file source-language="en"><body>${units.join('')}</body></file></xliff>`;
    const { segments, skeleton } = await xliff.extract(utf8(big));
    const bytes = await xliff.rebuild(skeleton, new Map(segments.map((s) => [s.id, s.text])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    expect(segments).toHaveLength(20_000);
    expect(bytes.length).toBeGreaterThan(big.length * 1.5);
  });
});

describe('large PO files', () => {
  it('reads an entry of 200,000 continuation lines', async () => {
    const huge = `msgid ""\n${'"word word word word word word word word "\n'.repeat(200_000)}msgstr ""\n`;
    const { segments } = await po.extract(utf8(huge));
    expect(segments).toHaveLength(1);
  });
});
