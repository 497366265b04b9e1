import { COOKIES, GATEWAYS, HEADERS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { AccountService, SignInResult } from './service.ts';

interface AccountRouteOptions {
  accounts: AccountService;
  secureCookies: boolean;
}

const MINUTE = 60_000;
/** Per client address, on top of the per-e-mail resend countdown and per-account throttling. */
const CODE_LIMIT = { rateLimit: { max: 10, timeWindow: MINUTE } };
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: MINUTE } };

const codeRequest = z.object({
  email: z.unknown(),
  purpose: z.enum(['login', 'register', 'reset', 'email']),
});

/** The JSON body as a record of unknown values; each field is checked by the account rules. */
function fields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('badRequest');
  return body as Record<string, unknown>;
}

/** The session token: `Authorization` (with or without "Bearer "), else the auth cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.authorization];
  const fromHeader = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return fromHeader || request.cookies?.[COOKIES.authToken] || undefined;
}

/** `/gateway/logincommon/*` (sign-up, sign-in, codes) and the account calls of `/gateway/website/*`. */
export async function accountRoutes(app: FastifyInstance, { accounts, secureCookies }: AccountRouteOptions) {
  const signedIn = (reply: FastifyReply, result: SignInResult) => {
    reply.setCookie(COOKIES.authToken, result.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: COOKIES.maxAgeSeconds,
    });
    return ok(result);
  };

  app.post(`${GATEWAYS.login}/code/getSMSCode`, { config: CODE_LIMIT }, async (request) => {
    const { email, purpose } = codeRequest.parse(request.body ?? {});
    const token = requestToken(request);
    const session = purpose === 'email' && token ? await accounts.authenticate(token) : undefined;
    return ok(await accounts.sendCode(email, purpose, requestLocale(request), session));
  });

  app.get(`${GATEWAYS.login}/user/registerOrNot`, { config: SIGN_IN_LIMIT }, async (request) => {
    const { email } = (request.query ?? {}) as Record<string, unknown>;
    return ok({ registered: await accounts.isRegistered(email) });
  });

  app.post(`${GATEWAYS.login}/user/register`, { config: SIGN_IN_LIMIT }, async (request, reply) =>
    signedIn(reply, await accounts.register(fields(request))),
  );

  app.post(`${GATEWAYS.login}/login`, { config: SIGN_IN_LIMIT }, async (request, reply) =>
    signedIn(reply, await accounts.login(fields(request))),
  );

  app.post(`${GATEWAYS.login}/user/resetPassword`, { config: SIGN_IN_LIMIT }, async (request, reply) => {
    await accounts.resetPassword(fields(request));
    reply.clearCookie(COOKIES.authToken, { path: '/' });
    return ok(null);
  });

  app.get(`${GATEWAYS.website}/user/getUserInfoBasic`, async (request) => {
    const session = await accounts.authenticate(requestToken(request));
    return ok(await accounts.userInfo(session));
  });

  app.get(`${GATEWAYS.website}/login/aiUserLoginOut`, async (request, reply) => {
    await accounts.logout(requestToken(request));
    reply.clearCookie(COOKIES.authToken, { path: '/' });
    return ok(null);
  });
}
