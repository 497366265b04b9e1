import { avatarBody } from '@glossa/contracts/account-requests';
import { ACCOUNT_ROUTES as ROUTES } from '@glossa/contracts/account-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookies, requestToken } from '#core/session-cookies.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
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

const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const write = { config: WRITE_LIMIT };

/** `/gateway/website/*` calls of the signed-in person: profile, credentials, package and usage. */
export async function profileRoutes(app: FastifyInstance, { accounts, profiles, quota, avatar }: ProfileRouteOptions) {
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));
  const owner = async (request: FastifyRequest) => ({ kind: 'user' as const, userId: (await session(request)).userId });

  // The picture is the request body itself (Content-Type image/*); a little over the limit is
  // read so the answer can name the limit instead of a bare "too large".
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: avatar.maxBytes * 2 }, (_r, body, done) =>
    done(null, body),
  );

  gatewayRoute(app, ROUTES.userInfo, async (request) => ok(await accounts.userInfo(await session(request))));

  // Logout sits on the login gateway (docs/product.md §7.2); the website gateway answers too. A POST only, so
  // that the cross-site guard applies: a link or picture on another site cannot sign anyone out.
  for (const route of [ROUTES.logout, ROUTES.websiteLogout]) {
    gatewayRoute(app, route, async (request, reply) => {
      await accounts.logout(requestToken(request));
      clearSessionCookies(reply);
      return ok(null);
    });
  }

  // The site's own formats, named in the refusal.
  const uploadAvatar = { ...ROUTES.uploadAvatar, body: avatarBody(avatar.formats) };
  gatewayRoute(app, uploadAvatar, write, async (request) =>
    ok(await profiles.setAvatar(await session(request), request.body)),
  );

  for (const route of [ROUTES.updateProfile, ROUTES.resetUserName]) {
    gatewayRoute(app, route, write, async (request) =>
      ok(await profiles.setNickname(await session(request), request.body.nickname)),
    );
  }

  gatewayRoute(app, ROUTES.alertEmail, write, async (request) => {
    const signedIn = await session(request);
    return ok(await accounts.sendCode(request.query.email, 'email', requestLocale(request), signedIn, request));
  });

  gatewayRoute(app, ROUTES.resetEmail, write, async (request, reply) => {
    await profiles.changeEmail(await session(request), request.body, request.ip);
    clearSessionCookies(reply);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.changePassword, write, async (request, reply) => {
    await profiles.changePassword(await session(request), request.body, request.ip);
    clearSessionCookies(reply);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.packageInfo, async (request) => ok(await quota.packageInfo(await owner(request))));

  gatewayRoute(app, ROUTES.usagePage, async (request) => {
    const { pageNum, pageSize } = request.body;
    return ok(await quota.usagePage(await owner(request), pageNum, pageSize));
  });

  gatewayRoute(app, ROUTES.avatar, async (request, reply) => {
    const image = await profiles.avatarImage(request.params.userId);
    if (!image) throw new AppError('notFound');
    // The address carries the upload time (?v=), so a cached copy never needs checking again.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
}
