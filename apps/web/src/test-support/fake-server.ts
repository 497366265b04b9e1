import type { Envelope } from '@glossa/contracts/envelope';
import { GATEWAYS } from '@glossa/contracts/limits';
import { vi } from 'vitest';

/** An answer the server refuses with: the envelope's code and message, and the HTTP status. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status = 400,
  ) {}
}

/**
 * What a route answers: the envelope's data, a refusal, a whole Response (a stream), or a promise
 * of one. A route that throws is a request that got no answer at all (the server or network is down).
 */
export type Answer = object | string | number | boolean | null;
export type Route = (
  body: Record<string, unknown>,
  request: { signal: AbortSignal | undefined; headers: Headers },
) => Answer;

export interface SentRequest {
  path: string;
  method: string;
  body: Record<string, unknown>;
}

let unanswered: string[] = [];

/** The paths the test's server had no route for, and forgets them. */
export function takeUnanswered(): string[] {
  const paths = unanswered;
  unanswered = [];
  return paths;
}

const gatewayPrefix = new RegExp(`^(${Object.values(GATEWAYS).join('|')})`);

function envelopeResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const refused = answer instanceof Refusal;
  const envelope: Envelope<unknown> = refused
    ? { code: answer.code, success: false, msg: answer.msg, data: null }
    : { code: 200, success: true, msg: '', data: answer ?? null };
  return Response.json(envelope, { status: refused ? answer.status : 200 });
}

/**
 * The network of a component test: `fetch` and XMLHttpRequest (uploads) answer from `routes`,
 * keyed by the API path without its gateway (`/system/combo/settings`); a route is a function of
 * the request's body (the JSON, the query, or the form's fields) or a fixed answer. Everything
 * sent is kept in `requests`. A path with no route answers 404, and fails the test when it ends
 * (setup.ts): a test states every answer its component gets.
 */
export function fakeServer(routes: Record<string, Route | Answer> = {}) {
  const table = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];
  unanswered = [];

  async function respond(
    address: string,
    method: string,
    body: BodyInit | null | undefined,
    signal?: AbortSignal,
    headers?: HeadersInit,
  ) {
    const url = new URL(address, 'http://localhost');
    const path = url.pathname.replace(gatewayPrefix, '');
    const fields =
      typeof body === 'string'
        ? (JSON.parse(body) as Record<string, unknown>)
        : body instanceof FormData
          ? Object.fromEntries(body.entries())
          : Object.fromEntries(url.searchParams);
    requests.push({ path, method, body: fields });
    if (!table.has(path)) {
      unanswered.push(path);
      return envelopeResponse(new Refusal(404, `No route for ${path} in this test`, 404));
    }
    const route = table.get(path) ?? null;
    const request = { signal, headers: new Headers(headers) };
    return envelopeResponse(typeof route === 'function' ? await (route as Route)(fields, request) : route);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
      respond(
        input instanceof Request ? input.url : String(input),
        init.method ?? 'GET',
        init.body,
        init.signal ?? undefined,
        init.headers,
      ),
    ),
  );

  /** Just what uploadFile uses of XMLHttpRequest: the whole body is sent in one step. */
  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private target = { method: 'GET', url: '' };
    private aborted = false;
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      void respond(this.target.url, this.target.method, body).then(async (response) => {
        if (this.aborted) return;
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 1 }));
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  return {
    requests,
    /** The bodies sent to one path, oldest first. */
    bodiesOf: (path: string) => requests.filter((request) => request.path === path).map((request) => request.body),
    /** Answers a path from now on. */
    route: (path: string, route: Route | Answer) => void table.set(path, route),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/** A promise the test settles itself: a request kept in flight until it does. */
export function later<T = unknown>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** A `text/event-stream` answer that writes `events` (ids counted from `firstId`), then does `then`. */
function sseResponse(
  events: unknown[],
  firstId: number,
  then: (controller: ReadableStreamDefaultController<Uint8Array>) => void,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [index, event] of events.entries()) {
        controller.enqueue(encoder.encode(`id: ${firstId + index}\ndata: ${JSON.stringify(event)}\n\n`));
      }
      then(controller);
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/**
 * A Server-Sent Events answer: the events written at once (their ids counted from `firstId`), then
 * the stream stays open (as a live conversation's does) until the request is aborted, or ends at
 * once with `end`.
 */
export function eventStream(events: unknown[], signal: AbortSignal | undefined, end = false, firstId = 1): Response {
  return sseResponse(events, firstId, (controller) => {
    if (end) controller.close();
    else signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  });
}

/** A live stream the test cuts as a server that stops mid-answer would: `drop()` fails its next read. */
export function droppableStream(events: unknown[]) {
  let fail: (error: Error) => void = () => {};
  const response = sseResponse(events, 1, (controller) => {
    fail = (error) => controller.error(error);
  });
  return { response, drop: () => fail(new TypeError('network error')) };
}
