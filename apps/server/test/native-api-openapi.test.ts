import { API_REFERENCE_PATH, OPENAPI_PATH, PUBLIC_API_PREFIX } from '@glossa/contracts/public-api-paths';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './native-api-kit.ts';
import { registeredRoutes } from './registered-routes.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

let w: WorkspaceTest;
// biome-ignore lint/suspicious/noExplicitAny: the document is read loosely and checked field by field.
let document: any;
beforeAll(async () => {
  w = await workspaceApp();
  document = (await w.t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(async () => w.close());

/** The routes of the public APIs (the native API's catch-all for unknown paths aside). */
const publicRoutes = () =>
  registeredRoutes(w.t.app)
    .filter((route) =>
      [
        PUBLIC_API_PREFIX,
        '/v2/',
        '/translate',
        '/detect',
        '/languages',
        '/frontend/',
        '/suggest',
        '/download_file/',
      ].some((prefix) => route.split(' ')[1]?.startsWith(prefix)),
    )
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
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/octet-stream']);
  });

  it('shows the JSON answer of every DeepL and LibreTranslate operation that answers JSON', () => {
    // A file, a TSV text, an empty 204 and a refusal that is the only answer (`/suggest`) have none.
    const notJson = [
      'post /v2/document/{document_id}/result',
      'get /v2/glossaries/{glossary_id}/entries',
      'delete /v2/glossaries/{glossary_id}',
      'get /download_file/{name}',
      'post /suggest',
    ];
    const missing = publicRoutes()
      .filter(({ path }) => !path.startsWith(PUBLIC_API_PREFIX))
      .map(({ method, path }) => ({ where: `${method} ${path}`, operation: document.paths[path][method] }))
      .filter(({ where }) => !notJson.includes(where))
      .filter(({ operation }) => {
        const answer = operation.responses['200'] ?? operation.responses['201'];
        return answer?.content?.['application/json']?.schema === undefined;
      })
      .map(({ where }) => where);
    expect(missing).toEqual([]);
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
