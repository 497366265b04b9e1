import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as deepl from 'deepl-node';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_RETRY_GRACE_MS } from '../src/features/public-api/api-documents.ts';
import { type DeeplTest, deeplApp, jsonOf, keyHolder, translator, v2 } from './deepl-kit.ts';
import { registeredRoutes } from './registered-routes.ts';
import { DEEPL_REFUSALS } from './validation-cases-deepl.ts';
import { eventually } from './workspace/gated-engine.ts';
import { docx } from './workspace/workspace-kit.ts';

let d: DeeplTest;
let key: string;
let client: deepl.Translator;
let folder: string;
/** How far the server's clock is ahead of the real one: moved past a document's grace period instead of waiting. */
let ahead = 0;

beforeAll(async () => {
  d = await deeplApp({ API_KEY_PER_MINUTE: '100000' }, { now: () => Date.now() + ahead });
  key = (await keyHolder(d.t)).key;
  client = translator(d, key);
  folder = mkdtempSync(path.join(tmpdir(), 'glossa-deepl-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await d.close();
});

const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml'] as Uint8Array);

/** Waits until the document's file went out whole (recorded once the reply finished), then moves past the grace period. */
async function pastGrace(documentId: string) {
  await eventually(async () => {
    const row = await d.t.db
      .selectFrom('api_documents')
      .select('downloaded_at')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    return row.downloaded_at !== null;
  }, 'the download recorded');
  ahead += DOWNLOAD_RETRY_GRACE_MS + 1000;
}

describe('deepl-node, pointed at this server', () => {
  it('translates one text and several, with the detected language and billed characters', async () => {
    const sentence = 'The weather is lovely today and we are going for a walk in the park.';
    const one = await client.translateText(sentence, null, 'de');
    expect(one).toMatchObject({ detectedSourceLang: 'en', billedCharacters: sentence.length });
    expect(one.text).toBe(sentence.replace(/\b(\w+)/g, 'de:$1'));
    const many = await client.translateText(['Good morning', 'Thank you'], 'en', 'pt-BR');
    expect(many.map((result) => result.text)).toEqual(['pt-BR:Good pt-BR:morning', 'pt-BR:Thank pt-BR:you']);
    expect(many.every((result) => result.detectedSourceLang === 'en')).toBe(true);
  });

  it('translates into DeepL’s variants and keeps markup with tag_handling', async () => {
    expect((await client.translateText('Hallo', 'de', 'en-GB')).text).toBe('en:Hallo');
    expect((await client.translateText('Hello', 'en', 'zh-HANS')).text).toBe('zh-Hans:Hello');
    const html = await client.translateText('<p>Hello <b>world</b></p>', 'en', 'fr', { tagHandling: 'html' });
    expect(html.text).toBe('<p>fr:Hello <b>fr:world</b></p>');
  });

  it('keeps what translate="no" and class="notranslate" mark byte for byte, and the ignore_tags of XML', async () => {
    const marked =
      '<p>I live in <span translate="no">The red house</span> now.</p><div class="notranslate">Our  Brand</div>';
    const html = await client.translateText(marked, 'en', 'fr', { tagHandling: 'html' });
    expect(html.text).toBe(
      '<p>fr:I fr:live fr:in <span translate="no">The red house</span> fr:now.</p><div class="notranslate">Our  Brand</div>',
    );
    const xml = await client.translateText('<doc>Press <key>Enter now</key> to start</doc>', 'en', 'de', {
      tagHandling: 'xml',
      ignoreTags: ['key', 'code'],
    });
    expect(xml.text).toBe('<doc>de:Press <key>Enter now</key> de:to de:start</doc>');
  });

  it('bills in billed_characters exactly what usage counts: the text a reader sees', async () => {
    const own = translator(d, (await keyHolder(d.t)).key);
    const texts = ['<p>The <b class="x">red</b> house &amp; <span translate="no">garden</span></p>', 'Plain text'];
    const results = await own.translateText(texts, 'en', 'de', { tagHandling: 'html' });
    expect(results.map((result) => result.billedCharacters)).toEqual([
      'The red house & garden'.length,
      'Plain text'.length,
    ]);
    const usage = await own.getUsage();
    expect(usage.character?.count).toBe(results[0]!.billedCharacters + results[1]!.billedCharacters);
  });

  it('refuses a glossary of another language pair with DeepL’s 400 and words, for texts and documents', async () => {
    const entries = new deepl.GlossaryEntries({ entries: { house: 'Haus' } });
    const glossary = await client.createGlossary('German terms', 'en', 'de', entries);
    const mismatch = "Language pair of the glossary doesn't match the language pair of the request";
    try {
      await expect(client.translateText('The house', 'en', 'fr', { glossary })).rejects.toThrow(mismatch);
      const raw = await v2(d.t, 'POST', '/translate', key, {
        form: { text: 'La maison', source_lang: 'FR', target_lang: 'DE', glossary_id: glossary.glossaryId },
      });
      expect([raw.status, raw.json]).toEqual([400, { message: mismatch }]);
      expect((await client.translateText('The house', 'en', 'de', { glossary })).text).toBe('de:The Haus');
      const document = await documentUpload(d, key, [{ name: 'a.txt', bytes: new TextEncoder().encode('House') }], {
        source_lang: 'EN',
        target_lang: 'ES',
        glossary_id: glossary.glossaryId,
      });
      expect([document.status, document.json]).toEqual([400, { message: mismatch }]);
    } finally {
      await client.deleteGlossary(glossary);
    }
    // A variant of the glossary's language is that language: a PT glossary serves PT-BR and PT-PT.
    const portuguese = await client.createGlossary(
      'Portuguese terms',
      'en',
      'pt',
      new deepl.GlossaryEntries({ entries: { house: 'casa' } }),
    );
    expect((await client.translateText('The house', 'en', 'pt-BR', { glossary: portuguese })).text).toBe(
      'pt-BR:The casa',
    );
    await client.deleteGlossary(portuguese);
  });

  it('gives formality, context and custom instructions to the AI engine as instructions', async () => {
    d.briefs.length = 0;
    const formal = await client.translateText('Can you send me the file?', 'en', 'de', {
      formality: 'prefer_more',
      context: 'A letter to a client.',
      customInstructions: ['Keep product names in English.'],
    });
    expect(formal.text).toBe('de:Can de:you de:send de:me de:the de:file?');
    const brief = d.briefs.join('\n');
    expect(brief).toContain('formal register');
    expect(brief).toContain('A letter to a client.');
    expect(brief).toContain('Keep product names in English.');
  });

  it('creates a glossary, reads it back, translates with it and deletes it', async () => {
    const entries = new deepl.GlossaryEntries({ entries: { world: 'Welt', Glossa: 'Glossa' } });
    const created = await client.createGlossary('Product terms', 'en', 'de', entries);
    expect(created).toMatchObject({
      name: 'Product terms',
      ready: true,
      sourceLang: 'en',
      targetLang: 'de',
      entryCount: 2,
    });
    expect(created.creationTime.getTime()).not.toBeNaN();
    expect(await client.getGlossary(created.glossaryId)).toMatchObject({
      glossaryId: created.glossaryId,
      entryCount: 2,
    });
    expect((await client.listGlossaries()).map((glossary) => glossary.glossaryId)).toContain(created.glossaryId);
    expect((await client.getGlossaryEntries(created)).entries()).toEqual({ Glossa: 'Glossa', world: 'Welt' });

    const withGlossary = await client.translateText('Hello world', 'en', 'de', { glossary: created });
    expect(withGlossary.text).toBe('de:Hello Welt');
    const without = await client.translateText('Hello world', 'en', 'de');
    expect(without.text).toBe('de:Hello de:world');

    // DeepL lets two glossaries share a name.
    const again = await client.createGlossaryWithCsv(
      'Product terms',
      'en',
      'de',
      Buffer.from('"world, wide",Weltweit\n'),
    );
    expect(again).toMatchObject({ entryCount: 1 });
    expect(again.name).toMatch(/^Product terms/);

    await client.deleteGlossary(created);
    await client.deleteGlossary(again.glossaryId);
    await expect(client.getGlossary(created.glossaryId)).rejects.toBeInstanceOf(deepl.GlossaryNotFoundError);
  });

  it('translates a DOCX document: upload, status until done, download once (a retry soon after served)', async () => {
    const input = path.join(folder, 'report.docx');
    writeFileSync(input, await docx(['Hello world.', 'The report is ready.']));
    const handle = await client.uploadDocument(input, 'en', 'de');
    expect(handle.documentId).toBeTruthy();
    expect(handle.documentKey).toBeTruthy();
    const { status } = await client.isDocumentTranslationComplete(handle);
    expect(status.done()).toBe(true);
    expect(status.billedCharacters).toBeGreaterThan(0);

    const output = path.join(folder, 'report.de.docx');
    await client.downloadDocument(handle, output);
    const xml = documentXml(readFileSync(output));
    expect(xml).toContain('de:Hello');
    expect(xml).toContain('de:report');
    expect(xml).not.toContain('>Hello world.<');

    // As at DeepL, a translated document is handed out once; a retry soon after is served again (a
    // client whose copy was lost on the way), one after the grace period is not.
    await client.downloadDocument(handle, path.join(folder, 'again.docx'));
    expect(readFileSync(path.join(folder, 'again.docx')).equals(readFileSync(output))).toBe(true);
    await pastGrace(handle.documentId);
    await expect(client.downloadDocument(handle, path.join(folder, 'late.docx'))).rejects.toThrow(/Not found/);
  });

  it('lists the languages the engines serve, in DeepL’s codes', async () => {
    const sources = await client.getSourceLanguages();
    const targets = await client.getTargetLanguages();
    const sourceCodes = sources.map((language) => language.code);
    const targetCodes = targets.map((language) => language.code);
    expect(sourceCodes).toEqual(expect.arrayContaining(['en', 'de', 'pt', 'zh', 'ja']));
    expect(sourceCodes).not.toContain('pt-BR');
    expect(targetCodes).toEqual(
      expect.arrayContaining(['en-GB', 'en-US', 'de', 'pt-BR', 'pt-PT', 'zh-HANS', 'zh-HANT']),
    );
    expect(targetCodes).not.toContain('en');
    expect(sources.find((language) => language.code === 'de')?.name).toBe('German');
    // Formality is an instruction to the AI engine, which serves every pair here.
    expect(targets.find((language) => language.code === 'de')?.supportsFormality).toBe(true);
    const pairs = await client.getGlossaryLanguagePairs();
    expect(pairs).toContainEqual({ sourceLang: 'en', targetLang: 'de' });
  });

  it('reads usage: the characters billed this period and the limit', async () => {
    const usage = await client.getUsage();
    expect(usage.character?.count).toBeGreaterThanOrEqual(11);
    expect(usage.character?.limit).toBeGreaterThanOrEqual(usage.character?.count ?? 0);
    expect(usage.document?.count).toBeGreaterThanOrEqual(1);
  });

  it('answers a wrong key with its authorization error', async () => {
    const stranger = translator(d, 'not-a-key:fx');
    await expect(stranger.translateText('Hello', null, 'de')).rejects.toBeInstanceOf(deepl.AuthorizationError);
    await expect(stranger.getUsage()).rejects.toBeInstanceOf(deepl.AuthorizationError);
  });

  it('answers an exhausted quota with its quota error', async () => {
    const { key: spent } = await keyHolder(d.t);
    const before = await d.t.db
      .selectFrom('plans')
      .select('daily_chats')
      .where('id', '=', 'free')
      .executeTakeFirstOrThrow();
    await d.t.db.updateTable('plans').set({ daily_chats: 0 }).where('id', '=', 'free').execute();
    try {
      await expect(translator(d, spent).translateText('Hello', null, 'de')).rejects.toBeInstanceOf(
        deepl.QuotaExceededError,
      );
    } finally {
      await d.t.db.updateTable('plans').set({ daily_chats: before.daily_chats }).where('id', '=', 'free').execute();
    }
  });
});

describe('a key over its per-minute limit', () => {
  let limited: DeeplTest;
  beforeAll(async () => {
    limited = await deeplApp({ API_KEY_PER_MINUTE: '2' });
  });
  afterAll(async () => limited.close());

  it('gets deepl-node’s too-many-requests error, with Retry-After on the raw answer', async () => {
    const { key: busy } = await keyHolder(limited.t);
    const busyClient = translator(limited, busy);
    await busyClient.getUsage();
    await busyClient.getUsage();
    await expect(busyClient.getUsage()).rejects.toBeInstanceOf(deepl.TooManyRequestsError);
    const raw = await v2(limited.t, 'GET', '/usage', busy);
    expect(raw.status).toBe(429);
    expect(raw.json).toEqual({ message: expect.any(String) });
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('DeepL’s request forms and error answers', () => {
  it('takes the key from the header or the older auth_key field, and refuses anything else with 403', async () => {
    const form = { text: 'Hello', target_lang: 'DE' };
    expect((await v2(d.t, 'POST', '/translate', null, { form: { ...form, auth_key: key } })).status).toBe(200);
    const tries: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${key}` },
      { authorization: 'DeepL-Auth-Key wrong' },
    ];
    for (const headers of tries) {
      const refused = await v2(d.t, 'POST', '/translate', null, { form, headers });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: expect.any(String) });
    }
    // The key is checked first, as DeepL does: a bad key with a bad body is still 403.
    expect((await v2(d.t, 'POST', '/translate', 'wrong', { form: {} })).status).toBe(403);
  });

  it('takes a JSON body as well as a form, and answers billed characters when asked', async () => {
    const answer = await v2(d.t, 'POST', '/translate', key, {
      json: {
        text: ['Hello', 'Bye'],
        source_lang: 'EN',
        target_lang: 'ES',
        show_billed_characters: true,
        formality: 'prefer_less',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      translations: [
        { detected_source_language: 'EN', text: 'es:Hello', billed_characters: 5 },
        { detected_source_language: 'EN', text: 'es:Bye', billed_characters: 3 },
      ],
    });
    const plain = await v2(d.t, 'POST', '/translate', key, {
      form: { text: 'Hello', source_lang: 'EN', target_lang: 'DE' },
    });
    expect(plain.json).toEqual({ translations: [{ detected_source_language: 'EN', text: 'de:Hello' }] });
  });

  it.each([
    [{ text: 'Hello' }, 'target_lang'],
    [{ text: 'Hello', target_lang: 'XX' }, 'target_lang'],
    [{ text: 'Hello', target_lang: 'DE', source_lang: 'Klingon!' }, 'source_lang'],
    [{ target_lang: 'DE' }, 'text'],
    [{ text: 'Hello', target_lang: 'DE', tag_handling: 'json' }, 'tag_handling'],
    [{ text: 'Hello', target_lang: 'DE', formality: 'very' }, 'formality'],
    [{ text: 'Hello', target_lang: 'DE', glossary_id: 'some-glossary' }, 'source_lang'],
    [{ text: 'Hello', source_lang: 'EN', target_lang: 'DE', glossary_ids: 'one,two' }, 'glossary_ids'],
  ])('refuses %j with 400 naming %s', async (form, field) => {
    const answer = await v2(d.t, 'POST', '/translate', key, { form });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(field);
  });

  it('answers 404 for a glossary or document that is not the caller’s, and for an unknown /v2 path', async () => {
    const other = await keyHolder(d.t);
    const theirs = await v2(d.t, 'POST', '/glossaries', other.key, {
      form: { name: 'Theirs', source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' },
    });
    expect(theirs.status).toBe(201);
    const id = theirs.json.glossary_id;
    for (const [method, url] of [
      ['GET', `/glossaries/${id}`],
      ['GET', `/glossaries/${id}/entries`],
      ['DELETE', `/glossaries/${id}`],
    ] as const) {
      const answer = await v2(d.t, method, url, key);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
    const translated = await v2(d.t, 'POST', '/translate', key, {
      form: { text: 'a', source_lang: 'EN', target_lang: 'DE', glossary_id: id },
    });
    expect(translated.status).toBe(404);
    const unknown = await v2(d.t, 'GET', '/nothing-here', key);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: expect.any(String) });
  });

  it('answers DeepL’s JSON 404 for every path it does not serve under /v2 and /v3, with or without a key', async () => {
    const paths = ['/v2', '/v2/', '/v2/write/rephrase', '/v3', '/v3/glossaries', '/v3/style_rules/x'];
    for (const url of paths) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        for (const headers of [{}, { authorization: `DeepL-Auth-Key ${key}` }]) {
          const answer = await d.t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: method === 'POST' ? 'text=Hello&target_lang=DE' : undefined,
          });
          expect([answer.statusCode, answer.json()], `${method} ${url}`).toEqual([404, { message: 'Not found' }]);
        }
      }
    }
  });

  it('refuses malformed glossary entries with the line, and a source term given twice', async () => {
    const glossary = (entries: string, entries_format = 'tsv') =>
      v2(d.t, 'POST', '/glossaries', key, {
        form: { name: 'Bad', source_lang: 'en', target_lang: 'de', entries, entries_format },
      });
    const noTab = await glossary('one\tuno\ntwo');
    expect(noTab.status).toBe(400);
    expect(noTab.json.message).toContain('line 2');
    const twice = await glossary('one\tuno\nOne\teins');
    expect(twice.status).toBe(400);
    expect(twice.json.message).toContain('One');
    expect((await glossary('', 'tsv')).status).toBe(400);
    expect((await glossary('a,b,c', 'csv')).status).toBe(400);
  });

  it('answers a glossary’s entries as TSV and deletes with 204', async () => {
    const created = await v2(d.t, 'POST', '/glossaries', key, {
      json: { name: 'TSV', source_lang: 'EN', target_lang: 'FR', entries: 'cat\tchat\ndog\tchien' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ source_lang: 'en', target_lang: 'fr', entry_count: 2, ready: true });
    const entries = await v2(d.t, 'GET', `/glossaries/${created.json.glossary_id}/entries`, key, {
      headers: { accept: 'text/tab-separated-values' },
    });
    expect(entries.headers['content-type']).toMatch(/^text\/tab-separated-values/);
    expect(entries.body).toBe('cat\tchat\ndog\tchien');
    expect((await v2(d.t, 'DELETE', `/glossaries/${created.json.glossary_id}`, key)).status).toBe(204);
  });

  it('refuses documents that are not multipart, have no file, or a file it cannot translate', async () => {
    expect((await v2(d.t, 'POST', '/document', key, { form: { target_lang: 'DE' } })).status).toBe(415);
    const upload = (files: { name: string; bytes: Uint8Array }[], fields: Record<string, string>) =>
      documentUpload(d, key, files, fields);
    const noFile = await upload([], { target_lang: 'DE' });
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toContain('file');
    const noTarget = await upload([{ name: 'a.txt', bytes: new TextEncoder().encode('Hello') }], {});
    expect(noTarget.status).toBe(400);
    expect(noTarget.json.message).toContain('target_lang');
    const odd = await upload([{ name: 'a.xyz', bytes: new Uint8Array([1, 2, 3]) }], { target_lang: 'DE' });
    expect(odd.status).toBe(400);
  });

  it('answers 503 while a document is not ready, 404 for a wrong key, then the file once', async () => {
    d.holds.add('Held back');
    const uploaded = await documentUpload(
      d,
      key,
      [{ name: 'note.txt', bytes: new TextEncoder().encode('Held back.') }],
      {
        target_lang: 'DE',
        source_lang: 'EN',
      },
    );
    expect(uploaded.status).toBe(200);
    const { document_id: id, document_key: documentKey } = uploaded.json;
    const status = await v2(d.t, 'POST', `/document/${id}`, key, { form: { document_key: documentKey } });
    expect(status.status).toBe(200);
    expect(['queued', 'translating']).toContain(status.json.status);
    expect(status.json.document_id).toBe(id);
    const early = await v2(d.t, 'POST', `/document/${id}/result`, key, { form: { document_key: documentKey } });
    expect(early.status).toBe(503);
    expect((await v2(d.t, 'POST', `/document/${id}`, key, { form: { document_key: 'wrong' } })).status).toBe(404);
    const stranger = await keyHolder(d.t);
    expect(
      (await v2(d.t, 'POST', `/document/${id}`, stranger.key, { form: { document_key: documentKey } })).status,
    ).toBe(404);

    d.holds.delete('Held back');
    let done = status.json;
    for (let i = 0; i < 600 && done.status !== 'done' && done.status !== 'error'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = (await v2(d.t, 'POST', `/document/${id}`, key, { form: { document_key: documentKey } })).json;
    }
    expect(done).toMatchObject({ status: 'done', billed_characters: expect.any(Number) });
    const result = await v2(d.t, 'POST', `/document/${id}/result`, key, { form: { document_key: documentKey } });
    expect(result.status).toBe(200);
    expect(result.body).toContain('de:Held');
    const retry = await v2(d.t, 'POST', `/document/${id}/result`, key, { form: { document_key: documentKey } });
    expect(retry.status).toBe(200);
    await pastGrace(id);
    const late = await v2(d.t, 'POST', `/document/${id}/result`, key, { form: { document_key: documentKey } });
    expect([late.status, late.json.message]).toEqual([404, expect.any(String)]);
  });

  it('keeps what translate="no" and class="notranslate" mark in an HTML document, byte for byte', async () => {
    const page = [
      '<!DOCTYPE html>',
      '<html lang="en"><body>',
      '<p>Welcome to <span translate="no">The Red  House</span>.</p>',
      '<div class="notranslate"><p title="Kept">Keep <b>this</b></p></div>',
      '</body></html>',
      '',
    ].join('\n');
    const file = { name: 'page.html', bytes: new TextEncoder().encode(page) };
    const uploaded = await documentUpload(d, key, [file], { source_lang: 'EN', target_lang: 'DE' });
    expect(uploaded.status).toBe(200);
    const form = { document_key: uploaded.json.document_key };
    const path = `/document/${uploaded.json.document_id}`;
    await until(async () => ['done', 'error'].includes((await v2(d.t, 'POST', path, key, { form })).json.status));
    const result = await v2(d.t, 'POST', `${path}/result`, key, { form });
    expect(result.status).toBe(200);
    expect(result.body).toBe(
      page.replace('lang="en"', 'lang="de"').replace('<p>Welcome to <span', '<p>de:Welcome de:to <span'),
    );
  });

  it('stops the engine call when the client leaves before the answer', async () => {
    d.holds.add('Left behind');
    const before = d.llm.stats.aborted;
    // A connection of its own (no pool), closed by the client while the engine works.
    const body = JSON.stringify({ text: 'Left behind.', source_lang: 'EN', target_lang: 'DE' });
    const leaving = request(`${d.url}/v2/translate`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `DeepL-Auth-Key ${key}`, 'content-type': 'application/json' },
    });
    leaving.on('error', () => {});
    leaving.end(body);
    await until(() => d.llm.stats.inFlight > 0);
    leaving.destroy();
    await until(() => d.llm.stats.aborted > before);
    d.holds.delete('Left behind');
  });

  it('answers usage and languages by GET or POST, with the older auth_key field', async () => {
    const usage = await v2(d.t, 'POST', '/usage', null, { form: { auth_key: key } });
    expect(usage.status).toBe(200);
    expect((await v2(d.t, 'GET', `/usage?auth_key=${encodeURIComponent(key)}`, null)).status).toBe(200);
    expect(usage.json).toMatchObject({ character_count: expect.any(Number), character_limit: expect.any(Number) });
    const targets = await v2(d.t, 'POST', '/languages', key, { form: { type: 'target' } });
    expect(targets.json).toContainEqual({ language: 'EN-GB', name: 'British English', supports_formality: true });
  });
});

describe('every /v2 route validates its input', () => {
  it('has a malformed request in the table for each registered route, and no other', () => {
    const listed = DEEPL_REFUSALS.map((entry) => entry.route).sort();
    expect(new Set(listed).size).toBe(listed.length);
    // `/v2/*` is the catch-all that answers DeepL's 404.
    expect(listed).toEqual(registeredRoutes(d.t.app, '/v2/').filter((route) => !route.endsWith(' /v2/*')));
  });

  it.each(DEEPL_REFUSALS.map((entry) => [entry.route, entry] as const))('%s', async (route, entry) => {
    const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    const url = (entry.url ?? pattern).replace(/^\/v2/, '');
    const answer = await v2(d.t, method, url, key, {
      ...(entry.form ? { form: entry.form } : {}),
      ...(entry.json !== undefined ? { json: entry.json } : {}),
    });
    expect(answer.status).toBe(entry.status ?? 400);
    expect(answer.json).toEqual({ message: expect.stringContaining(entry.names) });
  });
});

/** Waits (polling, never timing) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 600 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await check()).toBe(true);
}

async function documentUpload(
  test: DeeplTest,
  secret: string,
  files: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${test.url}/v2/document`, {
    method: 'POST',
    headers: { authorization: `DeepL-Auth-Key ${secret}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on each field.
  return { status: response.status, json: jsonOf(await response.text()) as any };
}
