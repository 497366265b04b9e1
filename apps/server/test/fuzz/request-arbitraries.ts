import fc from 'fast-check';
import { requestFieldNames } from './field-names.ts';

/** A request as `app.inject` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  /** One of a few hundred client addresses: rate limits per address answer some, not all. */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who a request claims to be: nobody, someone made up, or one of the fuzz run's real callers. */
export interface Credentials {
  clientId: string;
  sessionToken: string;
  operatorToken: string;
  apiKey: string;
}

const FIELD_NAMES = requestFieldNames();
const LANGUAGES = ['en', 'de', 'es', 'auto', 'zh-Hans', 'EN-US', 'pt-br', 'xx', ''];
const FILE_NAMES = ['a.docx', 'b.txt', 'c.pdf', 'd.xlsx', 'e.png', 'f.csv', 'g.srt', 'h.tẋt', '../../etc/passwd', 'x'];

/** Strings people and attackers send: empty, long, odd unicode, escapes, numbers as text. */
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...LANGUAGES, ...FILE_NAMES, '0', '-1', 'NaN', 'null', 'true', '__proto__', '%00', '\u202e', '{{x}}'),
  fc.uuid(),
  fc.integer({ min: 1, max: 400 }).map((n) => 'a'.repeat(n * 50)),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 5 }),
);

/** A JSON object whose keys are mostly the schemas' own field names, so some bodies pass validation. */
const knownObject: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
  node: fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, fc.string({ maxLength: 12 })),
    fc.oneof({ depthSize: 'small' }, { weight: 5, arbitrary: leaf }, { weight: 1, arbitrary: tie('node') }),
    { maxKeys: 8 },
  ),
})).node;

const jsonBody = fc.oneof(
  { weight: 5, arbitrary: knownObject.map((value) => JSON.stringify(value)) },
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.integer({ min: 1, max: 60 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  fc.constant('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
);

const formBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), oddString), {
    maxLength: 12,
  })
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'))
  .chain((form) => fc.oneof(fc.constant(form), fc.constant(`${form}&%zz=%&==&&`)));

interface Part {
  name: string;
  value: string;
  fileName?: string;
}

const part: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...FIELD_NAMES, 'file'), fc.string({ maxLength: 8 })),
    value: oddString,
    fileName: fc.constantFrom(...FILE_NAMES),
  },
  { requiredKeys: ['name', 'value'] },
);

function multipartBytes(boundary: string, parts: Part[]): Buffer {
  const chunks = parts.map((p) => {
    const disposition = p.fileName
      ? `form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${p.name}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.value}\r\n`;
  });
  return Buffer.from(`${chunks.join('')}--${boundary}--\r\n`);
}

/** Multipart bodies: well formed, cut short, with the wrong boundary, without headers, or plain garbage. */
const multipartBody = fc
  .record({
    parts: fc.array(part, { maxLength: 6 }),
    damage: fc.constantFrom('none', 'truncate', 'wrong-boundary', 'no-headers', 'garbage', 'no-boundary'),
    cut: fc.nat(),
  })
  .map(({ parts, damage, cut }) => {
    const boundary = 'fuzzBoundary42';
    const whole = multipartBytes(boundary, parts);
    const type = `multipart/form-data; boundary=${boundary}`;
    switch (damage) {
      case 'truncate':
        return { type, payload: whole.subarray(0, cut % Math.max(1, whole.length)) };
      case 'wrong-boundary':
        return { type: 'multipart/form-data; boundary=otherBoundary', payload: whole };
      case 'no-headers':
        return { type, payload: Buffer.from(`--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`) };
      case 'garbage':
        return { type, payload: Buffer.from(`--${boundary}\r\nContent-Disposition: \u0000\u00ff;;;\r\n`) };
      case 'no-boundary':
        return { type: 'multipart/form-data', payload: whole };
      default:
        return { type, payload: whole };
    }
  });

const body = fc.oneof(
  { weight: 4, arbitrary: jsonBody.map((payload) => ({ type: 'application/json', payload })) },
  { weight: 3, arbitrary: formBody.map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })) },
  { weight: 3, arbitrary: multipartBody },
  fc.record({
    type: fc.constantFrom('text/plain', 'text/csv', 'image/png', 'application/xml', 'application/octet-stream', ''),
    payload: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  }),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 6 })), oddString), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'))
  .chain((query) => fc.constantFrom(query, `${query}&%zz&a=%`, ''));

/** A path parameter: ids, traversal, encoded separators, very long or empty-ish values. */
const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom('..', '%2e%2e', '%2F', 'null', '0', ' ', '%00', 'a.docx', 'x'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

function credentialHeaders(real: Credentials) {
  return fc.oneof(
    fc.constant({}),
    fc.constant({ 'x-client-id': real.clientId }),
    fc.constant({ authorization: `Bearer ${real.sessionToken}` }),
    fc.constant({ cookie: `auth_token=${real.sessionToken}` }),
    fc.constant({ authorization: `Bearer ${real.operatorToken}` }),
    fc.constant({ authorization: `Bearer ${real.apiKey}` }),
    fc.constant({ authorization: `DeepL-Auth-Key ${real.apiKey}` }),
    oddString.map((value) => ({ authorization: `Bearer ${value}` })),
    oddString.map((value) => ({ 'x-client-id': value })),
    oddString.map((value) => ({ cookie: `auth_token=${encodeURIComponent(value)}` })),
  );
}

const localeHeaders = fc.oneof(
  fc.constant({}),
  fc.constantFrom('enus', 'arsa', 'zhcn', 'xx', '').map((code) => ({ 'lan-i18n-code': code })),
  oddString.map((value) => ({ 'accept-language': value.replace(/[^\x20-\x7e]/g, '') })),
);

/** A route of the server ("METHOD /path/:param") with its parameters filled in. */
function routeUrl(route: string) {
  const [method, path] = route.split(' ') as [string, string];
  const names = path.match(/:[^/]+|\*/g) ?? [];
  return fc
    .tuple(fc.array(pathParam, { minLength: names.length, maxLength: names.length }), queryString)
    .map(([params, query]) => {
      let filled = path;
      for (const value of params) filled = filled.replace(/:[^/]+|\*/, value);
      return { method, url: query ? `${filled}?${query}` : filled };
    });
}

/** Any request to one of `routes`, with random credentials, locale, query and body. */
export function fuzzRequest(routes: readonly string[], real: Credentials): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      target: fc.constantFrom(...routes).chain(routeUrl),
      credentials: credentialHeaders(real),
      locale: localeHeaders,
      body: fc.option(body, { freq: 4 }),
      address: fc.nat({ max: 300 }),
    })
    .map(({ target, credentials, locale, body: sent, address }) => {
      const headers: Record<string, string> = { ...credentials, ...locale };
      if (sent?.type) headers['content-type'] = sent.type;
      // A body goes with any method but GET: Fastify refuses GET bodies before routing.
      const payload = sent && target.method !== 'GET' ? sent.payload : undefined;
      const remoteAddress = `10.77.${address >> 8}.${address & 255}`;
      return {
        method: target.method,
        url: target.url,
        remoteAddress,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}
