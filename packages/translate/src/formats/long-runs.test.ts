/**
 * Adapters read a long run of one thing once (decision 0016). Each input is the worst case of a
 * pattern the adapter used to have, which read the run again from each of its positions: a
 * file of a few hundred kilobytes held a thread for minutes.
 */
import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import { ini } from './data/ini.ts';
import { isTranslatableValue } from './data/translatable.ts';
import { markdown } from './markdown/markdown.ts';
import { checkXmlDepth } from './ooxml/xml-part.ts';
import { plainText } from './plain-text.ts';
import { ass } from './subtitles/ass.ts';
import { lrc } from './subtitles/lrc.ts';
import { translateFile, utf8 } from './test-kit.ts';
import { checkXml } from './web/xml.ts';
import { decodeXmlText } from './word/xml-scan.ts';

/** Runs the work and ignores its refusal: only the time counts. */
async function attempt(work: () => unknown): Promise<void> {
  try {
    await work();
  } catch {
    // A refused file is as good as a read one here.
  }
}

async function expectLinear(make: (size: number) => string, run: (text: string) => unknown, size = 20_000) {
  const { ratio } = await timeGrowth(make, (text) => attempt(() => run(text)), size);
  expect(ratio).toBeLessThan(linearBound());
}

describe('adapters on long runs', () => {
  it('INI: a key followed by spaces and no =, a value of spaces before a line separator', async () => {
    await expectLinear(
      (size) => `key${' '.repeat(size)}`,
      (text) => ini.extract(utf8(text)),
    );
    await expectLinear(
      (size) => `key =${' '.repeat(size)}\u2028`,
      (text) => ini.extract(utf8(text)),
    );
  });

  it('placeholders: a percent sign and many zeros', async () => {
    await expectLinear((size) => `%${'0'.repeat(size)}`, isTranslatableValue);
  });

  it('Markdown and plain text: a long run of spaces inside a paragraph', async () => {
    await expectLinear(
      (size) => `a${' '.repeat(size)}b`,
      (text) => markdown.extract(text),
    );
    await expectLinear(
      (size) => `a${' '.repeat(size)}b`,
      (text) => plainText.extract(text),
    );
  });

  it('LRC: many time stamps before a line separator, and a translation with a long run of spaces', async () => {
    await expectLinear(
      (size) => `${'[00:01.00]'.repeat(size / 10)}\u2028`,
      (text) => lrc.extract(utf8(text)),
    );
    await expectLinear(
      (size) => `a${' '.repeat(size)}b`,
      (translation) => translateFile(lrc, '[00:01.00]Hello\n', () => translation),
    );
  });

  it('ASS: many blank lines before the sections', async () => {
    await expectLinear(
      (size) => `${'\n'.repeat(size)}x`,
      (text) => ass.extract(utf8(text)),
    );
  });

  it('XML: markup that is never closed', async () => {
    for (const unit of ['<a', '<!--', '<![CDATA[', '<a "', '<?']) {
      await expectLinear(
        (size) => unit.repeat(size / unit.length),
        (text) => checkXmlDepth(text, 'part'),
        50_000,
      );
    }
    await expectLinear(
      (size) => '<!DOCTYPE'.repeat(size / 9),
      (text) => checkXml(text, 'the file'),
      50_000,
    );
    await expectLinear((size) => '<!--<![CDATA['.repeat(size / 13), decodeXmlText, 50_000);
  });
});
