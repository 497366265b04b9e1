/**
 * One malformed request for every route of the DeepL-compatible API under /v2, and the field its
 * 400 answer names. DeepL's answers are `{ "message" }` without the envelope, so these are checked
 * by deepl-api.test.ts rather than validation.test.ts (which covers /gateway).
 */
export interface DeeplRefusal {
  /** The route as registered: method and path pattern. */
  route: string;
  /** The request's own path when it differs from the route. */
  url?: string;
  form?: Record<string, string | string[]>;
  json?: unknown;
  /** The message names this (the field refused). */
  names: string;
  /** 400 unless said. */
  status?: number;
}

const NO_SUCH_ID = '01900000-0000-7000-8000-000000000000';

export const DEEPL_REFUSALS: DeeplRefusal[] = [
  { route: 'POST /v2/translate', form: { text: 'Hello' }, names: 'target_lang' },
  { route: 'POST /v2/document', form: { target_lang: 'DE' }, names: 'content type', status: 415 },
  {
    route: 'POST /v2/document/:document_id',
    url: `/v2/document/${'x'.repeat(65)}`,
    form: { document_key: 'k' },
    names: 'document_id',
  },
  {
    route: 'POST /v2/document/:document_id/result',
    url: `/v2/document/${NO_SUCH_ID}/result`,
    form: {},
    names: 'document_key',
  },
  { route: 'GET /v2/languages', url: '/v2/languages?type=both', names: 'type' },
  { route: 'POST /v2/languages', form: { type: 'both' }, names: 'type' },
  { route: 'GET /v2/usage', url: '/v2/usage?auth_key=a&auth_key=b', names: 'auth_key' },
  { route: 'POST /v2/usage', json: { auth_key: 5 }, names: 'auth_key' },
  {
    route: 'GET /v2/glossary-language-pairs',
    url: '/v2/glossary-language-pairs?auth_key=a&auth_key=b',
    names: 'auth_key',
  },
  {
    route: 'POST /v2/glossaries',
    form: { name: 'Terms', source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'xlsx' },
    names: 'entries_format',
  },
  { route: 'GET /v2/glossaries', url: '/v2/glossaries?auth_key=a&auth_key=b', names: 'auth_key' },
  { route: 'GET /v2/glossaries/:glossary_id', url: `/v2/glossaries/${'g'.repeat(65)}`, names: 'glossary_id' },
  {
    route: 'GET /v2/glossaries/:glossary_id/entries',
    url: `/v2/glossaries/${'g'.repeat(65)}/entries`,
    names: 'glossary_id',
  },
  { route: 'DELETE /v2/glossaries/:glossary_id', url: `/v2/glossaries/${'g'.repeat(65)}`, names: 'glossary_id' },
];
