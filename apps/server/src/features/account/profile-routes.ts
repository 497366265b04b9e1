import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { QuotaService } from '../quota/service.ts';
import { type AvatarRules, avatarRuleError } from './avatar.ts';
import type { ProfileService } from './profile-service.ts';
import { fields } from './routes.ts';
import type { AccountService } from './service.ts';
import { clearSessionCookies, requestToken } from './session-cookies.ts';

export interface ProfileRouteOptions {
  accounts: AccountService;
  profiles: ProfileService;
  quota: QuotaService;
  avatar: AvatarRules;
}

const WEBSITE = GATEWAYS.website;
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const USER_ID = /^[0-9a-f-]{36}$/;

/** `/gateway/website/*` calls of the signed-in person: profile, credentials, package and usage. */
export async function profileRoutes(app: FastifyInstance, { accounts, profiles, quota, avatar }: ProfileRouteOptions) {
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));
  const owner = async (request: FastifyRequest) => ({ kind: 'user' as const, userId: (await session(request)).userId });

  // The picture is the request body itself (Content-Type image/*); a little over the limit is
  // read so the answer can name the limit instead of a bare "too large".
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: avatar.maxBytes * 2 }, (_r, body, done) =>
    done(null, body),
  );

  app.get(`${WEBSITE}${ACCOUNT_PATHS.userInfo}`, async (request) =>
    ok(await accounts.userInfo(await session(request))),
  );

  // The spec places logout on the login gateway; the website gateway answers too.
  for (const gateway of [GATEWAYS.login, WEBSITE]) {
    app.get(`${gateway}${ACCOUNT_PATHS.logout}`, async (request, reply) => {
      await accounts.logout(requestToken(request));
      clearSessionCookies(reply);
      return ok(null);
    });
  }

  app.post(`${WEBSITE}${ACCOUNT_PATHS.uploadAvatar}`, { config: WRITE_LIMIT }, async (request) => {
    const signedIn = await session(request);
    if (!Buffer.isBuffer(request.body)) throw avatarRuleError(avatar, 'format');
    return ok(await profiles.setAvatar(signedIn, request.body));
  });

  for (const path of [ACCOUNT_PATHS.updateProfile, ACCOUNT_PATHS.resetUserName]) {
    app.post(`${WEBSITE}${path}`, { config: WRITE_LIMIT }, async (request) =>
      ok(await profiles.setNickname(await session(request), fields(request).nickname)),
    );
  }

  app.post(`${WEBSITE}${ACCOUNT_PATHS.alertEmail}`, { config: WRITE_LIMIT }, async (request) => {
    const signedIn = await session(request);
    const { email } = (request.query ?? {}) as Record<string, unknown>;
    return ok(await accounts.sendCode(email, 'email', requestLocale(request), signedIn));
  });

  app.post(`${WEBSITE}${ACCOUNT_PATHS.resetEmail}`, { config: WRITE_LIMIT }, async (request, reply) => {
    await profiles.changeEmail(await session(request), fields(request));
    clearSessionCookies(reply);
    return ok(null);
  });

  app.post(`${WEBSITE}${ACCOUNT_PATHS.changePassword}`, { config: WRITE_LIMIT }, async (request, reply) => {
    await profiles.changePassword(await session(request), fields(request), request.ip);
    clearSessionCookies(reply);
    return ok(null);
  });

  app.get(`${WEBSITE}${ACCOUNT_PATHS.packageInfo}`, async (request) =>
    ok(await quota.packageInfo(await owner(request))),
  );

  app.post(`${WEBSITE}${ACCOUNT_PATHS.usagePage}`, async (request) => {
    const { pageNum, pageSize } = fields(request);
    return ok(await quota.usagePage(await owner(request), Number(pageNum ?? 1), Number(pageSize ?? 20)));
  });

  app.get(`${WEBSITE}${ACCOUNT_PATHS.avatar}/:userId`, async (request, reply) => {
    const { userId } = request.params as { userId: string };
    const image = USER_ID.test(userId) ? await profiles.avatarImage(userId) : undefined;
    if (!image) throw new AppError('notFound');
    // The address carries the upload time (?v=), so a cached copy never needs checking again.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
}
