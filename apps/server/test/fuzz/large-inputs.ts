import { randomBytes } from 'node:crypto';

/** A large request of one shape: its body (with content type), query string or header grows with `size`. */
export interface LargeInput {
  query?: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const repeat = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

function multipart(fields: [string, string][]): { payload: Buffer; type: string } {
  const boundary = `growth${randomBytes(6).toString('hex')}`;
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The shapes an attacker grows to make a parser work harder than the bytes it was sent: repeated
 * and distinct form fields, long JSON arrays, wide objects and long strings, many multipart parts,
 * long query strings and headers. Each takes the size in bytes it should have (about).
 */
export const LARGE_INPUTS: Record<string, (size: number) => LargeInput> = {
  'form, one field repeated': (size) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: repeat('text=a&', size),
  }),
  'form, distinct fields': (size) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: Array.from({ length: Math.floor(size / 9) }, (_, i) => `f${i}=a`).join('&'),
  }),
  'JSON, long array': (size) => ({
    headers: { 'content-type': 'application/json' },
    payload: `{"text":[${repeat('"a",', size)}"a"]}`,
  }),
  'JSON, wide object': (size) => ({
    headers: { 'content-type': 'application/json' },
    payload: `{${Array.from({ length: Math.floor(size / 9) }, (_, i) => `"k${i}":1`).join(',')}}`,
  }),
  'JSON, long string of letters': (size) => ({
    headers: { 'content-type': 'application/json' },
    payload: `{"text":"${repeat('abcdefghij', size)}","q":"${repeat('klmnopqrst', size / 4)}"}`,
  }),
  'multipart, many fields': (size) => {
    const body = multipart(Array.from({ length: Math.floor(size / 80) }, (_, i) => [`f${i}`, 'a']));
    return { headers: { 'content-type': body.type }, payload: body.payload };
  },
  'multipart, one long field': (size) => {
    const body = multipart([['q', repeat('abcdefghij', size)]]);
    return { headers: { 'content-type': body.type }, payload: body.payload };
  },
  'query string, one key repeated': (size) => ({ headers: {}, query: repeat('q=a&', size / 16) }),
  'long headers': (size) => ({
    headers: {
      'accept-language': repeat('en-US;q=0.9,', size / 16),
      'lan-i18n-code': repeat('x', size / 16),
      authorization: `Bearer ${repeat('k', size / 16)}`,
      'x-client-id': repeat('c', size / 16),
    },
  }),
};
