import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { HEADERS } from '@glossa/contracts/limits';
import type { Catalog } from '@glossa/i18n/catalog';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { DocumentWork } from '@glossa/translate/formats/work/document-work';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#core/config.ts';
import { Lifecycle } from '#core/lifecycle.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { cspDirectives } from '#http/content-security-policy.ts';
import { registerErrorHandler } from '#http/error-handler.ts';
import { requireRouteTable } from '#http/gateway-route.ts';
import { registerJsonBodyParser } from '#http/json-body.ts';
import { loggerOptions } from '#http/log-redaction.ts';
import { refuseNulCharacters } from '#http/nul-characters.ts';
import { databaseRateLimitStore } from '#http/shared-rate-limits.ts';
import { registerStaticAssets } from '#http/static-assets.ts';
import { fastifyTrustProxy } from '#http/trust-proxy.ts';
import { registerAccounts } from './features/account/http.ts';
import { registerApiKeys } from './features/api-keys/http.ts';
import { registerBilling } from './features/billing/http.ts';
import { buildRoutes } from './features/builds/http.ts';
import { registerConsole } from './features/console/http.ts';
import { findOperator } from './features/console/index.ts';
import { deeplRoutes } from './features/deepl/http.ts';
import { healthRoutes } from './features/health/http.ts';
import { languageRoutes } from './features/languages/http.ts';
import { libreTranslateRoutes } from './features/libretranslate/http.ts';
import { pageRoutes } from './features/pages/http.ts';
import type { WebBundle } from './features/pages/index.ts';
import { openApiRoute, referencePageRoutes, registerOpenApi, registerPublicApi } from './features/public-api/http.ts';
import { QuotaService } from './features/quota/index.ts';
import { reportsSection } from './features/reports/http.ts';
import { siteNoticeRoutes } from './features/site-notices/http.ts';
import { systemRoutes } from './features/system/http.ts';
import { termBaseRoutes } from './features/term-base/http.ts';
import { loadTermBase } from './features/term-base/index.ts';
import { registerTracking } from './features/tracking/http.ts';
import { registerWorkspace } from './features/workspace/http.ts';
import { createWorkspace } from './features/workspace/index.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  catalog: Catalog;
  bundle: WebBundle;
  /** The clock of expiring things (codes, sessions, throttling); tests move it instead of sleeping. */
  now?: () => number;
  /** Translation engines (main.ts discovers them; tests pass their own). */
  engines?: EngineSet;
  /** Document work (threads made from the configuration; tests wrap it to slow an export down). */
  documents?: DocumentWork;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Readiness and shutdown (main.ts gives the grace period; tests stop at once). */
  lifecycle?: Lifecycle;
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
  documents,
  logStream,
  lifecycle = new Lifecycle(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs lose their secrets (signed links, callback codes) before they are logged.
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
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
  refuseNulCharacters(app);

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
  // Only routes that ask for it (config.rateLimit) are limited, per client address; on PostgreSQL
  // the counts are shared by every server node.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.databaseUrl ? { store: databaseRateLimitStore(db) } : {}),
  });

  registerErrorHandler(app, catalog);
  requireRouteTable(app);
  // Before every route: the OpenAPI document is made from the routes registered after it.
  await registerOpenApi(app, { config });
  app.setNotFoundHandler(async () => {
    throw new AppError('notFound');
  });

  await app.register(healthRoutes, { db, lifecycle });
  await app.register(buildRoutes, { build: bundle.build });
  await app.register(systemRoutes, {
    config,
    db,
    buildId: bundle.build.id,
    engineSet: engines,
  });
  await app.register(languageRoutes);
  await app.register(openApiRoute, { db, config });
  await app.register(referencePageRoutes, { db, config });
  const accounts = await registerAccounts(app, { config, db, catalog, now });
  await app.register(termBaseRoutes, { db, accounts, now });
  // The public APIs (registerPublicApi) authenticate their callers with this service.
  const keys = await registerApiKeys(app, { db, accounts, now });
  await registerBilling(app, { config, db, catalog, accounts, now });
  await registerTracking(app, { config, db, accounts, now });
  const workspace = createWorkspace({
    config,
    db,
    catalog,
    engines,
    documents,
    termBase: (owner, termBaseId) => loadTermBase(db, owner, termBaseId),
    now,
    log: app.log,
  });
  await registerWorkspace(app, workspace, { config, accounts, lifecycle });
  await registerPublicApi(app, {
    config,
    db,
    catalog,
    deps: workspace.deps,
    workspace: workspace.service,
    keys,
    now,
    facades: [deeplRoutes, libreTranslateRoutes],
  });
  await app.register(siteNoticeRoutes, { db, accounts, quota: new QuotaService({ db, now }), now });
  await registerConsole(app, { config, db, accounts, engines, catalog, now }, [reportsSection]);
  if (bundle.distDir) await registerStaticAssets(app, bundle.distDir);
  await app.register(pageRoutes, {
    bundle,
    catalog,
    turnstile: config.humanCheck?.kind === 'turnstile',
    secureCookies: config.publicUrl.startsWith('https://'),
    isOperator: async (request) => (await findOperator(db, accounts, request)) !== undefined,
  });
  return app;
}
