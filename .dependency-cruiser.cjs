/**
 * What may import what (docs/decisions/0039-module-walls.md, docs/architecture.md). `npm run lint:imports` checks
 * it and the test command runs that; scripts/import-rules.test.ts feeds it crossings that must fail.
 *
 * Server: `core/`, `http/` and `db/` hold what every feature shares and import no feature. A feature imports
 * another feature only through that feature's `index.ts`, and only the features listed for it below, so the
 * features form a graph without circles. A feature's routes are its `http.ts`, which only app.ts (the HTTP
 * node) imports; the rest of the composition (main.ts, worker.ts, process.ts, cli/) uses the features' index.
 *
 * Web: `app/` composes, `routes/` are pages, `features/` import `lib/`, `components/`, `hooks/` and each other's
 * index; `lib/`, `components/` and `hooks/` import no feature, page or composition.
 *
 * Type-only imports count like the others: a circle of types is still a circle. The server's shared folders
 * have aliases (apps/server/package.json `imports`): a feature writes `#core/owner.ts`, not `../../core/owner.ts`.
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';

/** The features each server feature may import (through their index); a feature not listed imports none. */
const SERVER_FEATURES = {
  files: [],
  system: [],
  'translation-memory': [],
  'term-base': [],
  quota: [],
  languages: [],
  builds: [],
  health: [],
  pages: [],
  account: ['quota'],
  'api-keys': ['public-api'],
  billing: ['account', 'quota'],
  tracking: [],
  'site-notices': ['quota'],
  workspace: ['files', 'quota', 'system', 'term-base', 'translation-memory'],
  'public-api': ['workspace', 'term-base', 'system'],
  deepl: ['public-api', 'workspace', 'term-base', 'system'],
  libretranslate: ['public-api', 'workspace', 'system'],
  console: ['account', 'billing', 'quota', 'site-notices', 'system'],
  reports: ['console'],
};

const featureRules = Object.entries(SERVER_FEATURES).map(([feature, allowed]) => ({
  name: `server-feature-${feature}`,
  comment: `${feature} imports only ${allowed.length ? allowed.join(', ') : 'no other feature'} (see SERVER_FEATURES)`,
  severity: 'error',
  from: { path: `${SERVER}features/${feature}/` },
  to: {
    path: `${SERVER}features/`,
    pathNot: [`${SERVER}features/${feature}/`, ...allowed.map((other) => `${SERVER}features/${other}/index\\.ts$`)],
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circles',
      comment: 'Modules form no circle, counting type-only imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-unknown-feature',
      comment: 'Every server feature folder is listed in SERVER_FEATURES with what it may import.',
      severity: 'error',
      from: { path: `${SERVER}features/`, pathNot: Object.keys(SERVER_FEATURES).map((f) => `${SERVER}features/${f}/`) },
      to: {},
    },
    ...featureRules,
    {
      name: 'server-feature-through-index',
      comment: 'The composition uses a feature through its index.ts (and app.ts its http.ts), never its inner files.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}features/` },
      to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/[^/]+/(index|http)\\.ts$` },
    },
    {
      name: 'server-http-face-only-in-app',
      comment: "A feature's http.ts (its routes) is registered by app.ts alone: the worker never loads a route.",
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}app\\.ts$` },
      to: { path: `${SERVER}features/[^/]+/http\\.ts$` },
    },
    {
      name: 'server-shared-below-features',
      comment: 'core/, http/ and db/ are shared by the features and import none of them, nor the composition.',
      severity: 'error',
      from: { path: `${SERVER}(core|http|db)/` },
      to: { path: [`${SERVER}features/`, `${SERVER}[^/]+\\.ts$`, `${SERVER}cli/`] },
    },
    {
      name: 'server-shared-by-alias',
      comment:
        'Outside core/, http/ and db/ the server names them by alias (#core/..., #http/..., #db/...: package.json imports), never by a relative path.',
      severity: 'error',
      from: { path: ['^apps/server/'], pathNot: `${SERVER}(core|http|db)/` },
      to: { path: `${SERVER}(core|http|db)/`, dependencyTypesNot: ['aliased-subpath-import'] },
    },
    {
      name: 'server-features-below-composition',
      comment: 'Features do not import the composition (app.ts, main.ts, worker.ts, process.ts, cli/).',
      severity: 'error',
      from: { path: `${SERVER}features/` },
      to: { path: [`${SERVER}[^/]+\\.ts$`, `${SERVER}cli/`] },
    },
    {
      name: 'web-feature-through-index',
      comment: 'A web feature imports another feature only through its index.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-pages-through-index',
      comment: 'Pages and the composition use features through their index.',
      severity: 'error',
      from: { path: `${WEB}(app|routes)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'web-layers',
      comment: 'Features, components, lib and hooks do not import pages or the composition.',
      severity: 'error',
      from: { path: `${WEB}(features|components|lib|hooks)/` },
      to: { path: `${WEB}(app|routes)/` },
    },
    {
      name: 'web-shared-below-features',
      comment: 'components/, lib/ and hooks/ import no feature.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|hooks)/` },
      to: { path: `${WEB}features/` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^e2e/artifacts/', '^\\.tmp/'] },
  },
};
