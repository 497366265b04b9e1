import { ACCOUNT_COOKIES } from '@glossa/contracts/account';
import { COOKIES, HEADERS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The token in an httpOnly cookie (scripts cannot read it), plus a readable marker that only says
 * "signed in" (docs/decisions/0011-session-cookie.md). Both last 365 days (docs/product.md §9).
 */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax', secure, maxAge: COOKIES.maxAgeSeconds } as const;
  reply.setCookie(COOKIES.authToken, token, { ...common, httpOnly: true });
  reply.setCookie(ACCOUNT_COOKIES.signedIn, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIES.authToken, { path: '/' });
  reply.clearCookie(ACCOUNT_COOKIES.signedIn, { path: '/' });
}

/** The session token: `Authorization` (with or without "Bearer "), else the auth cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.authorization];
  const fromHeader = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return fromHeader || request.cookies?.[COOKIES.authToken] || undefined;
}

/** A write that only the browser's cookies authenticate must come from this site's own pages. */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  // No Origin: a browser that sends Fetch Metadata still says where the request comes from;
  // a client without either is not a browser, so it cannot be tricked into sending cookies.
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * CSRF protection on top of SameSite=Lax: cookie-authenticated writes must be same-origin.
 * A dead session cookie (401 or 418) is removed in the same answer, so the browser stops sending it.
 */
export function registerSessionGuards(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.headers[HEADERS.authorization]) return;
    const cookies = request.cookies ?? {};
    if (!cookies[COOKIES.authToken] && !cookies[ACCOUNT_COOKIES.humanPass]) return;
    if (isCrossSite(request, publicOrigin)) throw new AppError('crossSiteRequest');
  });
  app.addHook('onSend', async (request, reply) => {
    const dead = reply.statusCode === 401 || reply.statusCode === 418;
    // Only the token: the page itself removes the readable marker when it handles the 401 or
    // 418, which is how it knows it was signed in and shows 'signed out elsewhere' once.
    if (dead && request.cookies?.[COOKIES.authToken] && !request.headers[HEADERS.authorization]) {
      reply.clearCookie(COOKIES.authToken, { path: '/' });
    }
  });
}
