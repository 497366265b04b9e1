import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets or grant access: signed download links (`token`,
 * `sig`, `expires`), the OpenID callback (`code`, `state`), a visitor's client id (it owns the
 * visitor's work), and anything named like a key, token, password or secret (`auth_key`,
 * `api_key`, `apiKey`, `access_token`, `X-Amz-Signature` ...). Compared lower-cased, without `-`
 * and `_`.
 */
const SECRET_PARAMS = new Set(['sig', 'signature', 'expires', 'code', 'state', 'clientid', 'session', 'sessionid']);
const SECRET_PARTS = ['key', 'token', 'secret', 'password', 'passwd', 'auth', 'credential', 'signature'];

/** Whether a query parameter of this name carries a secret. */
export function isSecretParam(name: string): boolean {
  const bare = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_PARAMS.has(bare) || SECRET_PARTS.some((part) => bare.includes(part));
}

export const REDACTED = '[redacted]';

/** A request URL with the value of every secret query parameter replaced; the path is kept. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hashAt = url.indexOf('#', start);
  const query = url.slice(start + 1, hashAt < 0 ? undefined : hashAt);
  const masked = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretParam(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${masked}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A query parameter inside free text: `?name=value` or `&name=value`. */
const PARAM_IN_TEXT = /([?&])([\w.-]{1,64})=([^&\s"'<>#]*)/g;
/**
 * `scheme://user:password@host`: credentials inside a connection string or URL. The lookbehind
 * starts a scheme only where a word starts, so a long run of letters is read once (linear time).
 */
const URL_CREDENTIALS = /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,31}:\/\/)[^/\s:@]+:[^/\s@]+@/gi;

/** Free text (an error message or stack) with URL credentials and secret query values masked. */
export function redactText(text: string): string {
  return text
    .replace(PARAM_IN_TEXT, (whole, separator: string, name: string) =>
      isSecretParam(name) ? `${separator}${name}=${REDACTED}` : whole,
    )
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Fastify's own request fields, with the URL's secrets masked. Headers are not logged at all. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Errors keep their shape; their message and stack lose any secret they quote (a URL, a DSN). */
function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const fields: LoggedError = {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    fields[key] = typeof value === 'string' ? redactText(value) : value;
  }
  if (error.cause !== undefined) fields.cause = serializeError(error.cause);
  return fields;
}

/**
 * The server's logger: request lines without query secrets, no credentials from headers or
 * cookies, errors scrubbed. `stream` is for tests that read what was logged.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
