import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error.ts';
import { registerFormBodyParser } from '#http/form-body.ts';
import type { ApiCaller, PublicApiCore } from '../public-api/index.ts';

const AUTH_HEADER = /^DeepL-Auth-Key\s+(\S.*)$/i;

/** The key of a request: `Authorization: DeepL-Auth-Key ...`, else the older `auth_key` field. */
export function requestSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = AUTH_HEADER.exec(header.trim());
    // Another scheme (Bearer ...) is a key DeepL does not know: refused, not ignored.
    return match?.[1]?.trim() ?? '';
  }
  for (const part of [request.body, request.query]) {
    const value = part && typeof part === 'object' ? (part as Record<string, unknown>).auth_key : undefined;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

const callers = new WeakMap<FastifyRequest, ApiCaller>();

/** The caller the request's key stands for, found before anything else of the request is checked. */
export function callerOf(request: FastifyRequest): ApiCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('apiKeyInvalid');
  return caller;
}

/**
 * Makes the scope read form bodies and find the caller of every request: before validation, as
 * DeepL answers a bad key with 403 whatever else is wrong with the request.
 */
export function useDeeplRequests(scope: FastifyInstance, api: PublicApiCore): void {
  // DeepL's clients send forms: `text=a&text=b` is a list of texts.
  registerFormBodyParser(scope, INPUT_LIMITS.formMaxFields);
  scope.addHook('preValidation', async (request) => {
    callers.set(request, await api.caller(requestSecret(request), request.ip));
  });
}
