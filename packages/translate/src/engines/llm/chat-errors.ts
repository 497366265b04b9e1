import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { EngineError } from '../engine.ts';
import type { StreamSpeed } from './stream-speed.ts';

/** One try of one request, as the retry loop sees it. */
export interface Attempt {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  /** Restarts the timeout (a streamed chunk arrived). */
  touch(): void;
  /** Closes the connection. */
  abort(): void;
  /** The first chunk of the answer arrived. */
  firstToken(): void;
  /** The server was too busy for this try (the adaptive limit shrinks). */
  overloaded(): void;
  /** The answer is complete: records its first-token wait and decode speed. */
  measure(speed: StreamSpeed, tokens: number): void;
  /** Gives the limiter slot back. */
  finish(usedTokens?: number): void;
}

export interface Failure {
  error: EngineError;
  retryable: boolean;
  /** The server's Retry-After, which replaces the backoff when present. */
  retryAfterMs?: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Retry-After in seconds or as an HTTP date (RFC 9110), else OpenAI's retry-after-ms; undefined when absent. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (value) {
    if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const ms = headers.get('retry-after-ms')?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Number(ms);
  return undefined;
}

export interface FailureContext {
  timedOut: boolean;
  timeoutMs: number;
  host: string;
  model: string;
  tries: number;
  redact: (text: string) => string;
}

/**
 * What went wrong with one try, in words a user can act on, and whether another try may help. The
 * errors are the `openai` SDK's: an APIError with a status is an HTTP error response, one without
 * is an error event in a stream, an APIConnectionError never got a response.
 */
export function describeFailure(error: unknown, context: FailureContext): Failure {
  const after = context.tries > 1 ? ` (after ${context.tries} attempts)` : '';
  if (context.timedOut || error instanceof APIConnectionTimeoutError) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    return {
      error: new EngineError(`The translation service did not answer in ${seconds} s${after}`, 'timeout'),
      retryable: true,
    };
  }
  if (error instanceof APIError && error.status !== undefined) return describeStatus(error, context, after);
  if (error instanceof APIError && !(error instanceof APIConnectionError)) {
    const message = `The translation service failed: ${context.redact(serverMessage(error)) || 'unknown error'}`;
    return { error: new EngineError(message, 'bad-response'), retryable: false };
  }
  const code = networkCode(error);
  const message = `Could not reach the translation service at ${context.host}${code ? ` (${code})` : ''}${after}`;
  return { error: new EngineError(message, 'unavailable', { cause: error }), retryable: true };
}

function describeStatus(error: APIError, context: FailureContext, after: string): Failure {
  const status = error.status!;
  const detail = context.redact(serverMessage(error));
  const suffix = `${detail ? `: ${detail}` : ''}${after}`;
  const options = { status };
  const retryAfterMs = error.headers ? parseRetryAfter(error.headers) : undefined;
  const retryAfter = retryAfterMs !== undefined ? { retryAfterMs } : {};
  const retryable = RETRYABLE_STATUS.has(status) && !outOfQuota(error);
  let engineError: EngineError;
  if (status === 429) {
    engineError = new EngineError(
      `The translation service is rate limiting requests${suffix}`,
      'rate-limited',
      options,
    );
  } else if (status === 401 || status === 403) {
    const message = `The translation service refused the API key (HTTP ${status}); check the configured key${suffix}`;
    engineError = new EngineError(message, 'http-error', options);
  } else if (status === 404) {
    const message = `The translation service does not know the model "${context.model}" or the address is wrong (HTTP 404)${suffix}`;
    engineError = new EngineError(message, 'http-error', options);
  } else if (status === 408 || status === 504) {
    engineError = new EngineError(`The translation service timed out (HTTP ${status})${suffix}`, 'timeout', options);
  } else if (status >= 500) {
    engineError = new EngineError(
      `The translation service is unavailable (HTTP ${status})${suffix}`,
      'unavailable',
      options,
    );
  } else {
    const message = `The translation service rejected the request (HTTP ${status})${suffix}`;
    engineError = new EngineError(message, 'http-error', options);
  }
  return { error: engineError, retryable, ...retryAfter };
}

/** OpenAI answers a spent balance with 429 too; waiting does not refill it. */
function outOfQuota(error: APIError): boolean {
  return /insufficient_quota/.test(`${error.code} ${error.type} ${JSON.stringify(error.error ?? null)}`);
}

/**
 * What the server said: the SDK keeps a JSON body's `error` member (or the whole body when it has
 * none, as vLLM's `{"message"}` and FastAPI's `{"detail"}`), and a plain body in the message after
 * the status. An HTML error page says nothing a user can use.
 */
function serverMessage(error: APIError): string {
  const body: unknown = error.error;
  let text: string;
  if (body === undefined || body === null) {
    text = error.message === `${error.status} status code (no body)` ? '' : error.message.replace(/^\d{3} /, '');
  } else if (typeof body === 'string') {
    text = body;
  } else {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    text = typeof message === 'string' ? message : typeof detail === 'string' ? detail : JSON.stringify(body);
  }
  text = text.trim();
  if (text.startsWith('<')) return '';
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** The system error code (ECONNREFUSED…) under the SDK's connection error and fetch's TypeError. */
function networkCode(error: unknown): string | undefined {
  let current = error as { cause?: unknown; code?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && !(current instanceof APIError)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}
