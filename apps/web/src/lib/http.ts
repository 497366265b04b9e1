import { ACCOUNT_COOKIES } from '@glossa/contracts/account';
import { CLIENT_ID_HEADER } from '@glossa/contracts/chat';
import { type Envelope, isSuccess } from '@glossa/contracts/envelope';
import { ERRORS } from '@glossa/contracts/errors';
import { COOKIES, HEADERS, SYSTEM_CODE } from '@glossa/contracts/limits';
import type { GatewayRoute, RouteAddress, RouteData, RouteInput } from '@glossa/contracts/route-table';
import { clientId } from './client-id.ts';
import { deleteCookie, readCookie } from './cookies.ts';
import { i18next } from './i18n.ts';
import { attemptsFor, shouldRetry } from './request-policy.ts';
import { isSignedIn, sessionChanged } from './session.ts';

/** An API call that did not succeed; the message is already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The wait the server stated (Retry-After), when it refused for a while: a form can count it down. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiNotifier {
  error(message: string): void;
  signedOutElsewhere(message: string): void;
}

let notifier: ApiNotifier | undefined;
const logoutHandlers = new Set<() => void>();

/** The app shell registers where toasts go (the page's notices, so they follow direction and theme). */
export function setApiNotifier(next: ApiNotifier | undefined): void {
  notifier = next;
}

export function onForcedLogout(handler: () => void): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

/**
 * 401 and 418 end the session on this device: the readable marker goes (the server has already
 * cleared the httpOnly token cookie in that answer), then user state is cleared. True when this
 * call is the one that ended it.
 */
function forceLogout(): boolean {
  const wasSignedIn = isSignedIn();
  deleteCookie(COOKIES.authToken);
  deleteCookie(ACCOUNT_COOKIES.signedIn);
  if (!wasSignedIn) return false;
  sessionChanged();
  for (const handler of logoutHandlers) handler();
  return true;
}

/** How one call is made: in the background without a toast, without the session, cancellable. */
export interface CallOptions {
  noAuth?: boolean;
  /** Some calls handle their own errors and show no toast. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** The headers every API call carries; streams, uploads and file downloads use them too. */
export function apiHeaders(options: { noAuth?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.locale]: i18next.language || 'zhcn',
    [HEADERS.systemCode]: SYSTEM_CODE,
    [CLIENT_ID_HEADER]: clientId(),
    Accept: 'application/json',
  };
  const token = readCookie(COOKIES.authToken);
  if (token && !options.noAuth) headers.Authorization = token;
  return headers;
}

/** A call's fields go in the query string of a GET (and of a POST that takes them so); as JSON otherwise. */
function buildRequest(
  address: RouteAddress,
  url: string,
  fields: Record<string, unknown>,
  options: CallOptions,
): [string, RequestInit] {
  const { method } = address;
  const headers = apiHeaders(options);
  let body: string | undefined;
  if (method === 'GET' || address.query) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    if (query.size > 0) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  return [url, { method, headers, body, signal: options.signal, credentials: 'same-origin' }];
}

/**
 * Sends a call and unwraps the `{ code, success, msg, data }` envelope. Non-idempotent calls
 * are retried once on a transient status; idempotent ones are not (docs/product.md §7.9).
 */
async function send<T>([url, init]: [string, RequestInit], silent: boolean | undefined): Promise<T> {
  const attempts = attemptsFor(init.method ?? 'POST');
  let response: Response | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      response = await fetch(url, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      response = undefined;
    }
    if (!shouldRetry(response?.status)) break;
  }
  let envelope: Envelope<T> | undefined;
  try {
    envelope = response ? ((await response.json()) as Envelope<T>) : undefined;
  } catch {
    envelope = undefined;
  }
  if (envelope && response?.ok && isSuccess(envelope)) return envelope.data;
  throw apiFailure(envelope, response?.status, silent, retryAfter(response));
}

/** A Retry-After header given in seconds (the server never sends a date). */
export function retryAfter(response: Response | undefined): number | undefined {
  const seconds = Number(response?.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** A call's input may be left out when it has no required field. */
type CallArgs<R> =
  Record<string, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/**
 * The address of a route with its path parameters filled in (`:id` from `input.id`), and the
 * input's other fields.
 */
export function routeUrl(
  address: RouteAddress,
  input: Record<string, unknown> = {},
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const url = address.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/**
 * The calls of one area, typed by its route table (packages/contracts `*-routes.ts`, read as a
 * type only) and made at the addresses of its `*_CALLS`: `call('list', body)` sends the body the
 * table takes and resolves to the envelope's data it answers.
 */
export function routeCaller<T extends Record<string, GatewayRoute>>(
  calls: {
    readonly [K in keyof T]: RouteAddress & Pick<T[K], 'method' | 'path'>;
  },
) {
  return <K extends keyof T & string>(name: K, ...[input, options = {}]: CallArgs<T[K]>): Promise<RouteData<T[K]>> => {
    const address = calls[name];
    const { url, rest } = routeUrl(address, input as Record<string, unknown> | undefined);
    return send(buildRequest(address, url, rest, options), options.silent);
  };
}

/**
 * The error of a failed call (envelope or HTTP status), after the shared reactions: 401 and
 * 418 end the session, anything else shows a toast unless the call is silent.
 */
export function apiFailure(
  envelope: Envelope<unknown> | undefined,
  status: number | undefined,
  silent?: boolean,
  retryAfterSeconds?: number,
): ApiError {
  const code = envelope?.code ?? status ?? 0;
  if (code === ERRORS.unauthorized.code || status === 401) {
    forceLogout();
    return new ApiError(401, envelope?.msg ?? '');
  }
  if (code === ERRORS.signedOutElsewhere.code || status === 418) {
    const message = i18next.t('error.signedOutElsewhere');
    // Several calls in flight may all answer 418: the message is shown once.
    if (forceLogout()) notifier?.signedOutElsewhere(message);
    return new ApiError(418, message);
  }
  const message = envelope?.msg || i18next.t('error.networkError');
  if (!silent) notifier?.error(message);
  return new ApiError(code, message, retryAfterSeconds);
}
