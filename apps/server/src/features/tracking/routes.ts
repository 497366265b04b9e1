import { TRACKING_LIMITS, trackingEvent } from '@glossa/contracts/tracking';
import { TRACKING_ROUTES as ROUTES } from '@glossa/contracts/tracking-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '#core/config.ts';
import type { SessionReader } from '#core/owner.ts';
import { requestToken } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { parseInput } from '#http/invalid-input.ts';
import type { ConsentTokens } from './consent-token.ts';
import { eventsSince, firstVisit, storeEvent } from './repo.ts';

export interface TrackingRouteOptions {
  config: Config['tracking'];
  db: Database;
  accounts: SessionReader;
  consents: ConsentTokens;
  now: () => number;
}

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
export function asksNotToBeTracked(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** A transparent 1x1 GIF: the answer to the image form of an event. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MINUTE_MS = 60_000;
/** Consent tokens one address may ask for in an hour (a browser asks once an hour while open). */
const CONSENTS_PER_HOUR = 120;

/**
 * The tracking gateway (docs/product.md §7.8): events by ajax or beacon (POST, JSON as
 * application/json or text/plain) or image (GET), and the first-visit call. A refusal is a
 * status (400, 413, 429) the web app never shows (docs/decisions/0023-tracking-consent-and-reports.md).
 */
export async function trackingRoutes(app: FastifyInstance, options: TrackingRouteOptions) {
  const { config, db, accounts, consents, now } = options;
  // A beacon's string body arrives as text/plain (a type sendBeacon may send without asking).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('badRequest'), undefined);
    }
  });

  /** The account of a live session; a dead or missing one makes the event anonymous, never a refusal. */
  const signedInUser = async (request: FastifyRequest) => {
    const token = requestToken(request);
    return token ? (await accounts.authenticate(token).catch(() => undefined))?.userId : undefined;
  };

  const save = async (request: FastifyRequest, event: z.output<typeof trackingEvent>) => {
    if (!config.enabled) throw new AppError('notFound');
    // A browser asking not to be tracked is not, whoever sends its events: answered as stored, kept nowhere.
    if (asksNotToBeTracked(request)) return;
    // Only a browser that accepted the banner has a token, and only for its own anonymous id.
    if (!consents.allows(event.consentToken, event.anonymousId)) throw new AppError('trackingConsentRequired');
    const at = now();
    const since = at - MINUTE_MS;
    if ((await eventsSince(db, event.anonymousId, since)) >= config.clientPerMinute) throw new AppError('rateLimited');
    // All senders together: many addresses cannot fill the database faster than this.
    if ((await eventsSince(db, undefined, since)) >= config.totalPerMinute) throw new AppError('rateLimited');
    await storeEvent(db, { event, userId: await signedInUser(request), now: at });
  };

  const limits = {
    bodyLimit: TRACKING_LIMITS.bodyMaxBytes,
    config: { rateLimit: { max: config.addressPerMinute, timeWindow: MINUTE_MS } },
  };
  gatewayRoute(app, ROUTES.saveEvent, limits, async (request) => {
    await save(request, request.body);
    return ok(null);
  });
  gatewayRoute(app, ROUTES.saveEventImage, limits, async (request, reply) => {
    let json: unknown;
    try {
      json = JSON.parse(request.query.data);
    } catch {
      throw new AppError('badRequest');
    }
    await save(request, parseInput(trackingEvent, json));
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  const consentLimits = {
    bodyLimit: TRACKING_LIMITS.bodyMaxBytes,
    config: { rateLimit: { max: CONSENTS_PER_HOUR, timeWindow: 60 * MINUTE_MS } },
  };
  gatewayRoute(app, ROUTES.consent, consentLimits, async (request) => {
    if (!config.enabled) throw new AppError('notFound');
    return ok(consents.issue(request.body.anonymousId));
  });

  gatewayRoute(app, ROUTES.firstVisit, async (request) => {
    const userId = await signedInUser(request);
    const { anonymousId } = request.query;
    const visitors = [...(userId ? [`user:${userId}`] : []), ...(anonymousId ? [`visitor:${anonymousId}`] : [])];
    return ok({ firstVisitTime: await firstVisit(db, visitors) });
  });
}
