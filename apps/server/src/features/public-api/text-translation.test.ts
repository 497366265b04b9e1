import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../../../../packages/translate/test/linear-time.ts';
import { billedCharacters, checkTermBasePair, readText, sourcesOf, visibleText } from './text-translation.ts';

/** Puts a bracketed upper-case "translation" of every segment, tags kept where they were. */
function fake(segments: { id: string; text: string }[]): Map<string, string> {
  return new Map(
    segments.map((segment) => [
      segment.id,
      segment.text.replace(/(^|>)([^<]+)/g, (_, a, b) => `${a}[${b.toUpperCase()}]`),
    ]),
  );
}

describe('texts of an API request', () => {
  it('reads plain text by paragraphs and puts it back with its blank lines', async () => {
    const read = await readText('First paragraph.\n\nSecond one.', 0, 'text');
    expect(read.segments.map((segment) => segment.text)).toEqual(['First paragraph.', 'Second one.']);
    expect(read.segments.every((segment) => segment.id.startsWith('0:'))).toBe(true);
    expect(await read.rebuild(fake(read.segments), 'de')).toBe('[FIRST PARAGRAPH.]\n\n[SECOND ONE.]');
  });

  it('keeps the tags, entities and attributes of an HTML fragment', async () => {
    const source = '<p>Press <b>Enter</b> &amp; go</p><img alt="A cat" src="cat.png">';
    const read = await readText(source, 3, 'html');
    expect(read.segments.map((segment) => segment.text)).toContain('A cat');
    const out = await read.rebuild(fake(read.segments), 'fr');
    expect(out).toContain('<b>');
    expect(out).toContain('src="cat.png"');
    expect(out).toContain('alt="[A CAT]"');
    expect(out).not.toContain('<html');
  });

  it('reads an XML fragment without a root of its own and gives it back without the added one', async () => {
    const read = await readText('Press <key>Enter</key> to continue', 1, 'xml');
    expect(read.segments.length).toBeGreaterThan(0);
    const out = await read.rebuild(fake(read.segments), 'es');
    expect(out).toMatch(/^\[PRESS .*<key>.*<\/key>.*\]$|^\[PRESS \]<key>/);
    expect(out).not.toContain('glossa-fragment');
  });

  it('leaves what translate="no" marks and the ignored tags exactly as they are', async () => {
    const html = await readText('<p>I live in <span translate="no">The red house</span> now.</p>', 0, 'html');
    expect(html.segments.map((segment) => segment.text)).toEqual(['I live in <x1/> now.']);
    expect(await html.rebuild(fake(html.segments), 'de')).toBe(
      '<p>[I LIVE IN ]<span translate="no">The red house</span>[ NOW.]</p>',
    );
    const xml = await readText('Press <key>Enter</key> to go', 0, 'xml', ['key']);
    expect(await xml.rebuild(fake(xml.segments), 'de')).toBe('[PRESS ]<key>Enter</key>[ TO GO]');
  });

  it('refuses a term base of another language pair, a variant of either language being the same', () => {
    const termBase = { sourceLanguage: 'en', targetLanguage: 'pt-PT', entries: [] };
    expect(() => checkTermBasePair(termBase, 'en', 'pt-BR')).not.toThrow();
    expect(() => checkTermBasePair(termBase, 'auto', 'pt-PT')).not.toThrow();
    for (const [source, target] of [
      ['en', 'de'],
      ['fr', 'pt-PT'],
      ['auto', 'es'],
    ]) {
      expect(() => checkTermBasePair(termBase, source as string, target as string)).toThrow(
        expect.objectContaining({ errorName: 'termBasePairMismatch' }),
      );
    }
  });

  it('gives back a text with nothing to translate as it is', async () => {
    for (const [text, markup] of [
      ['', 'text'],
      ['   ', 'text'],
      ['<br>', 'html'],
    ] as const) {
      const read = await readText(text, 0, markup);
      expect(read.segments).toEqual([]);
      expect(await read.rebuild(new Map(), 'de')).toBe(text);
    }
  });

  it('refuses XML that is not well formed as a bad text', async () => {
    await expect(readText('<a>open', 0, 'xml')).rejects.toMatchObject({ errorName: 'validation' });
  });

  it('detects each text, a short one taking the language of the request', () => {
    const texts = ['Das ist ein ziemlich langer deutscher Satz über das Wetter von morgen.', 'Ja'];
    const detected = sourcesOf(texts, 'auto', 'text');
    expect(detected.map((source) => source.language)).toEqual(['de', 'de']);
    expect(detected.map((source) => source.lowConfidence)).toEqual([false, true]);
    expect(sourcesOf(texts, 'fr', 'text')).toEqual([
      { language: 'fr', confidence: null, lowConfidence: false },
      { language: 'fr', confidence: null, lowConfidence: false },
    ]);
  });

  it("lets the caller's hints choose when a short text could be several languages", () => {
    expect(sourcesOf(['Hallo'], 'auto', 'text', { languages: ['nl'] })[0]).toMatchObject({
      language: 'nl',
      lowConfidence: true,
    });
    expect(sourcesOf(['Hallo'], 'auto', 'text', { languages: ['de'] })[0]?.language).toBe('de');
  });

  it('bills what a reader sees: markup is not counted', () => {
    expect(billedCharacters('<b>Hi</b> there &amp; you', 'html')).toBe(billedCharacters('Hi there & you', 'text'));
    expect(billedCharacters('<p title="Tip">Hi</p><!-- note -->', 'xml')).toBe(2);
    expect(billedCharacters('<span translate="no">Kept</span> as is', 'html')).toBe('Kept as is'.length);
    expect(billedCharacters('日本語', 'text')).toBe(3);
  });
});

describe('texts with markup that is never closed', () => {
  // Each '<' without a '>' after it used to read the rest of the text again.
  it('costs time in step with the length', async () => {
    for (const measure of [
      (text: string) => visibleText(text, 'html'),
      (text: string) => billedCharacters(text, 'xml'),
    ]) {
      const { ratio } = await timeGrowth((size) => '<'.repeat(size), measure, 50_000);
      expect(ratio).toBeLessThan(linearBound());
    }
  });
});
