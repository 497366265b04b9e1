import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../../engines/engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { detectLanguage } from '../../languages/detect.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import type { OutputMode } from '../format.ts';
import { convertToPdf, readUtf8, utf8 } from '../test-kit.ts';
import { ass } from './ass.ts';
import type { CueFormat } from './cue-document.ts';
import { lrc } from './lrc.ts';
import { sbv } from './sbv.ts';
import { srt } from './srt.ts';
import { vtt } from './vtt.ts';

const LINES = [
  'The house is very big and the garden is green.',
  'My brother works in the city every day.',
  'We are going to the beach with our friends tomorrow.',
  'The <b>old</b> dog sleeps near the door.',
];

const SAMPLES: [CueFormat, string][] = [
  [
    srt,
    LINES.map(
      (line, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},900\n${line.replace(/<(\/?)b>/g, '<$1i>')}\n`,
    ).join('\n'),
  ],
  [vtt, `WEBVTT\n\n${LINES.map((line, i) => `00:0${i}.000 --> 00:0${i}.900 align:start\n${line}`).join('\n\n')}\n`],
  [sbv, LINES.map((line, i) => `0:00:0${i}.000,0:00:0${i}.900\n${line.replace(/<\/?b>/g, '')}`).join('\n\n')],
  [
    ass,
    `[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${LINES.map((line, i) => `Dialogue: 0,0:00:0${i}.00,0:00:0${i}.90,Default,,0,0,0,,{\\an8}${line.replace('<b>', '{\\b1}').replace('</b>', '{\\b0}')}`).join('\n')}\n`,
  ],
  [lrc, `[ti:The Beach]\n${LINES.map((line, i) => `[00:0${i}.00]${line.replace(/<\/?b>/g, '')}`).join('\n')}\n`],
];

/** Timings, ids and codes: the file with every translatable text taken out. */
async function frame(format: CueFormat, bytes: Uint8Array): Promise<string> {
  const { segments, skeleton } = await format.extract(bytes);
  const blanks = new Map(
    segments.map((segment) => [segment.id, (segment.text.match(/<\/?g\d+>|<x\d+\/>/g) ?? []).join('')]),
  );
  return readUtf8(await format.rebuild(skeleton, blanks, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' }));
}

async function translateFile(
  format: CueFormat,
  source: string,
  engine: TranslationEngine,
  mode: OutputMode = 'translated',
) {
  const { segments, skeleton } = await format.extract(utf8(source));
  const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
  const translations = new Map(report.translations.map((t) => [t.id, t.text]));
  return format.rebuild(skeleton, translations, mode, { sourceLanguage: 'en', targetLanguage: 'es' });
}

describe('subtitles through real engines', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-subtitles-'));
  let apertium: ApertiumEngine;
  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
  });
  afterAll(async () => {
    await apertium?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('translates every subtitle format into Spanish with Apertium, and LibreOffice reads the results', async () => {
    const files: string[] = [];
    for (const [format, source] of SAMPLES) {
      const output = await translateFile(format, source, apertium);
      expect(await frame(format, output)).toBe(await frame(format, utf8(source)));
      const { segments } = await format.extract(output);
      const text = segments.map((segment) => stripTags(segment.text)).join(' ');
      expect(detectLanguage(text).language, text).toBe('es');
      const file = path.join(dir, `sample-${format.id}.${format.extensions[0]}`);
      writeFileSync(file, output);
      files.push(file);
    }
    expect(readUtf8(await translateFile(srt, SAMPLES[0]?.[1] as string, apertium))).toMatch(/<i>\S[^<]*<\/i>/);
    for (const pdf of await convertToPdf(files, dir)) expect(statSync(pdf).size).toBeGreaterThan(0);
  });

  it('keeps the structure and formatting of every format through the pseudo engine, bilingual too', async () => {
    const engine = new PseudoEngine();
    for (const [format, source] of SAMPLES) {
      for (const mode of ['translated', 'source-then-target'] as const) {
        const output = await translateFile(format, source, engine, mode);
        const again = await format.extract(output);
        const count = (await format.extract(utf8(source))).segments.length;
        // Bilingual lyrics have a second timed line per line (the title stays one tag).
        expect(again.segments).toHaveLength(format === lrc && mode !== 'translated' ? count * 2 - 1 : count);
        expect(readUtf8(output)).toContain('⟦');
        if (mode === 'translated') expect(await frame(format, output)).toBe(await frame(format, utf8(source)));
        else expect(readUtf8(output)).toContain('The house is very big');
      }
    }
  });

  it('lands the formatting on the translated words from a language model, even when it drops the tags', async () => {
    const server = await startFakeLlmServer();
    try {
      const source = '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Where is</i> the <b>station</b>?\n';
      const engine = new LlmEngine(fakeEndpoint(server, { model: 'fake', concurrency: 2, maxRetries: 1 }));
      const output = readUtf8(await translateFile(srt, source, engine));
      expect(output).toBe('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>es:Where es:is</i> es:the <b>es:station</b>?\n');
      server.options.breakTags = 'always';
      const lost = readUtf8(await translateFile(srt, source, engine));
      expect(lost).toMatch(/^1\n00:00:01,000 --> 00:00:02,000\n\{\\an8\}<i>es:Where[^\n]*<\/i>[^\n]*\n$/);
      expect(lost).toContain('<b>');
    } finally {
      await server.close();
    }
  });
});
