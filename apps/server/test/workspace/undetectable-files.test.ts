import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApertiumEngine } from '@glossa/translate/engines/apertium/apertium-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { type CorpusFile, undetectableFiles } from '@glossa/translate/formats/corpus/corpus';
import * as deepl from 'deepl-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../billing-kit.ts';
import { keyHolder } from '../deepl-kit.ts';
import { callApi } from '../native-api-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { eventually } from './gated-engine.ts';
import { multipart, settled, startDocument, upload, visitor } from './workspace-kit.ts';

/**
 * Files whose source language the detector cannot be sure of (issue 34): a sheet of labels and
 * numbers, slides of short titles with notes and a master footer, a PDF form, a PDF whose fonts have
 * no ToUnicode map, a PDF of astral characters. Each is sent with the source left to detection
 * through every entry point (the web app, the native API, the DeepL-compatible API with deepl-node,
 * the LibreTranslate-compatible API) to a server whose only engine is Apertium's English → Spanish,
 * which cannot translate "from any language": none may be refused for its language, and each comes
 * back translated. The CLI's side is in packages/translate/src/cli/cli.integration.test.ts.
 */

let apertium: ApertiumEngine;
let t: TestApp;
let url: string;
let key: string;
let files: CorpusFile[];
let folder: string;

beforeAll(async () => {
  [apertium, files] = await Promise.all([ApertiumEngine.start({ pairs: ['eng-spa'] }), undetectableFiles()]);
  t = await createTestApp({ API_KEY_PER_MINUTE: '100000' }, FALLBACK_BUNDLE, {
    engines: { engines: [apertium], pseudo: new PseudoEngine(), close: async () => {} },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  key = (await keyHolder(t)).key;
  folder = mkdtempSync(path.join(tmpdir(), 'glossa-undetectable-'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await apertium?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const names = ['sheet-labels.xlsx', 'deck-titles.pptx', 'pdf-form.pdf', 'pdf-glyph-names.pdf', 'pdf-astral.pdf'];
const fileNamed = (name: string): CorpusFile => {
  const found = files.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not among the undetectable files`);
  return found;
};
const differs = (a: Uint8Array, b: Uint8Array) => !Buffer.from(a).equals(Buffer.from(b));

describe('files whose language the detector cannot be sure of', () => {
  it('are the kinds the issue names', () => {
    expect(files.map((entry) => entry.name).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s is translated in the web app from its detected or guessed language', async (name) => {
    const entry = fileNamed(name);
    const me = visitor(t.app);
    const uploaded = await upload(t.app, me, [{ name: entry.name, bytes: entry.bytes }]);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const { detectedLanguage, guessedLanguage } = uploaded.json.data;
    expect(detectedLanguage ?? guessedLanguage).toBeTruthy();
    const detail = await settled(me, await startDocument(me, uploaded.json.data.fileId, 'auto', 'es'));
    expect(detail.messages.at(-1)?.status).toBe('done');
    const translation = detail.messages.at(-1)?.blocks.find((block) => block.type === 'translation');
    expect(translation).toBeDefined();
  });

  it.each(names)('%s is translated through the native API with no source named', async (name) => {
    const entry = fileNamed(name);
    const body = multipart([{ name: entry.name, bytes: entry.bytes }], { target: 'es' });
    const submitted = await callApi(t, key, 'POST', '/documents', {
      raw: { payload: body.payload, contentType: body.contentType },
    });
    expect(submitted.status, submitted.body).toBe(202);
    const { documentId } = submitted.json;
    let status: { state: string; coverage?: { letters: number; translated: number }[] } = { state: 'queued' };
    await eventually(async () => {
      status = (await callApi(t, key, 'GET', `/documents/${documentId}`)).json;
      return status.state === 'done' || status.state === 'error';
    }, `${name} settled`);
    expect(status.state, JSON.stringify(status)).toBe('done');
    const translated = (status.coverage ?? []).reduce((sum, part) => sum + part.translated, 0);
    expect(translated).toBeGreaterThan(0);
    const download = await callApi(t, key, 'GET', `/documents/${documentId}/download`);
    expect(download.status).toBe(200);
  });

  it.each(names)('%s is translated by deepl-node with the source language left out', async (name) => {
    const entry = fileNamed(name);
    const input = path.join(folder, `deepl-${entry.name}`);
    const output = path.join(folder, `deepl-out-${entry.name}`);
    writeFileSync(input, entry.bytes);
    const client = new deepl.Translator(key, { serverUrl: url, maxRetries: 0, minTimeout: 60_000 });
    // translateDocument polls every 5 seconds whatever the server says; the test polls sooner.
    const handle = await client.uploadDocument(input, null, 'es');
    let status: deepl.DocumentStatus | undefined;
    await eventually(async () => {
      status = await client.getDocumentStatus(handle);
      return status.done() || !status.ok();
    }, `${name} translated`);
    expect(status?.done(), status?.errorMessage).toBe(true);
    await client.downloadDocument(handle, output);
    expect(differs(readFileSync(output), entry.bytes)).toBe(true);
  });

  it.each(names)('%s is translated by LibreTranslate’s /translate_file with source auto', async (name) => {
    const entry = fileNamed(name);
    const body = multipart([{ name: entry.name, bytes: entry.bytes }], { source: 'auto', target: 'es', api_key: key });
    const answer = await call(t, 'POST', '/translate_file', {
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(answer.status, answer.body).toBe(200);
    const link = new URL(answer.json.translatedFileUrl);
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(differs(file.rawPayload, entry.bytes)).toBe(true);
  });
});
