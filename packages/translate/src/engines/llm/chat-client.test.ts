import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { EngineError } from '../engine.ts';
import { buildTextMessages } from './batch-prompt.ts';
import { ChatClient, type ChatMessage, type ChatStreamEvent } from './chat-client.ts';
import { parseRetryAfter } from './chat-errors.ts';
import type { LlmEndpoint } from './llm-config.ts';

const messages: ChatMessage[] = buildTextMessages({
  segments: [{ id: 't', text: 'The quick brown fox jumps over the lazy dog near https://example.com today.' }],
  source: 'en',
  target: 'fr',
});
const fast = { retryBaseMs: 5, retryMaxMs: 20 };

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return error as EngineError;
  }
  throw new Error('expected the call to fail');
}

/** Polls every 5 ms; 12 000 polls take a minute at least, however busy the machine (no clock is read). */
async function until(condition: () => boolean): Promise<void> {
  for (let polls = 0; !condition(); polls++) {
    if (polls === 12_000) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The timers chat-client.ts starts while `work` runs, each with the number of requests the server
 * had seen when it fired: what the client waited for, and in which order, without reading a clock.
 */
async function clientTimers(server: FakeLlmServer, work: () => Promise<unknown>) {
  const timers: { ms: number | undefined; requestsWhenFired?: number }[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const watch = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    // Stack: this function, the spy, then whoever called setTimeout.
    const caller = new Error().stack?.split('\n')[3] ?? '';
    if (!caller.includes('/chat-client.ts:')) return realSetTimeout(callback, ms, ...args);
    const timer: (typeof timers)[number] = { ms };
    timers.push(timer);
    return realSetTimeout(() => {
      timer.requestsWhenFired = server.stats.requests;
      callback(...args);
    }, ms);
  };
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(watch as unknown as typeof setTimeout);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return timers;
}

describe('ChatClient', () => {
  let server: FakeLlmServer;
  beforeEach(async () => {
    server = await startFakeLlmServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('returns the answer with the usage the server reported', async () => {
    const reply = await new ChatClient(fakeEndpoint(server)).complete(messages);
    expect(reply.content).toBe(
      'fr:The fr:quick fr:brown fr:fox fr:jumps fr:over fr:the fr:lazy fr:dog fr:near https://example.com fr:today.',
    );
    expect(reply.usage).toEqual(server.stats.usage);
    expect(reply.finishReason).toBe('stop');
  });

  it('retries server errors with backoff and then succeeds', async () => {
    server.options.failFirst = 2;
    const reply = await new ChatClient(fakeEndpoint(server), fast).complete(messages);
    expect(reply.content).toContain('fr:fox');
    expect(server.stats.requests).toBe(3);
  });

  it('gives up after maxRetries with a message a user understands', async () => {
    server.options.failFirst = 10;
    const client = new ChatClient(fakeEndpoint(server, { maxRetries: 2 }), fast);
    const error = await failure(client.complete(messages));
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/^The translation service is unavailable \(HTTP 500\).*after 3 attempts/);
    expect(server.stats.requests).toBe(3);
  });

  it('waits exactly the Retry-After of a 429 before retrying', async () => {
    server.options.rateLimitFirst = { count: 1, retryAfterSeconds: 1 };
    const timers = await clientTimers(server, () => new ChatClient(fakeEndpoint(server), fast).complete(messages));
    expect(server.stats.requests).toBe(2);
    // Each request's 10 s timeout (never fired) and between them one wait of exactly the Retry-After,
    // over before the second request went out (the backoff of `fast` would be under 5 ms).
    expect(timers).toEqual([{ ms: 10_000 }, { ms: 1000, requestsWhenFired: 1 }, { ms: 10_000 }]);
  });

  it('reports rate limiting once the retries are spent', async () => {
    server.options.rateLimitFirst = { count: 5, retryAfterSeconds: 0 };
    const error = await failure(new ChatClient(fakeEndpoint(server, { maxRetries: 1 }), fast).complete(messages));
    expect(error.code).toBe('rate-limited');
    expect(error.message).toMatch(/^The translation service is rate limiting requests/);
  });

  it('fails at once when the server asks to wait longer than the client will', async () => {
    server.options.rateLimitFirst = { count: 1, retryAfterSeconds: 3600 };
    const client = new ChatClient(fakeEndpoint(server), { ...fast, maxRetryAfterMs: 60_000 });
    expect((await failure(client.complete(messages))).code).toBe('rate-limited');
    expect(server.stats.requests).toBe(1);
  });

  it('times out with the wait in seconds and closes the connection', async () => {
    server.options.latencyMs = 2000;
    const client = new ChatClient(fakeEndpoint(server, { timeoutMs: 200, maxRetries: 0 }), fast);
    const error = await failure(client.complete(messages));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The translation service did not answer in 0.2 s');
    await until(() => server.stats.aborted === 1);
  });

  it('never puts the API key in an error, even when the server echoes it', async () => {
    server.options.apiKey = 'sk-right-key';
    const client = new ChatClient(fakeEndpoint(server, { apiKey: 'sk-wrong-secret-123' }), fast);
    const error = await failure(client.complete(messages));
    expect(error.code).toBe('http-error');
    expect(error.status).toBe(401);
    expect(error.message).toContain('refused the API key');
    expect(error.message).not.toContain('sk-wrong-secret-123');
    expect(JSON.stringify(error.cause ?? null)).not.toContain('sk-wrong-secret-123');
    expect(server.stats.requests).toBe(1);
  });

  it('stops at once and never retries after the caller aborts', async () => {
    server.options.latencyMs = 5000;
    const controller = new AbortController();
    const call = new ChatClient(fakeEndpoint(server), fast).complete(messages, controller.signal);
    await until(() => server.stats.inFlight === 1);
    controller.abort();
    expect((await failure(call)).code).toBe('cancelled');
    await until(() => server.stats.aborted === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.stats.requests).toBe(1);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    server.options.rateLimitFirst = { count: 1, retryAfterSeconds: 30 };
    const controller = new AbortController();
    const call = new ChatClient(fakeEndpoint(server), fast).complete(messages, controller.signal);
    await until(() => server.stats.requests === 1 && server.stats.inFlight === 0);
    controller.abort();
    expect((await failure(call)).code).toBe('cancelled');
    expect(server.stats.requests).toBe(1);
  });

  it('says when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const endpoint = { ...fakeEndpoint(server, { maxRetries: 1 }), baseUrl: `http://127.0.0.1:${port}/v1` };
    const error = await failure(new ChatClient(endpoint, fast).complete(messages));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(
      `Could not reach the translation service at 127.0.0.1:${port} (ECONNREFUSED) (after 2 attempts)`,
    );
  });

  it('streams the answer in several chunks, then the usage', async () => {
    const texts: string[] = [];
    const usages: unknown[] = [];
    for await (const event of new ChatClient(fakeEndpoint(server)).stream(messages)) {
      if (event.type === 'text') texts.push(event.text);
      else usages.push(event.usage);
    }
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.join('')).toContain('fr:quick fr:brown fr:fox');
    expect(usages).toEqual([server.stats.usage]);
  });

  it('closes the stream when the reader stops early', async () => {
    server.options.chunkDelayMs = 50;
    const client = new ChatClient(fakeEndpoint(server));
    for await (const event of client.stream(messages)) {
      if (event.type === 'text') break;
    }
    await until(() => server.stats.aborted === 1);
    expect(client.limiter.running).toBe(0);
  });
});

/** A server that answers every request with `answer`, and remembers each request's path and headers. */
async function scriptedServer(answer: (res: ServerResponse) => void) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = (overrides: Partial<LlmEndpoint> = {}): LlmEndpoint => ({
    id: 'llm',
    baseUrl: `${url}/v1`,
    apiKey: 'sk-test-key',
    model: 'fake-model',
    concurrency: 4,
    timeoutMs: 10_000,
    maxRetries: 0,
    maxBatchTokens: 3000,
    ...overrides,
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, seen, endpoint, close };
}

type ScriptedServer = Awaited<ReturnType<typeof scriptedServer>>;

function reply(res: ServerResponse, status: number, contentType: string, body: string, headers = {}): void {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(body);
}

/** Opens an event stream and sends `events` as `data:` lines, leaving the response open. */
function startStream(res: ServerResponse, events: string[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const data of events) res.write(`data: ${data}\n\n`);
}

const textChunk = (text: string) => JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] });

/** The texts a stream gave before it ended, and how it ended. */
async function drain(stream: AsyncGenerator<ChatStreamEvent>, onText?: () => void) {
  const texts: string[] = [];
  try {
    for await (const event of stream) {
      if (event.type !== 'text') continue;
      texts.push(event.text);
      onText?.();
    }
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return { texts, error: error as EngineError };
  }
  return { texts, error: undefined };
}

describe('ChatClient over the openai SDK', () => {
  let scripted: ScriptedServer | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await scripted?.close();
    scripted = undefined;
  });
  const completion = JSON.stringify({ choices: [{ message: { content: 'Bonjour' }, finish_reason: 'stop' }] });

  it('reaches a server behind a path prefix, sends no key when none is set, and ignores OPENAI_* variables', async () => {
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    vi.stubEnv('OPENAI_API_KEY', 'sk-from-environment');
    vi.stubEnv('OPENAI_ORG_ID', 'org-from-environment');
    scripted = await scriptedServer((res) => reply(res, 200, 'application/json', completion));
    const { apiKey: _none, ...endpoint } = scripted.endpoint({ baseUrl: `${scripted.url}/proxy/openai/v1` });
    const answer = await new ChatClient(endpoint).complete(messages);
    expect(answer.content).toBe('Bonjour');
    expect(scripted.seen.map((request) => request.url)).toEqual(['/proxy/openai/v1/chat/completions']);
    expect(scripted.seen[0]!.headers.authorization).toBeUndefined();
    expect(scripted.seen[0]!.headers['openai-organization']).toBeUndefined();
  });

  it('reads what the server said from error bodies that are not OpenAI-shaped', async () => {
    const cases = [
      { status: 502, type: 'text/html', body: '<html><h1>Bad Gateway</h1></html>', code: 'unavailable', said: '' },
      {
        status: 400,
        type: 'text/plain',
        body: 'model is\n still loading',
        code: 'http-error',
        said: 'model is still loading',
      },
      {
        status: 400,
        type: 'application/json',
        body: '{"object":"error","message":"context too long"}',
        code: 'http-error',
        said: 'context too long',
      },
      {
        status: 422,
        type: 'application/json',
        body: '{"detail":"field required"}',
        code: 'http-error',
        said: 'field required',
      },
      {
        status: 404,
        type: 'application/json',
        body: '{"error":"model not found"}',
        code: 'http-error',
        said: 'model not found',
      },
      { status: 503, type: 'application/json', body: '', code: 'unavailable', said: '' },
    ];
    for (const { status, type, body, code, said } of cases) {
      scripted = await scriptedServer((res) => reply(res, status, type, body));
      const error = await failure(new ChatClient(scripted.endpoint(), fast).complete(messages));
      expect(error.code).toBe(code);
      expect(error.status).toBe(status);
      expect(error.message).toMatch(new RegExp(`\\(HTTP ${status}\\)${said ? `: ${said}` : ''}$`));
      await scripted.close();
    }
    scripted = undefined;
  });

  it('never retries a 429 that says the quota is spent, and lets the SDK retry nothing itself', async () => {
    const quota = '{"error":{"message":"You exceeded your current quota","code":"insufficient_quota"}}';
    scripted = await scriptedServer((res) => reply(res, 429, 'application/json', quota, { 'retry-after': '0' }));
    const error = await failure(new ChatClient(scripted.endpoint({ maxRetries: 3 }), fast).complete(messages));
    expect(error.code).toBe('rate-limited');
    expect(error.message).toBe('The translation service is rate limiting requests: You exceeded your current quota');
    expect(scripted.seen).toHaveLength(1);
    await scripted.close();
    // The SDK would obey x-should-retry on its own; one retry policy means one request here.
    scripted = await scriptedServer((res) => reply(res, 503, 'application/json', '{}', { 'x-should-retry': 'true' }));
    await failure(new ChatClient(scripted.endpoint({ maxRetries: 0 }), fast).complete(messages));
    expect(scripted.seen).toHaveLength(1);
  });

  it('says so when a 200 answer is not JSON, and reads JSON sent under another content type', async () => {
    scripted = await scriptedServer((res) => reply(res, 200, 'application/json', '{"choices": ['));
    const error = await failure(new ChatClient(scripted.endpoint(), fast).complete(messages));
    expect([error.code, error.message]).toEqual([
      'bad-response',
      'The translation service sent an answer that is not JSON',
    ]);
    await scripted.close();
    scripted = await scriptedServer((res) => reply(res, 200, 'text/plain', completion));
    expect((await new ChatClient(scripted.endpoint(), fast).complete(messages)).content).toBe('Bonjour');
  });

  it('fails a stream cut off mid-way, keeps what came, and frees its slot', async () => {
    scripted = await scriptedServer((res) => {
      startStream(res, [textChunk('Bon'), textChunk('jour')]);
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const client = new ChatClient(scripted.endpoint({ maxRetries: 2 }), fast);
    const { texts, error } = await drain(client.stream(messages));
    expect(texts).toEqual(['Bon', 'jour']);
    expect(error?.code).toBe('unavailable');
    expect(error?.message).toMatch(/^Could not reach the translation service at 127\.0\.0\.1:\d+/);
    expect(scripted.seen).toHaveLength(1);
    expect(client.limiter.running).toBe(0);
  });

  it('times out a stream that stops sending after it started', async () => {
    scripted = await scriptedServer((res) => startStream(res, [textChunk('Bon')]));
    const client = new ChatClient(scripted.endpoint({ timeoutMs: 300 }), fast);
    const { texts, error } = await drain(client.stream(messages));
    expect(texts).toEqual(['Bon']);
    expect([error?.code, error?.message]).toEqual(['timeout', 'The translation service did not answer in 0.3 s']);
    expect(client.limiter.running).toBe(0);
  });

  it('ends a stream as cancelled when the caller aborts mid-way', async () => {
    scripted = await scriptedServer((res) => startStream(res, [textChunk('Bon')]));
    const controller = new AbortController();
    const client = new ChatClient(scripted.endpoint(), fast);
    const { texts, error } = await drain(client.stream(messages, controller.signal), () => controller.abort());
    expect(texts).toEqual(['Bon']);
    expect(error?.code).toBe('cancelled');
  });

  it('reports an error event and a malformed event in a stream as a bad answer', async () => {
    const events = [
      {
        data: '{"error":{"message":"the model crashed"}}',
        message: 'The translation service failed: the model crashed',
      },
      { data: '{"choices": [', message: 'The translation service sent a malformed stream' },
    ];
    for (const { data, message } of events) {
      scripted = await scriptedServer((res) => startStream(res, [textChunk('Bon'), data]));
      const { texts, error } = await drain(new ChatClient(scripted.endpoint(), fast).stream(messages));
      expect(texts).toEqual(['Bon']);
      expect([error?.code, error?.message]).toEqual(['bad-response', message]);
      await scripted.close();
    }
    scripted = undefined;
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, HTTP dates and retry-after-ms', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:27:00 GMT' }), now)).toBe(0);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});
