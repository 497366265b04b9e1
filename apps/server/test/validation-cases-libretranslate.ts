import { LIBRE_PATHS as P } from '@glossa/contracts/libretranslate-requests';
import type { Reason } from '@glossa/contracts/request-rules';

/**
 * One malformed request for every route of the LibreTranslate-compatible API (decision 0030) and
 * the field its schema refuses. These routes answer LibreTranslate's `{ "error": "..." }` with 400,
 * not the envelope of /gateway (validation.test.ts), so they have their own table.
 */
export interface LibreRefusalCase {
  route: string;
  url?: string;
  form?: Record<string, string>;
  json?: unknown;
  refusal: { field: string; issue: Reason; values?: Record<string, string | number> };
}

export const LIBRE_REFUSAL_CASES: LibreRefusalCase[] = [
  {
    route: `POST ${P.translate}`,
    json: { q: 42, source: 'en', target: 'es' },
    refusal: { field: 'q', issue: 'invalid' },
  },
  {
    route: `POST ${P.detect}`,
    json: { q: 'Hallo', api_key: 7 },
    refusal: { field: 'api_key', issue: 'typeString' },
  },
  {
    route: `POST ${P.suggest}`,
    form: { q: 'Hello', s: 'Hola', source: 'e'.repeat(21), target: 'es' },
    refusal: { field: 'source', issue: 'tooLong', values: { max: 20 } },
  },
  {
    route: `POST ${P.translateFile}`,
    url: `${P.translateFile}?api_key=${'k'.repeat(201)}`,
    refusal: { field: 'api_key', issue: 'tooLong', values: { max: 200 } },
  },
  {
    route: `GET ${P.downloadFile}/:name`,
    url: `${P.downloadFile}/report.docx`,
    refusal: { field: 'token', issue: 'required' },
  },
];

/**
 * The routes that take no field at all: as LibreTranslate, they ignore whatever the query string
 * holds, so they have nothing to refuse. Each answers 200 to this request.
 */
export const LIBRE_NOTHING_TO_REFUSE: { route: string; url: string }[] = [
  { route: `GET ${P.languages}`, url: `${P.languages}?lang=en` },
  { route: `GET ${P.settings}`, url: `${P.settings}?x=1` },
  { route: `GET ${P.health}`, url: `${P.health}?probe=1` },
];
