import { ACCOUNT_COOKIES, ACCOUNT_PATHS, type AccountSettings, NICKNAME_MAX_LENGTH } from '@glossa/contracts/account';
import { CLIENT_ID_PATTERN } from '@glossa/contracts/chat';
import { GATEWAYS } from '@glossa/contracts/limits';
import { isLocaleCode } from '@glossa/contracts/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { claimVisitorWork, requestClientId } from '../workspace/owner.ts';
import type { AvatarRules } from './avatar.ts';
import { CODE_RESEND_MS } from './codes.ts';
import { HUMAN_PASS_MS, type HumanCheck, issueHumanPass, requireHumanPass } from './human-check.ts';
import type { OidcSignIn } from './oidc.ts';
import type { AccountService, CallerContext, SignInResult } from './service.ts';
import { requestToken, setSessionCookies } from './session-cookies.ts';

export { requestToken };

export interface AccountRouteOptions {
  db: Database;
  accounts: AccountService;
  oidc: OidcSignIn | undefined;
  humanCheck: HumanCheck | undefined;
  avatar: AvatarRules;
  secureCookies: boolean;
  now: () => number;
}

const MINUTE = 60_000;
/** Per client address, on top of the per-e-mail resend countdown and per-account throttling. */
const CODE_LIMIT = { rateLimit: { max: 10, timeWindow: MINUTE } };
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: MINUTE } };
const LOGIN = GATEWAYS.login;

const codeRequest = z.object({
  email: z.unknown(),
  purpose: z.enum(['login', 'register', 'reset', 'email']),
});

/** The JSON body as a record of unknown values; each field is checked by the account rules. */
export function fields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('badRequest');
  return body as Record<string, unknown>;
}

/** `/gateway/logincommon/*`: sign-up, sign-in (password, code, Google), codes, the human check. */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { db, accounts, oidc, humanCheck, now } = options;

  const caller = (request: FastifyRequest): CallerContext => ({
    ip: request.ip,
    requireHuman: humanCheck
      ? () => requireHumanPass(db, request.cookies[ACCOUNT_COOKIES.humanPass], now())
      : undefined,
  });

  /** Sets the session cookies and moves the visitor's work of this browser to the account. */
  const signedIn = async (reply: FastifyReply, result: SignInResult, clientId: string | null | undefined) => {
    if (clientId) await claimVisitorWork(db, clientId, result.userInfo.userId);
    setSessionCookies(reply, result.token, options.secureCookies);
    return ok(result);
  };

  app.get(`${LOGIN}${ACCOUNT_PATHS.settings}`, async () => {
    const settings: AccountSettings = {
      googleSignIn: oidc !== undefined,
      humanCheck: humanCheck ? { provider: humanCheck.provider, siteKey: humanCheck.siteKey } : null,
      avatar: { formats: options.avatar.formats, maxBytes: options.avatar.maxBytes },
      codeResendSeconds: CODE_RESEND_MS / 1000,
      nicknameMaxLength: NICKNAME_MAX_LENGTH,
    };
    return ok(settings);
  });

  app.post(`${LOGIN}${ACCOUNT_PATHS.sendCode}`, { config: CODE_LIMIT }, async (request) => {
    const { email, purpose } = codeRequest.parse(request.body ?? {});
    await caller(request).requireHuman?.();
    const token = requestToken(request);
    const session = purpose === 'email' && token ? await accounts.authenticate(token) : undefined;
    return ok(await accounts.sendCode(email, purpose, requestLocale(request), session));
  });

  app.get(`${LOGIN}${ACCOUNT_PATHS.registerOrNot}`, { config: SIGN_IN_LIMIT }, async (request) => {
    const { email } = (request.query ?? {}) as Record<string, unknown>;
    return ok({ registered: await accounts.isRegistered(email) });
  });

  app.post(`${LOGIN}${ACCOUNT_PATHS.register}`, { config: SIGN_IN_LIMIT }, async (request, reply) => {
    const input = fields(request);
    await caller(request).requireHuman?.();
    return signedIn(reply, await accounts.register(input), requestClientId(request));
  });

  app.post(`${LOGIN}${ACCOUNT_PATHS.login}`, { config: SIGN_IN_LIMIT }, async (request, reply) =>
    signedIn(reply, await accounts.login(fields(request), caller(request)), requestClientId(request)),
  );

  app.post(`${LOGIN}${ACCOUNT_PATHS.resetPasswordWithCode}`, { config: SIGN_IN_LIMIT }, async (request) => {
    await accounts.resetPassword(fields(request));
    return ok(null);
  });

  app.get(`${LOGIN}${ACCOUNT_PATHS.googleStart}`, { config: SIGN_IN_LIMIT }, async (request, reply) => {
    if (!oidc) throw new AppError('googleSignInOff');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const clientId =
      typeof query.clientId === 'string' && CLIENT_ID_PATTERN.test(query.clientId) ? query.clientId : undefined;
    const locale = isLocaleCode(query.lang) ? query.lang : requestLocale(request);
    return reply.redirect(await oidc.start(locale, clientId), 302);
  });

  app.post(`${LOGIN}${ACCOUNT_PATHS.googleLogin}`, { config: SIGN_IN_LIMIT }, async (request, reply) => {
    if (!oidc) throw new AppError('googleSignInOff');
    const { query } = fields(request);
    if (typeof query !== 'string') throw new AppError('googleSignInFailed');
    const { identity, clientId } = await oidc.finish(query);
    return signedIn(reply, await accounts.externalSignIn(identity), clientId ?? requestClientId(request));
  });

  app.post(`${GATEWAYS.website}${ACCOUNT_PATHS.humanCheck}`, { config: CODE_LIMIT }, async (request, reply) => {
    if (!humanCheck) return ok({ passed: true });
    const pass = await issueHumanPass(db, humanCheck, fields(request).token, request.ip, now());
    reply.setCookie(ACCOUNT_COOKIES.humanPass, pass, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: HUMAN_PASS_MS / 1000,
    });
    return ok({ passed: true });
  });
}
