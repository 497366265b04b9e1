import SwaggerParser from '@apidevtools/swagger-parser';
import { LIBRE_PATHS } from '@glossa/contracts/libretranslate-requests';
import { API_REFERENCE_PATH, OPENAPI_PATH, PUBLIC_API_PREFIX } from '@glossa/contracts/public-api-paths';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MEDIA_TYPES } from '../src/features/public-api/docs/operations.ts';
import { documentUnderTag } from '../src/features/public-api/index.ts';
import { type ApiClient, apiClient } from './native-api-kit.ts';
import { registeredRoutes } from './registered-routes.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

let w: WorkspaceTest;
// biome-ignore lint/suspicious/noExplicitAny: the document is read loosely and checked field by field.
let document: any;
beforeAll(async () => {
  // A deployed server's own address, as the document names it (a lint rule warns of localhost).
  w = await workspaceApp({}, {}, { PUBLIC_URL: 'https://translate.glossa.test' });
  document = (await w.t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(async () => w.close());

/** The routes of the public APIs (the native API's catch-all for unknown paths aside). */
const publicRoutes = () =>
  registeredRoutes(w.t.app)
    .filter((route) => {
      const path = route.split(' ')[1] ?? '';
      const paths: string[] = Object.values(LIBRE_PATHS);
      return (
        [PUBLIC_API_PREFIX, '/v2/', `${LIBRE_PATHS.downloadFile}/`].some((prefix) => path.startsWith(prefix)) ||
        paths.includes(path)
      );
    })
    .filter((route) => !route.endsWith('*'))
    .map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method: method.toLowerCase(), path: path.replace(/:(\w+)/g, '{$1}') };
    });

describe(`GET ${OPENAPI_PATH}`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.info.title).toBe(`${w.t.config.siteName} API`);
  });

  it('documents every public route, and no route of the website', () => {
    const routes = publicRoutes();
    expect(routes.filter((route) => route.path.startsWith(PUBLIC_API_PREFIX)).length).toBe(14);
    for (const { method, path } of routes) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const documented = Object.keys(document.paths);
    expect(documented.filter((path) => path.startsWith('/gateway'))).toEqual([]);
    expect(documented.filter((path) => path.startsWith('/api/') && !path.startsWith(PUBLIC_API_PREFIX))).toEqual([]);
  });

  it('gives every native operation a key, an answer and its error answers in one shape', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKeyField', 'bearer', 'deeplAuthKey']);
    for (const { method, path } of publicRoutes().filter((route) => route.path.startsWith(PUBLIC_API_PREFIX))) {
      const operation = document.paths[path][method];
      const where = `${method} ${path}`;
      expect(operation.tags, where).toEqual(['native']);
      expect(operation.security, where).toEqual([{ bearer: [] }]);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        where,
      ).toBe(true);
      for (const status of ['400', '401', '403', '429', '500']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    expect(document.components.schemas.ApiError.properties.error.required).toEqual(['code', 'key', 'message']);
  });

  it('describes the multipart upload and the binary download', () => {
    const upload = document.paths[`${PUBLIC_API_PREFIX}/documents`].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.schema.required).toEqual(['target', 'file']);
    const download = document.paths[`${PUBLIC_API_PREFIX}/documents/{documentId}/download`].get;
    expect(Object.keys(download.responses['200'].content)).toEqual(DOCUMENT_MEDIA_TYPES);
    expect(DOCUMENT_MEDIA_TYPES).toEqual(expect.arrayContaining(['application/pdf', 'text/plain', 'text/csv']));
  });

  it('passes redocly’s recommended lint with no error and no warning, and swagger-parser’s validation', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: OPENAPI_PATH, config });
    const found = problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    // No rule is turned off; these findings are what the APIs are. LibreTranslate's languages,
    // settings and health take no input and no key, so they have no 4XX answer to document; its
    // /suggest is off on this server (GET /frontend/settings says so) and only refuses.
    const accepted = [
      'operation-4xx-response #/paths/~1languages/get/responses',
      'operation-4xx-response #/paths/~1frontend~1settings/get/responses',
      'operation-4xx-response #/paths/~1health/get/responses',
      'operation-2xx-response #/paths/~1suggest/post/responses',
    ];
    expect(found.filter((problem) => !accepted.includes(problem))).toEqual([]);
    const dereferenced = await SwaggerParser.validate(structuredClone(document));
    expect(JSON.stringify(dereferenced)).not.toContain('"$ref"');
  });

  it('documents each part every public route takes, its answer and its errors in its API’s shape', () => {
    const shapes: Record<string, string> = { native: 'ApiError', deepl: 'DeeplError', libretranslate: 'LibreError' };
    const refusalOnly = ['post /suggest'];
    const problems: string[] = [];
    for (const { method, path } of publicRoutes()) {
      const where = `${method} ${path}`;
      const operation = document.paths[path]?.[method];
      if (!operation) {
        problems.push(`${where}: not documented`);
        continue;
      }
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema?: unknown }[];
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name && parameter.schema)) {
          problems.push(`${where}: path parameter ${name}`);
        }
      }
      const bodies = Object.entries(operation.requestBody?.content ?? {}) as [string, { schema?: unknown }][];
      if (method === 'post' && bodies.length === 0) problems.push(`${where}: no request body`);
      for (const [type, media] of bodies) if (!media.schema) problems.push(`${where}: no schema for ${type}`);
      const answers = Object.entries(operation.responses) as [
        string,
        { content?: Record<string, { schema?: unknown }> },
      ][];
      const successes = answers.filter(([status]) => status.startsWith('2'));
      if (successes.length === 0 && !refusalOnly.includes(where)) problems.push(`${where}: no success answer`);
      for (const [status, answer] of successes) {
        const contents = Object.values(answer.content ?? {});
        if (status === '204' ? contents.length > 0 : contents.length === 0)
          problems.push(`${where}: ${status} content`);
        if (contents.some((media) => media.schema === undefined)) problems.push(`${where}: ${status} without a schema`);
      }
      const shape = { $ref: `#/components/schemas/${shapes[operation.tags[0]]}` };
      for (const [status, answer] of answers.filter(([status]) => /^[45]/.test(status))) {
        const schema = answer.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify(shape)) problems.push(`${where}: ${status} not ${shape.$ref}`);
      }
      if (!operation.summary) problems.push(`${where}: no summary`);
    }
    expect(problems).toEqual([]);
    // The reference page lists operations by summary: each names one.
    const summaries = publicRoutes().map(({ method, path }) => document.paths[path][method].summary);
    expect(summaries.filter((summary, at) => summaries.indexOf(summary) !== at)).toEqual([]);
  });

  it('shows DeepL’s quota answer (456) where work is charged, and each API’s key', () => {
    for (const path of ['/v2/translate', '/v2/document']) {
      expect(document.paths[path].post.responses['456'], path).toBeDefined();
    }
    const securities = publicRoutes().map(({ method, path }) => ({
      where: `${method} ${path}`,
      security: document.paths[path][method].security,
    }));
    const keyed = securities.filter(({ where }) => where.includes(' /v2/'));
    expect(keyed.every(({ security }) => JSON.stringify(security) === '[{"deeplAuthKey":[]}]')).toBe(true);
    const libre = Object.fromEntries(
      securities
        .filter(({ where }) => !where.includes(' /v2/') && !where.includes(` ${PUBLIC_API_PREFIX}`))
        .map(({ where, security }) => [where, security.length > 0]),
    );
    expect(libre).toEqual({
      'post /translate': true,
      'post /detect': true,
      'post /translate_file': true,
      'get /languages': false,
      'get /frontend/settings': false,
      'get /health': false,
      'post /suggest': false,
      'get /download_file/{name}': false,
    });
  });

  it('describes the bodies each public route reads: forms, multipart with files, and none required when optional', () => {
    const types = (path: string) => Object.keys(document.paths[path].post.requestBody.content);
    expect(types('/v2/translate')).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(types('/v2/document')).toEqual(['multipart/form-data']);
    const deeplUpload = document.paths['/v2/document'].post.requestBody.content['multipart/form-data'].schema;
    expect(deeplUpload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(deeplUpload.required).toEqual(['target_lang', 'file']);
    expect(types('/translate')).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(types('/translate_file')).toEqual(['multipart/form-data']);
    expect(document.paths['/v2/usage'].post.requestBody.required).toBe(false);
    expect(document.paths['/v2/translate'].post.requestBody.required).toBe(true);
    const entries = document.paths['/v2/glossaries/{glossary_id}/entries'].get.responses['200'].content;
    expect(Object.keys(entries)).toEqual(['text/tab-separated-values']);
  });
});

describe('a public route that does not document itself', () => {
  it('is refused when it is registered', async () => {
    const app = Fastify();
    app.register(async (scope) => {
      documentUnderTag(scope, 'native');
      scope.get('/undocumented/:id', async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow(
      'GET /undocumented/:id is a public operation without operationId, summary, security, response, params',
    );
    await app.close();
  });
});

describe(`GET ${API_REFERENCE_PATH}`, () => {
  it('serves the page, its renderer and its settings from this server, under the site’s CSP', async () => {
    const page = await w.t.app.inject({ method: 'GET', url: API_REFERENCE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<title>${w.t.config.siteName} API reference</title>`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts).toEqual([`${API_REFERENCE_PATH}/renderer.js`, `${API_REFERENCE_PATH}/start.js`]);
    const renderer = await w.t.app.inject({ method: 'GET', url: scripts[0] as string });
    expect([renderer.statusCode, renderer.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(renderer.body.length).toBeGreaterThan(1_000_000);
    const start = await w.t.app.inject({ method: 'GET', url: scripts[1] as string });
    expect(start.body).toContain(`"url":"${OPENAPI_PATH}"`);
    expect(start.body).toContain('"withDefaultFonts":false');
  });
});

/** A malformed request for each native route, and the field it names. */
const ID = `${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`;
const MALFORMED: Record<string, { url: string; body?: unknown; field: string }> = {
  'POST /api/v1/translate': { url: '/translate', body: { texts: 'hi', target: 'de' }, field: 'texts' },
  'GET /api/v1/languages': { url: '/languages?x=1', field: 'x' },
  'GET /api/v1/usage': { url: '/usage?x=1', field: 'x' },
  'POST /api/v1/documents': { url: '/documents?x=1', field: 'x' },
  'GET /api/v1/documents/:documentId': { url: '/documents/1', field: 'documentId' },
  'DELETE /api/v1/documents/:documentId': { url: '/documents/1', field: 'documentId' },
  'GET /api/v1/documents/:documentId/download': { url: `/documents/${ID}/download?format=d.x`, field: 'format' },
  'GET /api/v1/term-bases': { url: '/term-bases?targetLanguage=!', field: 'targetLanguage' },
  'POST /api/v1/term-bases': {
    url: '/term-bases',
    body: { name: 'x', sourceLanguage: 'en', targetLanguage: 'de', y: 1 },
    field: 'y',
  },
  'GET /api/v1/term-bases/:termBaseId': { url: '/term-bases/1', field: 'termBaseId' },
  'DELETE /api/v1/term-bases/:termBaseId': { url: '/term-bases/1', field: 'termBaseId' },
  'GET /api/v1/term-bases/:termBaseId/entries': { url: `/term-bases/${ID}/entries?page=0`, field: 'page' },
  'POST /api/v1/term-bases/:termBaseId/entries': {
    url: '/term-bases/1/entries',
    body: { source: 'a' },
    field: 'termBaseId',
  },
  'POST /api/v1/term-bases/:termBaseId/import': { url: '/term-bases/1/import', body: 'a,b', field: 'termBaseId' },
};

describe('every native route checks its input with its schema', () => {
  let me: ApiClient;
  beforeAll(async () => {
    me = await apiClient(w.t);
  });

  it('has a malformed request here for each registered route', () => {
    const routes = registeredRoutes(w.t.app, PUBLIC_API_PREFIX).filter((route) => !route.endsWith('*'));
    expect(Object.keys(MALFORMED).sort()).toEqual(routes);
  });

  it.each(Object.entries(MALFORMED))('%s', async (route, { url, body, field }) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'DELETE';
    const raw = typeof body === 'string' ? { payload: body, contentType: 'text/csv' } : undefined;
    const answer = await me.call(method, url, raw ? { raw } : { body });
    expect([answer.status, answer.json?.error?.key, answer.json?.error?.field], answer.body).toEqual([
      400,
      'validation',
      field,
    ]);
  });
});
