import { PUBLIC_API_PREFIX } from '@glossa/contracts/public-api-paths';
import { ApiKeyService } from '../src/features/api-keys/service.ts';
import { type Answer, answerOf, signUp } from './billing-kit.ts';
import type { TestApp } from './test-app.ts';

let accounts = 0;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A body sent as it is (multipart, CSV), with its content type. */
  raw?: { payload: Buffer | string; contentType: string };
}

/** A program calling the native API with one key of its own account. */
export interface ApiClient {
  userId: string;
  keyId: string;
  secret: string;
  call(method: 'GET' | 'POST' | 'DELETE', path: string, options?: RequestOptions): Promise<Answer>;
}

/** Any request to /api/v1 (the secret as given, or none). */
export async function callApi(
  t: TestApp,
  secret: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { body, query, headers, raw }: RequestOptions = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url: `${PUBLIC_API_PREFIX}${path}`,
    headers: {
      'accept-language': 'en',
      ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
      ...(raw ? { 'content-type': raw.contentType } : {}),
      ...headers,
    },
    ...(query ? { query } : {}),
    ...(raw ? { payload: raw.payload } : body === undefined ? {} : { payload: body as object }),
  });
  return answerOf(response);
}

/** A new account with one API key, made as the account's key page makes it. */
export async function apiClient(t: TestApp): Promise<ApiClient> {
  accounts += 1;
  const who = await signUp(t, `native-api-${accounts}-${Date.now()}@example.com`);
  const keys = new ApiKeyService({ db: t.db, now: Date.now });
  const { key, secret } = await keys.create(who.userId, `tests ${accounts}`);
  return {
    userId: who.userId,
    keyId: key.keyId,
    secret,
    call: (method, path, options) => callApi(t, secret, method, path, options),
  };
}

/** A refusal of the native API as tests compare it: its status and error key. */
export function refused(answer: Answer): [number, string | undefined] {
  return [answer.status, answer.json?.error?.key];
}
