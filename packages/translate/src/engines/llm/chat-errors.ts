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

/** A response with an error status; its body is kept for the message. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
    readonly body: string,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
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

/** What went wrong with one try, in words a user can act on, and whether another try may help. */
export function describeFailure(error: unknown, context: FailureContext): Failure {
  const after = context.tries > 1 ? ` (after ${context.tries} attempts)` : '';
  if (context.timedOut) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    return {
      error: new EngineError(`The translation service did not answer in ${seconds} s${after}`, 'timeout'),
      retryable: true,
    };
  }
  if (error instanceof HttpStatusError) return describeStatus(error, context, after);
  const code = networkCode(error);
  const message = `Could not reach the translation service at ${context.host}${code ? ` (${code})` : ''}${after}`;
  return { error: new EngineError(message, 'unavailable', { cause: error }), retryable: true };
}

function describeStatus(error: HttpStatusError, context: FailureContext, after: string): Failure {
  const { status } = error;
  const detail = context.redact(serverMessage(error.body));
  const suffix = `${detail ? `: ${detail}` : ''}${after}`;
  const options = { status };
  const retryAfter = error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {};
  const retryable = RETRYABLE_STATUS.has(status) && !/insufficient_quota/.test(error.body);
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

/** The `error.message` of an OpenAI-style error body, or the start of a plain one. */
function serverMessage(body: string): string {
  let text = body.trim();
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const inner = typeof parsed.error === 'object' && parsed.error ? (parsed.error as { message?: unknown }) : parsed;
    const candidate = inner.message ?? parsed.error ?? parsed.detail;
    if (typeof candidate === 'string') text = candidate;
  } catch {
    // A plain-text or HTML body: keep its start.
  }
  if (text.startsWith('<')) return '';
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
