import type * as deepl from 'deepl-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeeplTest, deeplApp, keyHolder, translator } from './deepl-kit.ts';
import { libreClient } from './libretranslate-kit.ts';
import { callApi } from './native-api-kit.ts';

/**
 * Short texts whose language was once detected wrong and then translated from it (issue 30):
 * 'Hello, world!' as Norwegian, 'Hello' as Finnish, 'Cancel' as Spanish (and returned
 * untranslated into Spanish), 'Hola mundo' as Brazilian Portuguese. Through each API, as its
 * clients call it: deepl-node and LibreTranslate's form requests send no Accept-Language.
 */
const CASES = [
  ['Hello, world!', 'en'],
  ['Hello', 'en'],
  ['Cancel', 'en'],
  ['Hola mundo', 'es'],
] as const;

let d: DeeplTest;
let key: string;
let client: deepl.Translator;

beforeAll(async () => {
  d = await deeplApp({ API_KEY_PER_MINUTE: '100000' });
  key = (await keyHolder(d.t)).key;
  client = translator(d, key);
});
afterAll(async () => d?.close());

describe('the DeepL-compatible API', () => {
  it.each(CASES)('detects %j as %s, with deepl-node', async (text, language) => {
    const result = await client.translateText(text, null, 'de');
    expect(result.detectedSourceLang).toBe(language);
    expect(result.text).toMatch(/de:/);
  });

  it('translates "Cancel" into Spanish instead of taking it for Spanish', async () => {
    const result = await client.translateText('Cancel', null, 'es');
    expect(result.detectedSourceLang).toBe('en');
    expect(result.text).toBe('es:Cancel');
  });
});

describe('the native API', () => {
  it.each(CASES)('detects %j as %s', async (text, language) => {
    const answer = await callApi(d.t, key, 'POST', '/translate', {
      body: { texts: [text], target: 'de' },
      headers: { 'accept-language': 'de' },
    });
    expect(answer.status, answer.body).toBe(200);
    const [translation] = answer.json.translations;
    expect(translation.detectedSource).toBe(language);
    expect(translation.detectionConfidence).toBeGreaterThan(0);
    expect(translation.detectionConfidence).toBeLessThanOrEqual(1);
  });

  it('flags a guess below the threshold, and leaves the language to the AI engine', async () => {
    d.sources.length = 0;
    const answer = await callApi(d.t, key, 'POST', '/translate', {
      body: { texts: ['Hello', 'The weather is lovely today and we are going for a walk.'], target: 'fr' },
    });
    expect(answer.status, answer.body).toBe(200);
    const [guessed, sure] = answer.json.translations;
    expect(guessed).toMatchObject({ detectedSource: 'en', lowConfidence: true });
    expect(guessed.detectionConfidence).toBeLessThan(0.8);
    expect(sure).toMatchObject({ detectedSource: 'en', lowConfidence: false });
    expect(d.sources.sort()).toEqual(['auto', 'en']);
  });

  it('says nothing is guessed when the source is given', async () => {
    const answer = await callApi(d.t, key, 'POST', '/translate', {
      body: { texts: ['Hello'], source: 'en', target: 'de' },
    });
    expect(answer.json.translations[0]).toMatchObject({
      detectedSource: 'en',
      detectionConfidence: null,
      lowConfidence: false,
    });
  });

  it("lets the caller's Accept-Language choose between languages the text could be", async () => {
    const ask = (language: string) =>
      callApi(d.t, key, 'POST', '/translate', {
        body: { texts: ['Hallo'], target: 'en' },
        headers: { 'accept-language': `${language},en;q=0.5` },
      });
    expect((await ask('nl')).json.translations[0].detectedSource).toBe('nl');
    expect((await ask('de')).json.translations[0].detectedSource).toBe('de');
  });
});

describe('the LibreTranslate-compatible API', () => {
  it.each(CASES)('detects %j as %s with /detect', async (text, language) => {
    const answer = await libreClient(d.t).form('/detect', { q: text, api_key: key });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json[0].language).toBe(language);
    expect(answer.json[0].confidence).toBeGreaterThan(0);
  });

  it.each(CASES)('detects %j as %s with /translate and source auto', async (text, language) => {
    const answer = await libreClient(d.t).form('/translate', { q: text, source: 'auto', target: 'de', api_key: key });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.detectedLanguage.language).toBe(language);
  });
});
