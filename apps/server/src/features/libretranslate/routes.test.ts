import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { loadCatalog } from '@glossa/i18n/catalog';
import type { TranslationEngine } from '@glossa/translate/engines/engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { ServerSecret } from '#http/server-secret.ts';
import type { ApiCaller, FacadeOptions, PublicApiCore, TextRequest } from '../public-api/index.ts';
import type { WorkspaceDeps } from '../workspace/index.ts';
import { libreTranslateRoutes } from './routes.ts';

/** Request parsing and answers against a stand-in core; the real core is tested in test/libretranslate-api.test.ts. */
const caller: ApiCaller = { keyId: 'k1', userId: 'u1', owner: { kind: 'user', userId: 'u1' }, address: null };
const seen: TextRequest[] = [];
const core: PublicApiCore = {
  caller: async (secret) => {
    if (secret !== 'good-key') throw new AppError('forbidden');
    return caller;
  },
  translateTexts: async (_caller, request) => {
    seen.push(request);
    return {
      translations: request.texts.map((text) => ({
        text: `[${request.target}] ${text}`,
        detectedSource: request.source === 'auto' ? 'pt-BR' : request.source,
        billedCharacters: text.length,
        detectionConfidence: request.source === 'auto' ? 0.875 : null,
        lowConfidence: false,
      })),
      billedCharacters: 0,
      engine: 'fake',
    };
  },
  detect: async (text) => (text.includes('Olá') ? [{ language: 'pt-BR', confidence: 0.875 }] : []),
  submitDocument: async (_caller, request) => {
    let text = '';
    for await (const chunk of request.file.stream) text += String(chunk);
    return { documentId: text.includes('fail') ? 'failing' : 'd1', documentKey: 'k' };
  },
  checkDocumentKey: async () => {},
  documentStatus: async (_caller, documentId) => ({
    documentId,
    state: documentId === 'failing' ? 'error' : 'done',
    secondsRemaining: null,
    billedCharacters: 0,
    segmentsDone: 0,
    segmentsTotal: 0,
    error: documentId === 'failing' ? { key: 'internal', message: 'The engine gave up' } : null,
    coverage: null,
    outputFormat: 'txt',
    downloadedAt: null,
  }),
  downloadDocument: async (_caller, documentId) => ({
    fileName: `${documentId}_es.txt`,
    contentType: 'text/plain',
    bytes: new TextEncoder().encode('[es] file'),
  }),
  documentDelivered: async () => {},
  cancelDocument: async () => {},
  usage: async () => {
    throw new AppError('notFound');
  },
};

const engine = {
  id: 'fake',
  kind: 'apertium',
  maxBatchChars: 1000,
  languagePairs: () => [
    { source: 'en', target: 'es' },
    { source: 'es', target: 'en' },
    { source: 'en', target: 'pt' },
  ],
  supports: () => true,
  translate: async () => ({ texts: [] }),
} as unknown as TranslationEngine;

let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lt-')),
  });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyMultipart);
  const engines = { engines: [engine], pseudo: new PseudoEngine(), close: async () => {} };
  await app.register(libreTranslateRoutes, {
    api: core,
    // The largest plan's file size is all these routes read from the database.
    db: {
      selectFrom: () => ({ select: () => ({ executeTakeFirst: async () => ({ max: 1_000_000 }) }) }),
    } as unknown as Database,
    deps: {
      engines,
      secret: ServerSecret.ephemeral(),
      quota: { entitlement: async () => ({ plan: { file_max_bytes: 1_000_000 } }) },
    } as unknown as WorkspaceDeps,
    now: Date.now,
    config,
    catalog: loadCatalog(),
    perKey: () => ({}) as ReturnType<FacadeOptions['perKey']>,
  });
  await app.ready();
});
afterAll(() => app.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('LibreTranslate routes, request shapes', () => {
  it('translates a JSON body and a form body alike', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/translate',
      payload: { q: 'Hello!', source: 'en', target: 'es', api_key: 'good-key' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ translatedText: '[es] Hello!' });
    const posted = await app.inject({
      method: 'POST',
      url: '/translate',
      ...form({ q: 'Hello!', source: 'en', target: 'pb', format: 'text', api_key: 'good-key' }),
    });
    expect(posted.json()).toEqual({ translatedText: '[pt-BR] Hello!' });
  });

  it('answers a list for a list, with the detected language and empty alternatives', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/translate',
      payload: { q: ['Olá', 'Olá mundo'], source: 'auto', target: 'en', alternatives: 2, api_key: 'good-key' },
    });
    expect(answer.json()).toEqual({
      translatedText: ['[en] Olá', '[en] Olá mundo'],
      detectedLanguage: [
        { confidence: 87.5, language: 'pb' },
        { confidence: 87.5, language: 'pb' },
      ],
      alternatives: [[], []],
    });
  });

  it('reads the fields of a multipart body', async () => {
    const boundary = 'lt-boundary';
    const fields = { q: 'Hi', source: 'en', target: 'es', api_key: 'good-key' };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const answer = await app.inject({
      method: 'POST',
      url: '/translate',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(answer.json()).toEqual({ translatedText: '[es] Hi' });
  });

  it("says what is wrong in LibreTranslate's words and statuses", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ q: 'x', source: 'en', target: 'es' }, 400, 'API key'],
      [{ q: 'x', source: 'en', target: 'es', api_key: 'bad' }, 403, ''],
      [{ source: 'en', target: 'es', api_key: 'good-key' }, 400, 'missing q parameter'],
      [{ q: '', source: 'en', target: 'es', api_key: 'good-key' }, 400, 'missing q parameter'],
      [{ q: 'x', target: 'es', api_key: 'good-key' }, 400, 'missing source parameter'],
      [{ q: 'x', source: 'en', api_key: 'good-key' }, 400, 'missing target parameter'],
      [{ q: 'x', source: 'xx', target: 'es', api_key: 'good-key' }, 400, 'xx is not supported'],
      [{ q: 'x', source: 'en', target: 'auto', api_key: 'good-key' }, 400, 'auto is not supported'],
      [{ q: 'x', source: 'en', target: 'es', format: 'pdf', api_key: 'good-key' }, 400, 'pdf format is not supported'],
      [{ q: 'x', source: 'en', target: 'es', alternatives: 'many', api_key: 'good-key' }, 400, 'alternatives'],
      [{ q: 'x', source: 'en', target: 'es', alternatives: 9, api_key: 'good-key' }, 400, 'alternatives'],
      [{ q: 42, source: 'en', target: 'es', api_key: 'good-key' }, 400, 'q'],
    ];
    for (const [payload, status, words] of cases) {
      const answer = await app.inject({ method: 'POST', url: '/translate', payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(answer.json())).toEqual(['error']);
      expect(answer.json().error).toContain(words);
    }
  });

  it('detects, in LibreTranslate codes and its 0-100 confidence', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/detect',
      ...form({ q: 'Olá mundo', api_key: 'good-key' }),
    });
    expect(answer.json()).toEqual([{ confidence: 87.5, language: 'pb' }]);
    const none = await app.inject({ method: 'POST', url: '/detect', payload: { q: '???', api_key: 'good-key' } });
    expect(none.json()).toEqual([{ confidence: 0, language: 'en' }]);
    const missing = await app.inject({ method: 'POST', url: '/detect', payload: { api_key: 'good-key' } });
    expect(missing.statusCode).toBe(400);
  });

  it('lists the served languages with their targets', async () => {
    const answer = await app.inject({ method: 'GET', url: '/languages' });
    const list = answer.json() as { code: string; name: string; targets: string[] }[];
    expect(list.find((entry) => entry.code === 'en')).toEqual({
      code: 'en',
      name: 'English',
      targets: expect.arrayContaining(['es', 'pb', 'pt']),
    });
    // Each language is its own target too, as LibreTranslate lists it.
    expect(list.find((entry) => entry.code === 'es')?.targets).toEqual(['en', 'es']);
    expect(list.some((entry) => entry.code === 'pb')).toBe(false);
  });

  it('describes itself as a LibreTranslate server with keys and no suggestions', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/frontend/settings' })).json();
    expect(settings).toMatchObject({ apiKeys: true, keyRequired: true, suggestions: false, filesTranslation: true });
    expect(settings.supportedFilesFormat).toContain('.docx');
    expect(settings.language.source.code).toBe('auto');
    const suggest = await app.inject({
      method: 'POST',
      url: '/suggest',
      payload: { q: 'a', s: 'b', source: 'en', target: 'es' },
    });
    expect(suggest.statusCode).toBe(403);
    expect(suggest.json().error).toContain('Suggestions are disabled');
  });
});

describe('file translation', () => {
  const fileBody = (text: string) => {
    const boundary = 'lt-file';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${text}\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${file}${part('source', 'en')}${part('target', 'es')}${part('api_key', 'good-key')}--${boundary}--\r\n`,
    };
  };

  it('answers a link that downloads the translated file', async () => {
    const answer = await app.inject({ method: 'POST', url: '/translate_file', ...fileBody('Hello') });
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json().translatedFileUrl);
    expect(url.pathname).toBe('/download_file/d1.txt');
    const file = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect([file.statusCode, file.body, file.headers['content-type']]).toEqual([200, '[es] file', 'text/plain']);
  });

  it("answers 500 with the job's reason when it failed", async () => {
    const answer = await app.inject({ method: 'POST', url: '/translate_file', ...fileBody('please fail') });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: 'The file could not be translated: The engine gave up' });
  });

  it('says which part is missing', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: '/translate_file',
      ...form({ source: 'en', api_key: 'good-key' }),
    });
    expect([noFile.statusCode, noFile.json().error]).toEqual([400, 'Invalid request: missing file parameter']);
  });
});

describe('browser pages', () => {
  it('may call from any origin, after a preflight', async () => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/translate' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
    const answer = await app.inject({ method: 'GET', url: '/languages' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
