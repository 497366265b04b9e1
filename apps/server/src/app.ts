import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { HEADERS } from '@glossa/contracts/limits';
import type { Catalog } from '@glossa/i18n/catalog';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAccounts } from './features/account/setup.ts';
import { registerBilling } from './features/billing/setup.ts';
import { buildRoutes } from './features/builds/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { languageRoutes } from './features/languages/routes.ts';
import { pageRoutes } from './features/pages/routes.ts';
import type { WebBundle } from './features/pages/web-bundle.ts';
import { systemRoutes } from './features/system/routes.ts';
import { servedPairs } from './features/system/served-pairs.ts';
import { termBaseRoutes } from './features/term-base/routes.ts';
import { loadTermBase } from './features/term-base/service.ts';
import { registerWorkspace } from './features/workspace/setup.ts';
import { AppError } from './http/app-error.ts';
import { cspDirectives } from './http/content-security-policy.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { registerStaticAssets } from './http/static-assets.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  catalog: Catalog;
  bundle: WebBundle;
  /** The clock of expiring things (codes, sessions, throttling); tests move it instead of sleeping. */
  now?: () => number;
  /** Translation engines (main.ts discovers them; tests pass their own). */
  engines?: EngineSet;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the HTTP server: API under /gateway/*, health checks, the built web app and its pages. */
export async function buildApp({
  config,
  db,
  catalog,
  bundle,
  now = Date.now,
  engines = { engines: [], pseudo: new PseudoEngine(), close: async () => {} },
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs lose their secrets (signed links, callback codes) before they are logged.
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // A caller's request id is kept when it looks like one, so logs can be followed across services.
    genReqId: (request) => {
      const given = request.headers[HEADERS.requestId];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  // Every route's body, query string and path parameters are checked by its zod schema
  // (packages/contracts) before the handler runs; handlers receive the parsed values.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A deeply nested body is refused before it is parsed, so that it cannot hold the event loop.
  registerJsonBodyParser(app, config.jsonMaxDepth);

  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(undefined, { turnstile: config.humanCheck?.kind === 'turnstile' }),
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Only routes that ask for it (config.rateLimit) are limited, per client address.
  await app.register(fastifyRateLimit, { global: false });

  registerErrorHandler(app, catalog);
  app.setNotFoundHandler(async () => {
    throw new AppError('notFound');
  });

  await app.register(healthRoutes, { db });
  await app.register(buildRoutes, { build: bundle.build });
  await app.register(systemRoutes, {
    config,
    db,
    buildId: bundle.build.id,
    engines: engines.engines.map((e) => e.kind),
    pairs: servedPairs(engines.engines),
  });
  await app.register(languageRoutes);
  const accounts = await registerAccounts(app, { config, db, catalog, now });
  await app.register(termBaseRoutes, { db, accounts, now });
  await registerBilling(app, { config, db, catalog, accounts, now });
  await registerWorkspace(app, {
    config,
    db,
    catalog,
    accounts,
    engines,
    termBase: (owner, termBaseId) => loadTermBase(db, owner, termBaseId),
    now,
  });
  if (bundle.distDir) await registerStaticAssets(app, bundle.distDir);
  await app.register(pageRoutes, {
    bundle,
    catalog,
    turnstile: config.humanCheck?.kind === 'turnstile',
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  return app;
}
