import OpenAI from 'openai';
import type { Usage } from '../../segments/segment.ts';
import { EngineError } from '../engine.ts';
import { cancelledError, whenAborted } from './abort.ts';
import { type Attempt, describeFailure, type Failure } from './chat-errors.ts';
import { estimateTokens, Limiter, type Release } from './limiter.ts';
import type { LlmEndpoint } from './llm-config.ts';
import type { RequestBudget } from './request-budget.ts';
import { StreamSpeed } from './stream-speed.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatReply {
  content: string;
  /** As the server reported it, or estimated from the text when it reported none. */
  usage: Usage;
  /** 'length' means the answer was cut off. */
  finishReason: string | undefined;
}

export type ChatStreamEvent = { type: 'text'; text: string } | { type: 'usage'; usage: Usage };

export interface ChatClientOptions {
  /** Backoff ceiling of the first retry; it doubles with each retry and the wait is drawn at random below it. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** The longest Retry-After the client waits for; a longer one fails at once as rate-limited. */
  maxRetryAfterMs?: number;
  /** Where the per-minute budgets are kept when several processes share the endpoint (default: memory). */
  budget?: RequestBudget;
}

export interface ChatCallOptions {
  /** Tokens the answer is expected to take, for the tokens-per-minute budget. */
  expectedAnswerTokens?: number;
  /** Who the request is for (a job), so that free slots go round robin between requesters. */
  requester?: string;
  /** Takes the request out of the queue while it waits for a slot (EngineBatch.stopWaiting). */
  stopWaiting?: AbortSignal;
}

/**
 * Talks to one OpenAI-compatible `/chat/completions` endpoint through the `openai` SDK: JSON or
 * streamed answers, a timeout per request, retries with exponential backoff and full jitter (or
 * exactly the server's Retry-After), and the endpoint's concurrency and per-minute budgets. The
 * SDK does the HTTP and the stream parsing; the retries, timeouts and limits stay here, under the
 * limiter (docs/decisions/0037-openai-sdk-transport.md).
 */
export class ChatClient {
  readonly limiter: Limiter;
  /** First-token wait and decode speed measured on this endpoint's answers. */
  readonly speed = new StreamSpeed();
  private readonly api: OpenAI;

  constructor(
    readonly endpoint: LlmEndpoint,
    private readonly options: ChatClientOptions = {},
  ) {
    this.limiter = new Limiter({
      concurrency: endpoint.concurrency,
      adaptive: endpoint.adaptiveConcurrency ?? false,
      ...(endpoint.requestsPerMinute !== undefined ? { requestsPerMinute: endpoint.requestsPerMinute } : {}),
      ...(endpoint.tokensPerMinute !== undefined ? { tokensPerMinute: endpoint.tokensPerMinute } : {}),
      ...(options.budget ? { budget: options.budget } : {}),
    });
    this.api = sdkClient(endpoint);
  }

  async complete(messages: ChatMessage[], signal?: AbortSignal, call: ChatCallOptions = {}): Promise<ChatReply> {
    const { value, attempt } = await this.withRetries(messages, signal, call, async (attempt) => {
      const request = { model: this.endpoint.model, messages, stream: false as const };
      const body: unknown = await this.api.chat.completions
        .create(request, { signal: attempt.signal })
        .catch(malformed('The translation service sent an answer that is not JSON'));
      return readCompletion(body, messages);
    });
    attempt.finish(value.usage.promptTokens + value.usage.completionTokens);
    return value;
  }

  /**
   * The whole answer, read as a stream: the first token tells the adaptive limit how the server
   * took the request long before the answer is complete, and a long answer is not cut off by the
   * timeout as long as it keeps coming.
   */
  async collect(
    messages: ChatMessage[],
    signal?: AbortSignal,
    call: ChatCallOptions = {},
    onText?: (text: string) => void,
  ): Promise<ChatReply> {
    let content = '';
    let usage: Usage | undefined;
    for await (const event of this.stream(messages, signal, call)) {
      if (event.type === 'text') {
        content += event.text;
        onText?.(event.text);
      } else usage = event.usage;
    }
    return { content, usage: usage ?? estimateUsage(messages, content), finishReason: undefined };
  }

  /** Streams the answer's text as it comes, then one usage event. Only the opening of the stream is retried. */
  async *stream(
    messages: ChatMessage[],
    signal?: AbortSignal,
    call: ChatCallOptions = {},
  ): AsyncGenerator<ChatStreamEvent> {
    const request = {
      model: this.endpoint.model,
      messages,
      stream: true as const,
      stream_options: { include_usage: true },
    };
    const { value: chunks, attempt } = await this.withRetries(messages, signal, call, (attempt) =>
      this.api.chat.completions.create(request, { signal: attempt.signal }),
    );
    let content = '';
    let usage: Usage | undefined;
    let complete = false;
    try {
      try {
        for await (const chunk of chunks) {
          attempt.touch();
          attempt.firstToken();
          const delta = chunk.choices?.[0]?.delta?.content;
          if (typeof delta === 'string' && delta !== '') {
            content += delta;
            yield { type: 'text', text: delta };
          }
          if (chunk.usage) usage = toUsage(chunk.usage);
        }
      } catch (error) {
        malformed('The translation service sent a malformed stream')(error);
      }
      // The SDK ends an aborted stream quietly: a timeout or a cancellation, not the end of the answer.
      if (attempt.signal.aborted) throw attempt.signal.reason;
      complete = true;
      attempt.measure(this.speed, usage?.completionTokens ?? estimateTokens(content));
    } catch (error) {
      const failure = this.failure(error, attempt, signal, 1);
      if (OVERLOAD.has(failure.error.code)) attempt.overloaded();
      throw failure.error;
    } finally {
      // Stopping early (the consumer broke out of the loop) closes the connection too.
      if (!complete) attempt.abort();
      attempt.finish();
    }
    yield { type: 'usage', usage: usage ?? estimateUsage(messages, content) };
  }

  private async withRetries<T>(
    messages: ChatMessage[],
    signal: AbortSignal | undefined,
    call: ChatCallOptions,
    run: (attempt: Attempt) => Promise<T>,
  ): Promise<{ value: T; attempt: Attempt }> {
    const tokens = estimatePromptTokens(messages) + (call.expectedAnswerTokens ?? 0);
    for (let tries = 1; ; tries++) {
      if (signal?.aborted) throw cancelledError(signal);
      const release = await this.limiter.acquire(tokens, waitSignal(signal, call.stopWaiting), call.requester);
      const attempt = new RequestAttempt(signal, this.endpoint.timeoutMs, release);
      try {
        return { value: await run(attempt), attempt };
      } catch (error) {
        const failure = this.failure(error, attempt, signal, tries);
        if (OVERLOAD.has(failure.error.code)) release.overloaded();
        attempt.finish();
        if (!failure.retryable || tries > this.endpoint.maxRetries) throw failure.error;
        await sleep(failure.retryAfterMs ?? this.backoffMs(tries), signal);
      }
    }
  }

  private failure(error: unknown, attempt: Attempt, signal: AbortSignal | undefined, tries: number): Failure {
    if (signal?.aborted) return { error: cancelledError(signal), retryable: false };
    if (error instanceof EngineError) {
      const message = this.redact(error.message);
      const safe = message === error.message ? error : new EngineError(message, error.code, { status: error.status });
      return { error: safe, retryable: false };
    }
    const failure = describeFailure(error, {
      timedOut: attempt.timedOut,
      timeoutMs: this.endpoint.timeoutMs,
      host: hostOf(this.endpoint.baseUrl),
      model: this.endpoint.model,
      tries,
      redact: (text) => this.redact(text),
    });
    const maxWait = this.options.maxRetryAfterMs ?? 120_000;
    if (failure.retryAfterMs !== undefined && failure.retryAfterMs > maxWait) return { ...failure, retryable: false };
    return failure;
  }

  /** Full jitter: a random wait below a ceiling that doubles with each retry. */
  private backoffMs(tries: number): number {
    const base = this.options.retryBaseMs ?? 1000;
    const ceiling = Math.min(this.options.retryMaxMs ?? 30_000, base * 2 ** (tries - 1));
    return Math.random() * ceiling;
  }

  /** Servers sometimes echo the key in an error ("Incorrect API key provided: sk-..."); it never reaches a message. */
  private redact(text: string): string {
    const key = this.endpoint.apiKey;
    return key && key.length >= 4 ? text.split(key).join('***') : text;
  }
}

/** Failures that mean the server has more than it can do: the adaptive limit shrinks. */
const OVERLOAD = new Set(['rate-limited', 'timeout', 'unavailable']);

/** One try of one request: its slot in the limiter and its timeout, which a stream resets on each chunk. */
class RequestAttempt implements Attempt {
  readonly signal: AbortSignal;
  timedOut = false;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private finished = false;
  private readonly startedAt = performance.now();

  constructor(
    caller: AbortSignal | undefined,
    private readonly timeoutMs: number,
    private readonly release: Release,
  ) {
    this.signal = caller ? AbortSignal.any([caller, this.controller.signal]) : this.controller.signal;
    this.touch();
  }

  private firstTokenAt: number | undefined;

  /** The first chunk of the answer arrived (later ones are ignored). */
  firstToken(): void {
    if (this.firstTokenAt !== undefined || this.finished) return;
    this.firstTokenAt = performance.now();
    this.release.firstToken(this.firstTokenAt - this.startedAt);
  }

  /** The answer is complete: how long its first token took and how fast the rest came. */
  measure(speed: StreamSpeed, tokens: number): void {
    if (this.firstTokenAt === undefined) return;
    speed.record(this.firstTokenAt - this.startedAt, performance.now() - this.firstTokenAt, tokens);
  }

  overloaded(): void {
    if (!this.finished) this.release.overloaded();
  }

  touch(): void {
    if (this.finished) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('timeout'));
    }, this.timeoutMs);
  }

  abort(): void {
    this.controller.abort(new Error('stopped'));
  }

  finish(usedTokens?: number): void {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.timer);
    this.release(usedTokens);
  }
}

interface RawUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
}

interface Completion {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: RawUsage;
  error?: unknown;
}

/**
 * The SDK's SSE and JSON client, one per endpoint. Retries and timeouts stay with ChatClient, which
 * sees the limiter and the adaptive limit: the SDK retries nothing, and its timeout, which only
 * covers the wait for the response headers, is the same as ours.
 */
function sdkClient(endpoint: LlmEndpoint): OpenAI {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    // Local servers (Ollama, llama.cpp) take no key; the SDK wants one, so a placeholder goes in and the header stays out.
    apiKey: endpoint.apiKey || 'none',
    ...(endpoint.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    // Explicit, so that OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_ORG_ID and the like in the environment change nothing.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: endpoint.timeoutMs,
    // Failures come back as errors and are reported by the caller; the SDK logs nothing of its own.
    logLevel: 'off',
  });
}

/** Passes an error on, as a bad answer when the SDK could not parse the JSON. */
function malformed(message: string): (error: unknown) => never {
  return (error) => {
    throw error instanceof SyntaxError ? badResponse(message) : error;
  };
}

/** A server that sends its JSON under another content type reaches here as text. */
function readCompletion(answer: unknown, messages: ChatMessage[]): ChatReply {
  const body = (typeof answer === 'string' ? parseJson(answer) : answer) as Completion | undefined;
  if (!body || typeof body !== 'object') throw badResponse('The translation service sent an answer that is not JSON');
  if (body.error) throw badResponse(`The translation service failed: ${errorText(body.error)}`);
  const choice = body.choices?.[0];
  const content = contentText(choice?.message?.content);
  if (content === undefined) throw badResponse('The translation service sent an empty answer');
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined;
  return { content, usage: body.usage ? toUsage(body.usage) : estimateUsage(messages, content), finishReason };
}

// Some servers send the content as parts: [{ type: 'text', text }].
function contentText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

function toUsage(raw: RawUsage): Usage {
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return { promptTokens: count(raw.prompt_tokens), completionTokens: count(raw.completion_tokens) };
}

export function estimatePromptTokens(messages: ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + 4 + estimateTokens(message.content), 0);
}

function estimateUsage(messages: ChatMessage[], content: string): Usage {
  return { promptTokens: estimatePromptTokens(messages), completionTokens: estimateTokens(content) };
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error.slice(0, 300);
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' ? message.slice(0, 300) : 'unknown error';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function badResponse(message: string): EngineError {
  return new EngineError(message, 'bad-response');
}

function hostOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : 'the configured address';
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelledError(signal));
    const unwatch = signal
      ? whenAborted(signal, () => {
          clearTimeout(timer);
          reject(cancelledError(signal));
        })
      : undefined;
    const timer = setTimeout(() => {
      unwatch?.();
      resolve();
    }, ms);
  });
}

/** What ends a wait for a slot: the call's signal, or the caller's stopWaiting. */
function waitSignal(signal: AbortSignal | undefined, stopWaiting: AbortSignal | undefined): AbortSignal | undefined {
  if (!stopWaiting) return signal;
  return signal ? AbortSignal.any([signal, stopWaiting]) : stopWaiting;
}
