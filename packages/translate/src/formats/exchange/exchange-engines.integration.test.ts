import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element as XmlElement } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../../engines/engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { detectLanguage } from '../../languages/detect.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { DocumentFormat } from '../document-format.ts';
import { parseXml } from '../safe-xml.ts';
import { convertToPdf, readUtf8, utf8 } from '../test-kit.ts';
import { po } from './po.ts';
import { isHeader, readPoEntries } from './po-entries.ts';
import { POT, XLIFF_12, XLIFF_20 } from './test-samples.ts';
import { xliff } from './xliff.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-exchange-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function translateFile<S>(format: DocumentFormat<S>, source: string, engine: TranslationEngine, target = 'es') {
  const { segments, skeleton } = await format.extract(utf8(source));
  const report = await translateSegments(segments, { engine, source: 'en', target });
  const translations = new Map(report.translations.map((t) => [t.id, t.text]));
  return readUtf8(
    await format.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage: target }),
  );
}

/** msgfmt's own check of a PO file (syntax, headers, plural forms, format strings). */
function msgfmtCheck(file: string): void {
  execFileSync('msgfmt', ['--check', '-o', '/dev/null', file], { stdio: 'pipe' });
}

function targets(xml: string): string[] {
  const doc = parseXml(xml);
  return Array.from(doc.getElementsByTagName('target') as unknown as XmlElement[])
    .filter((target) => target.parentNode?.nodeName !== 'alt-trans')
    .map((target) => target.textContent ?? '');
}

function msgstrs(text: string): string[] {
  return readPoEntries(text)
    .filter((entry) => !isHeader(entry))
    .flatMap((entry) => entry.msgstr.map((field) => field.value));
}

describe('localisation files through real engines', () => {
  let apertium: ApertiumEngine;
  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
  });
  afterAll(() => apertium?.close());

  it('translates PO and XLIFF into Spanish with Apertium; msgfmt accepts the PO and LibreOffice reads all', async () => {
    const outputs: [string, string][] = [
      ['messages-es.po', await translateFile(po, POT, apertium)],
      ['app-es.xlf', await translateFile(xliff, XLIFF_12, apertium)],
      ['app2-es.xliff', await translateFile(xliff, XLIFF_20, apertium)],
    ];
    const [poText, xlf12, xlf20] = outputs.map(([, text]) => text) as [string, string, string];
    for (const text of [msgstrs(poText).join(' '), targets(xlf12).join(' '), targets(xlf20).join(' ')]) {
      expect(detectLanguage(text).language, text).toBe('es');
    }
    expect(poText).toContain('"Language: es\\n"');
    expect(xlf12).toMatch(/<target state="translated">[^<]*<g id="1" ctype="bold">[^<]+<\/g>/);
    const files = outputs.map(([name, text]) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    });
    msgfmtCheck(files[0] as string);
    for (const pdf of await convertToPdf(files, dir)) expect(statSync(pdf).size).toBeGreaterThan(0);
  });

  it('keeps format strings, plural forms and inline codes through the pseudo engine', async () => {
    const engine = new PseudoEngine();
    for (const language of ['ru', 'ar', 'ja', 'fr']) {
      const file = path.join(dir, `pseudo-${language}.po`);
      const text = await translateFile(po, POT, engine, language);
      writeFileSync(file, text);
      msgfmtCheck(file);
      expect(msgstrs(text).every((value) => value.includes('⟦'))).toBe(true);
    }
    const xml = await translateFile(xliff, XLIFF_20, engine);
    expect(targets(xml)).toHaveLength(3);
    expect(xml).toMatch(
      /<target>⟦[^<]*<pc id="1" dataRefStart="d1" dataRefEnd="d2">[^<]+<\/pc>[^<]*<ph id="2" dataRef="d3"\/>/,
    );
  });

  it('lands the inline codes on the translated words from a language model', async () => {
    const server = await startFakeLlmServer();
    try {
      const engine = new LlmEngine(fakeEndpoint(server, { model: 'fake', concurrency: 2, maxRetries: 1 }));
      const xml = await translateFile(xliff, XLIFF_12, engine);
      expect(xml).toContain(
        '<target state="translated">es:Click <g id="1" ctype="bold">es:here</g> es:to <x id="2" ctype="image"/> es:save &amp; es:close.</target>',
      );
      server.options.breakTags = 'always';
      const lost = await translateFile(xliff, XLIFF_12, engine);
      // The pipeline projects the lost tags back onto the matching words.
      expect(lost).toMatch(
        /<target state="translated">[^<]*<g id="1" ctype="bold">es:\w+<\/g>[^<]*<x id="2" ctype="image"\/>[^<]*<\/target>/,
      );
    } finally {
      await server.close();
    }
  });
});
