import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEGMENTS_MARKER, TEXT_MARKER } from '../src/engines/llm/batch-prompt.ts';
import type { LlmEndpoint } from '../src/engines/llm/llm-config.ts';

/** How the fake misbehaves. Read on every request, so a test may change them while it runs. */
export interface FakeLlmOptions {
  /** Wait before answering (client aborts cut it short). */
  latencyMs?: number;
  /** Answer 500 to the next n requests (counts down). */
  failFirst?: number;
  /** Answer 429 with Retry-After to the next `count` requests (counts down). */
  rateLimitFirst?: { count: number; retryAfterSeconds: number };
  /** Always leave these ids out of the reply. */
  dropIds?: string[];
  /** Leave the first id of the next batch out of the reply, once. */
  dropFirstIdOnce?: boolean;
  /** Return translations with their tags removed, for the next request that has tags or for all of them. */
  breakTags?: 'once' | 'always' | false;
  /** Move the first formatted phrase (`<gN>…</gN>`) of each segment to the end, as languages with another word order do. */
  reorderTags?: boolean;
  /** Never apply the terms of the system prompt (by default 'use X for Y' and 'keep X unchanged' are applied). */
  ignoreTerms?: boolean;
  /** Answer with prose instead of JSON, once or always. */
  garbage?: 'once' | 'always' | false;
  /** Wrap the JSON answer in a ```json fence, as chatty models do. */
  fenced?: boolean;
  /** When set, any other key gets a 401 whose message quotes the key it was sent. */
  apiKey?: string;
  /** Pause between streamed chunks. */
  chunkDelayMs?: number;
  /**
   * Decode speed per request, as a model server has: the answer takes its tokens / this many
   * seconds after the first token (streamed in a few chunks per second, cheaply), or comes whole
   * after that time without streaming. The first token comes after `latencyMs`.
   */
  tokensPerSecond?: number;
  /** Serve only this many requests at a time; the others wait their turn, as Ollama's parallel slots do. */
  maxParallel?: number;
  /** Answer 429 at once to a request that arrives while this many are already in flight. */
  rejectAbove?: number;
  /** Reasoning-model style: answers to questions (not translations) start with <think>this</think>. */
  think?: string;
  /**
   * Requests whose last user message contains one of these markers wait until the marker is
   * released (or the client leaves). With it set, `POST /v1/_hold?marker=X` and
   * `POST /v1/_release?marker=X` change the set, so a test in another process can hold a job
   * mid-way without depending on how fast the machine is.
   */
  holds?: Set<string>;
  /** Called as each chat request arrives, with the segment ids it carries (tests time a crash by it). */
  onRequest?: (segmentIds: string[]) => void;
  /** Called with each chat request's system prompt and last user message (tests read what the model was told). */
  onPrompt?: (system: string, user: string) => void;
  /** Keep every answered request's messages and answer in `stats.exchanges` (token benchmarks). */
  recordExchanges?: boolean;
  /** An outage: every request's connection is dropped as it arrives, before anything is read or counted. */
  unreachable?: boolean;
}

export interface FakeLlmStats {
  requests: number;
  /** How often each segment id was received, over all requests. */
  segmentsById: Record<string, number>;
  /** The most segments one request carried. */
  largestBatch: number;
  /** How often each segment id was answered in full (a request the client dropped mid-way is not). */
  answeredById: Record<string, number>;
  /** The same by segment text, for runs of many documents whose ids repeat (s1, s2...). */
  segmentsByText: Record<string, number>;
  answeredByText: Record<string, number>;
  inFlight: number;
  maxInFlight: number;
  /** Requests whose connection the client closed before the answer was complete. */
  aborted: number;
  /** Requests refused with 429 because of `rejectAbove`. */
  rejected: number;
  /** The usage of every answer sent, added up. */
  usage: { promptTokens: number; completionTokens: number };
  /** Every answered request's messages and answer, in order, when `recordExchanges` is set. */
  exchanges: { system: string; user: string; answer: string }[];
}

export interface FakeLlmServer {
  /** Base address; the engine's baseUrl is `${url}/v1`. */
  url: string;
  options: FakeLlmOptions;
  stats: FakeLlmStats;
  resetStats(): void;
  close(): Promise<void>;
}

interface ChatBody {
  messages?: { role?: string; content?: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  model?: string;
}

/** A deterministic OpenAI-compatible chat-completions server on 127.0.0.1 for tests and benchmarks. */
export async function startFakeLlmServer(options: FakeLlmOptions = {}, port = 0): Promise<FakeLlmServer> {
  const stats = emptyStats();
  const slots = new ServingSlots(() => options.maxParallel);
  const server = createServer((req, res) => {
    handle(req, res, options, stats, slots).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    options,
    stats,
    resetStats: () => Object.assign(stats, emptyStats()),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An endpoint pointing at the fake, with small limits a test can override. */
export function fakeEndpoint(server: FakeLlmServer, overrides: Partial<LlmEndpoint> = {}): LlmEndpoint {
  return {
    id: 'llm',
    baseUrl: `${server.url}/v1`,
    apiKey: server.options.apiKey ?? 'sk-test-key',
    model: 'fake-model',
    concurrency: 4,
    timeoutMs: 10_000,
    maxRetries: 3,
    maxBatchTokens: 3000,
    ...overrides,
  };
}

function emptyStats(): FakeLlmStats {
  return {
    requests: 0,
    segmentsById: {},
    largestBatch: 0,
    answeredById: {},
    segmentsByText: {},
    answeredByText: {},
    inFlight: 0,
    maxInFlight: 0,
    aborted: 0,
    rejected: 0,
    usage: { promptTokens: 0, completionTokens: 0 },
    exchanges: [],
  };
}

/** `POST /v1/_hold?marker=X` / `POST /v1/_release?marker=X`: the held markers after the change. */
function holdControl(req: IncomingMessage, options: FakeLlmOptions): Set<string> | undefined {
  const url = new URL(req.url ?? '/', 'http://fake');
  const action = url.pathname === '/v1/_hold' ? 'add' : url.pathname === '/v1/_release' ? 'delete' : undefined;
  const marker = url.searchParams.get('marker');
  if (req.method !== 'POST' || !action || !options.holds || !marker) return undefined;
  options.holds[action](marker);
  return options.holds;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: FakeLlmOptions,
  stats: FakeLlmStats,
  slots: ServingSlots,
) {
  if (req.method === 'GET' && req.url === '/v1/models') return sendJson(res, 200, { data: [{ id: 'fake' }] });
  const control = holdControl(req, options);
  if (control) return sendJson(res, 200, { holds: [...control] });
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    return sendJson(res, 404, { error: { message: `No route ${req.method} ${req.url}` } });
  }
  if (options.unreachable) {
    req.socket.destroy();
    return;
  }
  stats.requests++;
  stats.inFlight++;
  stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
  const gone = new AbortController();
  let answered: { id: string; text: string }[] = [];
  res.on('finish', () => {
    for (const { id } of answered) stats.answeredById[id] = (stats.answeredById[id] ?? 0) + 1;
    for (const { text } of answered) stats.answeredByText[text] = (stats.answeredByText[text] ?? 0) + 1;
  });
  res.on('close', () => {
    stats.inFlight--;
    if (!res.writableFinished) stats.aborted++;
    gone.abort();
  });

  const body = JSON.parse(await readBody(req)) as ChatBody;
  const sentKey = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (options.apiKey !== undefined && sentKey !== options.apiKey) {
    return sendJson(res, 401, {
      error: { message: `Incorrect API key provided: ${sentKey}`, code: 'invalid_api_key' },
    });
  }
  const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
  const user = body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
  const segments = segmentsOf(user);
  options.onPrompt?.(system, user);
  for (const { id } of segments ?? []) stats.segmentsById[id] = (stats.segmentsById[id] ?? 0) + 1;
  for (const { text } of segments ?? []) stats.segmentsByText[text] = (stats.segmentsByText[text] ?? 0) + 1;
  stats.largestBatch = Math.max(stats.largestBatch, segments?.length ?? 0);
  answered = segments ?? [];
  options.onRequest?.((segments ?? []).map((segment) => segment.id));

  if (options.rejectAbove !== undefined && stats.inFlight > options.rejectAbove) {
    stats.rejected++;
    return sendJson(res, 429, { error: { message: 'Too many requests in flight', code: 'rate_limit_exceeded' } });
  }
  while ([...(options.holds ?? [])].some((marker) => user.includes(marker))) {
    if (!(await delay(50, gone.signal))) return;
  }
  if (!(await slots.take(gone.signal))) return;
  res.on('close', () => slots.give());
  if (!(await delay(options.latencyMs ?? 0, gone.signal))) return;
  if ((options.failFirst ?? 0) > 0) {
    options.failFirst = (options.failFirst ?? 0) - 1;
    return sendJson(res, 500, { error: { message: 'The fake server failed on purpose' } });
  }
  const limit = options.rateLimitFirst;
  if (limit && limit.count > 0) {
    limit.count--;
    res.setHeader('retry-after', String(limit.retryAfterSeconds));
    return sendJson(res, 429, { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } });
  }

  const content = answer(system, user, segments, options);
  const usage = {
    prompt_tokens: Math.ceil((system.length + user.length) / 4),
    completion_tokens: Math.ceil(content.length / 4),
  };
  stats.usage.promptTokens += usage.prompt_tokens;
  stats.usage.completionTokens += usage.completion_tokens;
  if (options.recordExchanges) stats.exchanges.push({ system, user, answer: content });
  if (!body.stream) {
    const decodeMs = options.tokensPerSecond ? (usage.completion_tokens / options.tokensPerSecond) * 1000 : 0;
    if (!(await delay(decodeMs, gone.signal))) return;
    return sendJson(res, 200, {
      id: `chatcmpl-fake-${stats.requests}`,
      object: 'chat.completion',
      model: body.model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  }
  const usageChunk = body.stream_options?.include_usage ? usage : undefined;
  await streamAnswer(res, content, usageChunk, options, gone.signal, segments !== undefined);
}

function answer(system: string, user: string, segments: { id: string; text: string }[] | undefined, o: FakeLlmOptions) {
  if (o.garbage) {
    if (o.garbage === 'once') o.garbage = false;
    return 'I am sorry, but I cannot help with translating this document.';
  }
  const target = /into .*\(([^()]+)\)[.,]/.exec(system)?.[1] ?? 'xx';
  const terms = o.ignoreTerms ? [] : termsOf(system);
  const translate = (text: string) => fakeTranslate(text, target, terms);
  if (!segments) {
    if (!user.includes(TEXT_MARKER)) return `${o.think ? `<think>${o.think}</think>\n\n` : ''}${translate(user)}`;
    return translate(user.slice(user.lastIndexOf(TEXT_MARKER) + TEXT_MARKER.length));
  }
  let items = segments.map(({ id, text }) => ({ id, text: translate(text) }));
  items = items.filter((item) => !o.dropIds?.includes(item.id));
  if (o.dropFirstIdOnce && items.length > 0) {
    o.dropFirstIdOnce = false;
    items = items.slice(1);
  }
  if (o.reorderTags) items = items.map((item) => ({ ...item, text: movePhraseToEnd(item.text) }));
  if (o.breakTags && items.some((item) => TAG.test(item.text))) {
    if (o.breakTags === 'once') o.breakTags = false;
    items = items.map((item) => ({ ...item, text: item.text.replace(new RegExp(TAG.source, 'g'), '') }));
  }
  const json = JSON.stringify({ translations: items });
  return o.fenced ? `Here is the translation:\n\`\`\`json\n${json}\n\`\`\`` : json;
}

const TAG = /<\/?g\d+>|<x\d+\/>/;

/** "A <g1>red</g1> house." → "A house. <g1>red</g1>": the tagged phrase keeps its tags, its place changes. */
function movePhraseToEnd(text: string): string {
  const phrase = /<g(\d+)>.*?<\/g\1>/.exec(text);
  if (!phrase || phrase.index === 0) return text;
  const rest = (text.slice(0, phrase.index) + text.slice(phrase.index + phrase[0].length))
    .replace(/\s{2,}/g, ' ')
    .trim();
  return `${rest} ${phrase[0]}`;
}
// Tags, URLs, e-mail addresses, placeholders, code and numbers pass through untouched.
const PROTECTED =
  /<\/?g\d+>|<x\d+\/>|https?:\/\/[^\s<>"]+|[\w.+-]+@[\w-]+\.[\w.-]+|\{\{?[^{}]*\}?\}|\$\{[^}]*\}|%(?:\d+\$)?[sdif]|`[^`]*`|\d+(?:[.,:]\d+)*/gu;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

type Term = { source: string; target: string };

/** The "translation": every word outside protected spans gets the target code as prefix; terms are applied. */
export function fakeTranslate(text: string, target: string, terms: Term[] = []): string {
  if (terms.length === 0) return prefixWords(text, target);
  const sorted = [...terms].sort((a, b) => b.source.length - a.source.length);
  const alternatives = sorted.map((term) => escapeRegExp(term.source)).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'gu');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += prefixWords(text.slice(last, match.index), target);
    out += sorted.find((term) => term.source === match[0])?.target ?? match[0];
    last = match.index + match[0].length;
  }
  return out + prefixWords(text.slice(last), target);
}

function prefixWords(text: string, target: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += text.slice(last, match.index).replace(WORD, (word) => `${target}:${word}`) + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(WORD, (word) => `${target}:${word}`);
}

function termsOf(system: string): Term[] {
  const quoted = '("(?:[^"\\\\]|\\\\.)*")';
  const terms: Term[] = [];
  for (const match of system.matchAll(new RegExp(`use ${quoted} for ${quoted}`, 'g'))) {
    terms.push({ target: JSON.parse(match[1]!), source: JSON.parse(match[2]!) });
  }
  for (const match of system.matchAll(new RegExp(`keep ${quoted} unchanged`, 'g'))) {
    const term = JSON.parse(match[1]!) as string;
    terms.push({ source: term, target: term });
  }
  return terms;
}

function segmentsOf(user: string): { id: string; text: string }[] | undefined {
  const at = user.lastIndexOf(SEGMENTS_MARKER);
  if (at < 0) return undefined;
  const parsed = JSON.parse(user.slice(at + SEGMENTS_MARKER.length)) as { id: string; text: string }[];
  return parsed.map(({ id, text }) => ({ id: String(id), text }));
}

async function streamAnswer(
  res: ServerResponse,
  content: string,
  usage: object | undefined,
  options: FakeLlmOptions,
  gone: AbortSignal,
  batch: boolean,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (payload: object) =>
    res.write(`data: ${JSON.stringify({ object: 'chat.completion.chunk', ...payload })}\n\n`);
  send({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  for (const { piece, waitMs } of streamPieces(content, options, batch)) {
    if (!(await delay(waitMs, gone))) return;
    send({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
  }
  send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (usage) send({ choices: [], usage });
  res.end('data: [DONE]\n\n');
}

const PACED_CHUNK_MS = 250;

/**
 * At `tokensPerSecond` in a few chunks per second (4 characters to a token); else word by word,
 * except a batch's JSON answer, which comes whole unless `chunkDelayMs` asks for pacing.
 */
function streamPieces(content: string, options: FakeLlmOptions, batch: boolean): { piece: string; waitMs: number }[] {
  const tps = options.tokensPerSecond;
  if (!tps && batch && options.chunkDelayMs === undefined) return [{ piece: content, waitMs: 0 }];
  if (!tps) return (content.match(/\S+\s*|\s+/g) ?? []).map((piece) => ({ piece, waitMs: options.chunkDelayMs ?? 2 }));
  const size = Math.max(1, Math.round((tps * PACED_CHUNK_MS * 4) / 1000));
  const pieces: { piece: string; waitMs: number }[] = [];
  for (let at = 0; at < content.length; at += size) {
    const piece = content.slice(at, at + size);
    pieces.push({ piece, waitMs: (piece.length / 4 / tps) * 1000 });
  }
  return pieces;
}

/** The server's parallel slots: a request beyond them waits for one (undefined: no limit). */
class ServingSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: () => number | undefined) {}

  /** Resolves true with a slot, or false when the client left while waiting. */
  take(gone: AbortSignal): Promise<boolean> {
    const limit = this.limit();
    if (limit === undefined || this.busy < limit) {
      this.busy++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const turn = () => {
        gone.removeEventListener('abort', leave);
        this.busy++;
        resolve(true);
      };
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        resolve(false);
      };
      this.waiting.push(turn);
      gone.addEventListener('abort', leave, { once: true });
    });
  }

  give(): void {
    this.busy--;
    this.waiting.shift()?.();
  }
}

/** Resolves true after `ms`, or false as soon as the client has gone. */
function delay(ms: number, gone: AbortSignal): Promise<boolean> {
  if (gone.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      gone.removeEventListener('abort', onGone);
      resolve(true);
    }, ms);
    const onGone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    gone.addEventListener('abort', onGone, { once: true });
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
