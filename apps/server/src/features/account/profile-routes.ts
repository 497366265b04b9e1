import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import {
  avatarBody,
  avatarParams,
  avatarQuery,
  changeEmailBody,
  changePasswordBody,
  emailQuery,
  nicknameBody,
  usagePageBody,
} from '@glossa/contracts/account-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import { noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookies, requestToken } from '../../core/session-cookies.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { QuotaService } from '../quota/index.ts';
import type { AvatarRules } from './avatar.ts';
import type { ProfileService } from './profile-service.ts';
import type { AccountService } from './service.ts';

export interface ProfileRouteOptions {
  accounts: AccountService;
  profiles: ProfileService;
  quota: QuotaService;
  avatar: AvatarRules;
}

const WEBSITE = GATEWAYS.website;
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const write = { config: WRITE_LIMIT };

/** `/gateway/website/*` calls of the signed-in person: profile, credentials, package and usage. */
export async function profileRoutes(app: FastifyInstance, { accounts, profiles, quota, avatar }: ProfileRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));
  const owner = async (request: FastifyRequest) => ({ kind: 'user' as const, userId: (await session(request)).userId });

  // The picture is the request body itself (Content-Type image/*); a little over the limit is
  // read so the answer can name the limit instead of a bare "too large".
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: avatar.maxBytes * 2 }, (_r, body, done) =>
    done(null, body),
  );

  api.get(`${WEBSITE}${ACCOUNT_PATHS.userInfo}`, { schema: { querystring: noQuery } }, async (request) =>
    ok(await accounts.userInfo(await session(request))),
  );

  // Logout sits on the login gateway (docs/product.md §7.2); the website gateway answers too. A POST only, so
  // that the cross-site guard applies: a link or picture on another site cannot sign anyone out.
  for (const gateway of [GATEWAYS.login, WEBSITE]) {
    api.post(`${gateway}${ACCOUNT_PATHS.logout}`, { schema: { querystring: noQuery } }, async (request, reply) => {
      await accounts.logout(requestToken(request));
      clearSessionCookies(reply);
      return ok(null);
    });
  }

  const picture = { ...write, schema: { body: avatarBody(avatar.formats) } };
  api.post(`${WEBSITE}${ACCOUNT_PATHS.uploadAvatar}`, picture, async (request) =>
    ok(await profiles.setAvatar(await session(request), request.body)),
  );

  for (const path of [ACCOUNT_PATHS.updateProfile, ACCOUNT_PATHS.resetUserName]) {
    api.post(`${WEBSITE}${path}`, { ...write, schema: { body: nicknameBody } }, async (request) =>
      ok(await profiles.setNickname(await session(request), request.body.nickname)),
    );
  }

  api.post(
    `${WEBSITE}${ACCOUNT_PATHS.alertEmail}`,
    { ...write, schema: { querystring: emailQuery } },
    async (request) => {
      const signedIn = await session(request);
      return ok(await accounts.sendCode(request.query.email, 'email', requestLocale(request), signedIn, request));
    },
  );

  api.post(
    `${WEBSITE}${ACCOUNT_PATHS.resetEmail}`,
    { ...write, schema: { body: changeEmailBody } },
    async (request, reply) => {
      await profiles.changeEmail(await session(request), request.body, request.ip);
      clearSessionCookies(reply);
      return ok(null);
    },
  );

  const changePassword = { ...write, schema: { body: changePasswordBody } };
  api.post(`${WEBSITE}${ACCOUNT_PATHS.changePassword}`, changePassword, async (request, reply) => {
    await profiles.changePassword(await session(request), request.body, request.ip);
    clearSessionCookies(reply);
    return ok(null);
  });

  api.get(`${WEBSITE}${ACCOUNT_PATHS.packageInfo}`, { schema: { querystring: noQuery } }, async (request) =>
    ok(await quota.packageInfo(await owner(request))),
  );

  api.post(`${WEBSITE}${ACCOUNT_PATHS.usagePage}`, { schema: { body: usagePageBody } }, async (request) => {
    const { pageNum, pageSize } = request.body;
    return ok(await quota.usagePage(await owner(request), pageNum, pageSize));
  });

  const avatarImage = { schema: { params: avatarParams, querystring: avatarQuery } };
  api.get(`${WEBSITE}${ACCOUNT_PATHS.avatar}/:userId`, avatarImage, async (request, reply) => {
    const image = await profiles.avatarImage(request.params.userId);
    if (!image) throw new AppError('notFound');
    // The address carries the upload time (?v=), so a cached copy never needs checking again.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
}
