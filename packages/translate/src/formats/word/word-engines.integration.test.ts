import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { docxFromBody, partText, richDocx } from './sample-documents.ts';
import { word } from './word-format.ts';

const run = promisify(execFile);

/** Converts files with one LibreOffice run and a profile of its own (to PDF by default), into `into`. */
async function convert(folder: string, names: string[], to = 'pdf', into = folder): Promise<void> {
  const profile = `file://${join(folder, 'profile')}`;
  const files = names.map((name) => join(folder, name));
  const args = [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', to, '--outdir', into, ...files];
  await run('soffice', args, { timeout: 100_000 });
}

describe('Word documents through real engines', () => {
  let apertium: ApertiumEngine;
  let server: FakeLlmServer;
  let folder: string;

  beforeAll(async () => {
    [apertium, server, folder] = await Promise.all([
      englishToSpanishApertium(),
      startFakeLlmServer(),
      mkdtemp(join(tmpdir(), 'glossa-word-')),
    ]);
  });

  afterAll(async () => {
    await Promise.all([apertium?.close(), server?.close(), folder && rm(folder, { recursive: true, force: true })]);
  });

  it('translates a whole document into Spanish with Apertium, and LibreOffice reads the results', async () => {
    const input = await richDocx({ macros: true });
    const { segments, skeleton } = await word.extract(input);
    const report = await translateSegments(segments, { engine: apertium, source: 'en', target: 'es' });
    const map = new Map(report.translations.map((t) => [t.id, t.text]));
    const options = { sourceLanguage: 'en', targetLanguage: 'es' };
    await writeFile(join(folder, 'translated.docm'), await word.rebuild(skeleton, map, 'translated', options));
    await writeFile(join(folder, 'bilingual.docm'), await word.rebuild(skeleton, map, 'source-then-target', options));
    await convert(folder, ['translated.docm', 'bilingual.docm']);
    for (const name of ['translated.pdf', 'bilingual.pdf'])
      expect((await stat(join(folder, name))).size).toBeGreaterThan(5000);

    const back = await word.extract(await readFile(join(folder, 'translated.docm')));
    const all = back.segments.map((segment) => segment.text).join('\n');
    expect(all).toMatch(/La casa es <g1>muy grande<\/g1>/);
    expect(all).toMatch(/jardín/);
    expect(all).not.toMatch(/The house/);
    const byPart = (part: string) => back.segments.filter((segment) => segment.context?.part === part);
    for (const part of ['header', 'footnote', 'comment', 'text box', 'chart', 'properties']) {
      expect(
        byPart(part).some((segment) => /\b(el|la|los|las)\b/i.test(segment.text)),
        part,
      ).toBe(true);
    }
  });

  it('reads a document LibreOffice wrote, keeping the fallback copies of its shapes in step', async () => {
    await writeFile(join(folder, 'written.docx'), await richDocx());
    await convert(folder, ['written.docx'], 'docx:MS Word 2007 XML', join(folder, 'libreoffice'));
    const { segments, skeleton } = await word.extract(await readFile(join(folder, 'libreoffice', 'written.docx')));
    expect(segments.filter((segment) => segment.text === 'The shape holds a cat.')).toHaveLength(1);
    const map = new Map(segments.map((segment) => [segment.id, segment.text.replace(/\bThe\b/g, 'El')]));
    const out = await word.rebuild(skeleton, map, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' });
    const xml = partText(out, 'word/document.xml');
    expect(xml.match(/El shape holds a cat\./g)).toHaveLength(2);
    expect(xml).not.toContain('The shape');
    await writeFile(join(folder, 'relaid.docx'), out);
    await convert(folder, ['relaid.docx']);
    expect((await stat(join(folder, 'relaid.pdf'))).size).toBeGreaterThan(5000);
  });

  it('keeps bold, italic and link runs on the translated words through a language model', async () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">The </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>red</w:t></w:r>' +
      '<w:r><w:t xml:space="preserve"> car and the </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>blue</w:t></w:r>' +
      '<w:r><w:t xml:space="preserve"> boat, see </w:t></w:r><w:hyperlink r:id="rId5"><w:r><w:t>the list</w:t></w:r></w:hyperlink></w:p>';
    const { segments, skeleton } = await word.extract(docxFromBody(body));
    const engine = new LlmEngine(fakeEndpoint(server));
    for (const breakTags of [false, 'always'] as const) {
      server.options.breakTags = breakTags;
      const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
      const map = new Map(report.translations.map((t) => [t.id, t.text]));
      const out = await word.rebuild(skeleton, map, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' });
      const xml = partText(out, 'word/document.xml');
      expect(xml).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t>es:red</w:t></w:r>');
      expect(xml).toContain('<w:r><w:rPr><w:i/></w:rPr><w:t>es:blue</w:t></w:r>');
      expect(xml).toMatch(/<w:hyperlink r:id="rId5"><w:r><w:t>es:the es:list<\/w:t><\/w:r><\/w:hyperlink>/);
    }
    server.options.breakTags = false;
  });
});
