import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { word } from './word-format.ts';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer({ reorderTags: true });
});
afterAll(async () => server.close());

/** The runs of the body as [text, bold, italic, inside a hyperlink]. */
function runs(docx: Uint8Array): [string, boolean, boolean, boolean][] {
  const xml = new TextDecoder().decode(unzipSync(docx)['word/document.xml']);
  const found: [string, boolean, boolean, boolean][] = [];
  for (const part of xml.split(/(?=<w:hyperlink\b)|<\/w:hyperlink>/)) {
    const linked = part.startsWith('<w:hyperlink');
    for (const run of part.matchAll(/<w:r>(?:<w:rPr>(.*?)<\/w:rPr>)?<w:t[^>]*>([^<]*)<\/w:t><\/w:r>/g)) {
      const props = run[1] ?? '';
      found.push([run[2] ?? '', /<w:b\/>/.test(props), /<w:i\/>/.test(props), linked]);
    }
  }
  return found;
}

describe('formatting follows the words when the engine reorders them', () => {
  it('keeps bold, italic and link runs on the translated words', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun('The house is '),
                new TextRun({ text: 'red', bold: true }),
                new TextRun(' and '),
                new TextRun({ text: 'big', italics: true }),
                new TextRun(', see '),
                new ExternalHyperlink({ link: 'https://glossa.test', children: [new TextRun('the map')] }),
                new TextRun(' today.'),
              ],
            }),
          ],
        },
      ],
    });
    const input = new Uint8Array(await Packer.toBuffer(document));
    const { segments, skeleton } = await word.extract(input);
    const report = await translateSegments(segments, {
      engine: new LlmEngine(fakeEndpoint(server)),
      source: 'en',
      target: 'es',
    });
    const translated = report.translations[0]?.text ?? '';
    // The engine moved the first formatted phrase to the end of the sentence.
    expect(translated.trimEnd().endsWith('</g1>')).toBe(true);
    const output = await word.rebuild(skeleton, new Map(report.translations.map((t) => [t.id, t.text])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const body = runs(output);
    const text = (word: string) => body.find(([t]) => t.includes(word));
    expect(text('es:red')?.[1]).toBe(true);
    expect(text('es:big')?.[2]).toBe(true);
    expect(text('es:map')?.[3]).toBe(true);
    expect(text('es:house')?.slice(1)).toEqual([false, false, false]);
  });
});
