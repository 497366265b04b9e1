import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import {
  cleanForDetection,
  DETECT_CHARS,
  detectionSample,
  SAMPLE_CHARS,
  sampleWindows,
  WINDOW_CHARS,
} from './detect-text.ts';

describe('cleanForDetection', () => {
  it('removes inline tags but keeps the words inside them', () => {
    expect(cleanForDetection('Ich bin <g1>sehr</g1> froh<x2/>, <b class="x">danke</b>!')).toBe(
      'Ich bin sehr froh , danke !',
    );
  });

  it('removes URLs, e-mail addresses, numbers and codes with digits', () => {
    expect(cleanForDetection('Mehr unter https://example.com/a?b=1 oder www.example.org')).toBe('Mehr unter oder');
    expect(cleanForDetection('Schreib an anna.berg@example.de bis 12.05.2025 um 3pm')).toBe('Schreib an bis um');
    expect(cleanForDetection('Format A4, Version v2.1, 1 500 Stück')).toBe('Format Version Stück');
  });

  it('removes code and placeholders', () => {
    expect(cleanForDetection('Rufe `npm install` auf:\n```\nconst a = 1;\n```\nfertig')).toBe('Rufe auf: fertig');
    expect(cleanForDetection('Hallo {name}, du hast {{count}} Nachrichten (%s, %1$d)')).toBe(
      'Hallo , du hast Nachrichten ( , )',
    );
  });

  it('leaves digits inside text without spaces alone, not the characters around them', () => {
    expect(cleanForDetection('我们在2024年去了北京')).toBe('我们在 年去了北京');
  });

  it('removes codes glued to letters and digits of other scripts', () => {
    expect(cleanForDetection('Modell ABC12x und é٣ und 1a٣ fertig')).toBe('Modell und é und fertig');
    expect(cleanForDetection('an.na+b@mail.example.org!')).toBe('!');
  });

  // Every start position in a run of letters used to rescan the run (e-mail and number patterns).
  it('costs time in step with the length of a run of letters or local-part characters', async () => {
    for (const unit of ['a', 'a.', 'a1']) {
      // The least of nine runs each: at these sizes one collection in a run of five moved the ratio past the bound.
      const { ratio } = await timeGrowth((size) => unit.repeat(size), cleanForDetection, 20_000, { runs: 9 });
      expect(ratio).toBeLessThan(linearBound());
    }
  });
});

describe('detectionSample', () => {
  it('keeps text up to the bound as it is', () => {
    const text = 'x'.repeat(DETECT_CHARS);
    expect(detectionSample(text)).toBe(text);
  });

  it('reads a long text as slices from its beginning to its end, within the bound', () => {
    const text = `START ${'Wort '.repeat(40_000)}END`;
    const sample = detectionSample(text);
    expect(sample.length).toBeLessThanOrEqual(DETECT_CHARS + 10);
    expect(sample.startsWith('START')).toBe(true);
    expect(sample.endsWith('END')).toBe(true);
  });

  it('never splits a character', () => {
    const sample = detectionSample('a𠮷'.repeat(30_000));
    for (const line of sample.split('\n')) expect(line).toMatch(/^(?:a|𠮷)+$/u);
  });
});

describe('sampleWindows', () => {
  it('reads short text whole', () => {
    expect(sampleWindows('Guten Morgen')).toEqual(['Guten Morgen']);
    expect(sampleWindows('')).toEqual([]);
  });

  it('cuts text up to the sample size into consecutive windows at word boundaries', () => {
    const text = Array.from({ length: 120 }, (_, i) => `wort${i % 10 === 0 ? 'e' : ''}`).join(' ');
    const windows = sampleWindows(text);
    expect(windows.join(' ')).toBe(text);
    for (const window of windows) expect(window.length).toBeLessThanOrEqual(WINDOW_CHARS);
  });

  it('samples long text from its beginning to its end within the bound', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}`);
    const text = ['START', ...words, 'END'].join(' ');
    const windows = sampleWindows(text);
    const total = windows.reduce((sum, window) => sum + window.length, 0);
    expect(total).toBeLessThanOrEqual(SAMPLE_CHARS);
    expect(windows[0]?.startsWith('START')).toBe(true);
    expect(windows.at(-1)?.endsWith('END')).toBe(true);
  });

  it('cuts text without spaces without splitting a character', () => {
    const text = '𠮷'.repeat(3000);
    for (const window of sampleWindows(text)) expect(window).toMatch(/^(?:𠮷)+$/u);
  });
});
