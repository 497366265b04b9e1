/** Where the public APIs and their documents are served (the web app links the reference page). */

/** Everything below it belongs to the APIs: an unknown path there is the native API's 404, not a page. */
export const API_ROOT = '/api';
export const PUBLIC_API_PREFIX = '/api/v1';
export const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

/** The tags of the OpenAPI document: each public API documents its routes under its own. */
export const PUBLIC_API_TAGS = ['native', 'deepl', 'libretranslate'] as const;
export type PublicApiTag = (typeof PUBLIC_API_TAGS)[number];

export const NATIVE_PATHS = {
  translate: '/translate',
  languages: '/languages',
  usage: '/usage',
  documents: '/documents',
  document: '/documents/:documentId',
  download: '/documents/:documentId/download',
  termBases: '/term-bases',
  termBase: '/term-bases/:termBaseId',
  entries: '/term-bases/:termBaseId/entries',
  importTerms: '/term-bases/:termBaseId/import',
} as const;
