import { setTimeout as sleep } from 'node:timers/promises';
import { OPENAPI_PATH } from '@glossa/contracts/public-api-paths';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type DeeplTest, deeplApp, keyHolder } from './deepl-kit.ts';
import type { paths } from './openapi-client/schema.ts';

/**
 * A client generated from GET /api/openapi.json, as a program would make one (openapi-typescript
 * for the types, openapi-fetch for the calls), used through each of the three public APIs against
 * the listening server (decision 0043). The types are checked in beside this file and compared
 * with what the served document generates; `npx vitest run --project api -u <this file>` writes
 * them anew. `npm run typecheck` compiles the calls below against them: an answer the document
 * leaves untyped (`never`) fails to compile.
 */

const SCHEMA_FILE = './openapi-client/schema.ts';
const HEADER = `// Generated from ${OPENAPI_PATH} by apps/server/test/public-api-client.test.ts (vitest -u): do not edit.\n`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** The document's types, files (`format: binary`) as Blob, as a program sends and reads them. */
async function generatedTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}

/** A multipart body: its fields and files (a File keeps its name), in the order given. */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** A form-urlencoded body, as DeepL's clients send theirs. */
function urlEncoded(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, String(value));
  return form;
}

/** The data of a call that answered `status`, with the refusal in the message when it did not. */
function answer<Data>(result: { data?: Data; error?: unknown; response: Response }, status: number): Data {
  expect(result.response.status, JSON.stringify(result.error)).toBe(status);
  return result.data as Data;
}

/** Asks until `ready` says the answer is final (a document's translation runs in the background). */
async function until<T>(ask: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await ask();
    if (ready(value) || tries === 400) return value;
    await sleep(25);
  }
}

const note = () => new File(['Hello world'], 'note.txt', { type: 'text/plain' });

let d: DeeplTest;
let key: string;
beforeAll(async () => {
  d = await deeplApp();
  key = (await keyHolder(d.t)).key;
});
afterAll(async () => d.close());

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the served document as checked in', async () => {
    const served = await fetch(`${d.url}${OPENAPI_PATH}`);
    expect(served.status).toBe(200);
    await expect(await generatedTypes(await served.json())).toMatchFileSnapshot(SCHEMA_FILE);
  });

  it('types every file answer as bytes and the glossary entries as text', () => {
    type Native = paths['/api/v1/documents/{documentId}/download']['get']['responses'][200]['content'];
    type Deepl = paths['/v2/document/{document_id}/result']['post']['responses'][200]['content'];
    type Libre = paths['/download_file/{name}']['get']['responses'][200]['content'];
    type Entries = paths['/v2/glossaries/{glossary_id}/entries']['get']['responses'][200]['content'];
    expectTypeOf<Native['application/pdf']>().toEqualTypeOf<Blob>();
    expectTypeOf<
      Deepl['application/vnd.openxmlformats-officedocument.wordprocessingml.document']
    >().toEqualTypeOf<Blob>();
    expectTypeOf<Libre['text/plain']>().toEqualTypeOf<Blob>();
    expectTypeOf<Entries['text/tab-separated-values']>().toEqualTypeOf<string>();
  });

  it('translates a text, a document and with a term base through the native API', async () => {
    const api = createClient<paths>({ baseUrl: d.url, headers: { authorization: `Bearer ${key}` } });
    const texts = await api.POST('/api/v1/translate', { body: { texts: ['Hello'], target: 'de' } });
    expect(answer(texts, 200).translations[0]?.text).toBe('de:Hello');

    const created = await api.POST('/api/v1/term-bases', {
      body: { name: 'Native terms', sourceLanguage: 'en', targetLanguage: 'de' },
    });
    const { termBaseId } = answer(created, 201);
    const path = { termBaseId };
    const entry = await api.POST('/api/v1/term-bases/{termBaseId}/entries', {
      params: { path },
      body: { source: 'house', target: 'Haus' },
    });
    expect(answer(entry, 201).source).toBe('house');
    const imported = await api.POST('/api/v1/term-bases/{termBaseId}/import', {
      params: { path },
      body: 'source,target\ngarden,Garten\n',
      bodySerializer: (csv) => csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer(imported, 200).added).toBe(1);
    const termed = await api.POST('/api/v1/translate', {
      body: { texts: ['The house'], source: 'en', target: 'de', termBaseId },
    });
    expect(answer(termed, 200).translations[0]?.text).toBe('de:The Haus');

    const submitted = await api.POST('/api/v1/documents', {
      body: { source: 'en', target: 'de', file: note() },
      bodySerializer: formData,
    });
    const documentId = answer(submitted, 202).documentId;
    const params = { path: { documentId } };
    const status = await until(
      async () => answer(await api.GET('/api/v1/documents/{documentId}', { params }), 200),
      (found) => found.state === 'done' || found.state === 'error',
    );
    expect(status.state).toBe('done');
    const file = await api.GET('/api/v1/documents/{documentId}/download', { params, parseAs: 'blob' });
    expect(file.response.headers.get('content-type')).toBe('text/plain');
    expect(await answer(file, 200).text()).toBe('de:Hello de:world');

    const removed = await api.DELETE('/api/v1/term-bases/{termBaseId}', { params: { path } });
    expect(removed.response.status).toBe(204);
  });

  it('translates a text, a document and with a glossary through the DeepL-compatible API', async () => {
    const api = createClient<paths>({ baseUrl: d.url, headers: { authorization: `DeepL-Auth-Key ${key}` } });
    const created = await api.POST('/v2/glossaries', {
      body: {
        name: 'DeepL terms',
        source_lang: 'en',
        target_lang: 'de',
        entries: 'house\tHaus',
        entries_format: 'tsv',
      },
      bodySerializer: urlEncoded,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const glossary = answer(created, 201);
    expect(glossary.entry_count).toBe(1);
    const path = { glossary_id: glossary.glossary_id };
    const entries = await api.GET('/v2/glossaries/{glossary_id}/entries', { params: { path }, parseAs: 'text' });
    expect(answer(entries, 200)).toBe('house\tHaus');

    const texts = await api.POST('/v2/translate', {
      body: { text: ['The house'], source_lang: 'EN', target_lang: 'DE', glossary_id: glossary.glossary_id },
    });
    expect(answer(texts, 200).translations).toEqual([{ detected_source_language: 'EN', text: 'de:The Haus' }]);

    const uploaded = await api.POST('/v2/document', {
      body: { file: note(), source_lang: 'EN', target_lang: 'DE' },
      bodySerializer: formData,
    });
    const { document_id, document_key } = answer(uploaded, 200);
    const params = { path: { document_id } };
    const status = await until(
      async () => answer(await api.POST('/v2/document/{document_id}', { params, body: { document_key } }), 200),
      (found) => found.status === 'done' || found.status === 'error',
    );
    expect(status.status).toBe('done');
    const file = await api.POST('/v2/document/{document_id}/result', {
      params,
      body: { document_key },
      parseAs: 'blob',
    });
    expect(await answer(file, 200).text()).toBe('de:Hello de:world');

    const removed = await api.DELETE('/v2/glossaries/{glossary_id}', { params: { path } });
    expect(removed.response.status).toBe(204);
  });

  it('translates a text and a file through the LibreTranslate-compatible API', async () => {
    const api = createClient<paths>({ baseUrl: d.url });
    const texts = await api.POST('/translate', { body: { q: 'Hello', source: 'en', target: 'de', api_key: key } });
    expect(answer(texts, 200).translatedText).toBe('de:Hello');
    const refused = await api.POST('/translate', { body: { q: 'Hello', source: 'en', target: 'de' } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error).toContain('API key');

    const translated = await api.POST('/translate_file', {
      body: { source: 'en', target: 'de', api_key: key, file: note() },
      bodySerializer: formData,
    });
    const link = new URL(answer(translated, 200).translatedFileUrl);
    const name = decodeURIComponent(link.pathname.split('/').at(-1) ?? '');
    const file = await api.GET('/download_file/{name}', {
      params: { path: { name }, query: { token: link.searchParams.get('token') ?? '' } },
      parseAs: 'blob',
    });
    expect(await answer(file, 200).text()).toBe('de:Hello de:world');
  });
});
