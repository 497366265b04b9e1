import { ACCOUNT_COOKIES, type AccountSettings, NICKNAME_MAX_LENGTH } from '@glossa/contracts/account';
import { ACCOUNT_ROUTES as ROUTES } from '@glossa/contracts/account-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { claimVisitorWork, requestClientId } from '#core/owner.ts';
import { requestToken, setSessionCookies } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
import type { AvatarRules } from './avatar.ts';
import { CODE_RESEND_MS } from './code-sends.ts';
import { HUMAN_PASS_MS, type HumanCheck, issueHumanPass, requireHumanPass } from './human-check.ts';
import type { OidcSignIn } from './oidc.ts';
import type { AccountService, CallerContext, SignInResult } from './service.ts';
import { recordSessionDevice } from './sessions.ts';

export { requestToken };

export interface AccountRouteOptions {
  db: Database;
  accounts: AccountService;
  oidc: OidcSignIn | undefined;
  humanCheck: HumanCheck | undefined;
  avatar: AvatarRules;
  secureCookies: boolean;
  now: () => number;
  /** Codes one client address may ask for in an hour (CODES_PER_ADDRESS_HOUR): its burst per minute follows. */
  codesPerAddressHour?: number;
  /** Sign-ins and sign-ups one client address may try in a minute (SIGN_IN_ADDRESS_PER_MINUTE). */
  signInsPerAddressMinute: number;
}

const MINUTE = 60_000;
/**
 * Codes asked for per client address in a minute, on top of the per-e-mail resend countdown, the
 * hourly count per address and per-account throttling: a third of the hourly count, at least 10
 * (the default 30 an hour gives 10), so a site that raises the hourly count for many people behind
 * one address raises the burst with it.
 */
function codeLimit(codesPerAddressHour = 30) {
  return { rateLimit: { max: Math.max(10, Math.ceil(codesPerAddressHour / 3)), timeWindow: MINUTE } };
}

/** `/gateway/logincommon/*`: sign-up, sign-in (password, code, Google), codes, the human check. */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { db, accounts, oidc, humanCheck, now } = options;
  const CODE_LIMIT = codeLimit(options.codesPerAddressHour);
  const SIGN_IN_LIMIT = { rateLimit: { max: options.signInsPerAddressMinute, timeWindow: MINUTE } };

  const caller = (request: FastifyRequest): CallerContext => ({
    ip: request.ip,
    requireHuman: humanCheck
      ? () => requireHumanPass(db, request.cookies[ACCOUNT_COOKIES.humanPass], now())
      : undefined,
  });

  /**
   * Sets the session cookies, notes the browser and address for the session list, and moves the
   * visitor's work of this browser to the account.
   */
  const signedIn = async (reply: FastifyReply, result: SignInResult, clientId: string | null | undefined) => {
    const { headers, ip } = reply.request;
    await recordSessionDevice(db, result.token, { userAgent: headers['user-agent'], ip });
    if (clientId) await claimVisitorWork(db, clientId, result.userInfo.userId);
    setSessionCookies(reply, result.token, options.secureCookies);
    return ok(result);
  };

  gatewayRoute(app, ROUTES.settings, async () => {
    const settings: AccountSettings = {
      googleSignIn: oidc !== undefined,
      humanCheck: humanCheck ? { provider: humanCheck.provider, siteKey: humanCheck.siteKey } : null,
      avatar: { formats: options.avatar.formats, maxBytes: options.avatar.maxBytes },
      codeResendSeconds: CODE_RESEND_MS / 1000,
      nicknameMaxLength: NICKNAME_MAX_LENGTH,
    };
    return ok(settings);
  });

  gatewayRoute(app, ROUTES.sendCode, { config: CODE_LIMIT }, async (request) => {
    const { email, purpose } = request.body;
    await caller(request).requireHuman?.();
    const token = requestToken(request);
    const session = purpose === 'email' && token ? await accounts.authenticate(token) : undefined;
    return ok(await accounts.sendCode(email, purpose, requestLocale(request), session, request));
  });

  const signIn = { config: SIGN_IN_LIMIT };
  gatewayRoute(app, ROUTES.registerOrNot, signIn, async (request) =>
    ok({ registered: await accounts.isRegistered(request.query.email) }),
  );

  gatewayRoute(app, ROUTES.register, signIn, async (request, reply) => {
    await caller(request).requireHuman?.();
    return signedIn(reply, await accounts.register(request.body, request), requestClientId(request));
  });

  gatewayRoute(app, ROUTES.login, signIn, async (request, reply) =>
    signedIn(reply, await accounts.login(request.body, caller(request)), requestClientId(request)),
  );

  gatewayRoute(app, ROUTES.resetPasswordWithCode, signIn, async (request) => {
    await accounts.resetPassword(request.body, request);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.googleStart, signIn, async (request, reply) => {
    if (!oidc) throw new AppError('googleSignInOff');
    const { lang, clientId } = request.query;
    return reply.redirect(await oidc.start(lang ?? requestLocale(request), clientId), 302);
  });

  gatewayRoute(app, ROUTES.googleLogin, signIn, async (request, reply) => {
    if (!oidc) throw new AppError('googleSignInOff');
    const { identity, clientId } = await oidc.finish(request.body.query);
    return signedIn(reply, await accounts.externalSignIn(identity), clientId ?? requestClientId(request));
  });

  gatewayRoute(app, ROUTES.humanCheck, { config: CODE_LIMIT }, async (request, reply) => {
    if (!humanCheck) return ok({ passed: true });
    const pass = await issueHumanPass(db, humanCheck, request.body.token, request.ip, now());
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
