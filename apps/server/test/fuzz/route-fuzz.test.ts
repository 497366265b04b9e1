import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyService } from '../../src/features/api-keys/service.ts';
import { signUpOperator, signUpUser } from '../console-kit.ts';
import { registeredRoutes } from '../registered-routes.ts';
import { type WorkspaceTest, workspaceApp } from '../workspace/workspace-kit.ts';
import { type Credentials, type FuzzRequest, fuzzRequest } from './request-arbitraries.ts';

/**
 * Random requests to every route the server has, with and without real credentials: none may
 * crash it (HTTP 500, an error logged). The seed is printed; `FUZZ_SEED=<seed>` replays a run and
 * `FUZZ_RUNS=<n>` makes it longer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
/** The web app's pages answer every other GET; a few stand for them. */
const PAGES = ['GET /', 'GET /enus', 'GET /arsa/chat/:id', 'GET /zhcn/console/:section', 'GET /:lang/help/:topic'];

const errorsLogged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    const line = String(chunk);
    if ((JSON.parse(line) as { level: number }).level >= 50) errorsLogged.push(line);
    done();
  },
});

let w: WorkspaceTest;
let routes: string[];
let real: Credentials;
beforeAll(async () => {
  w = await workspaceApp({}, {}, { LOG_LEVEL: 'error' }, logStream);
  routes = [...registeredRoutes(w.t.app, '/'), ...PAGES];
  const user = await signUpUser(w.t);
  const operator = await signUpOperator(w.t);
  const key = await new ApiKeyService({ db: w.t.db, now: Date.now }).create(user.userId, 'fuzz');
  real = {
    clientId: 'f'.repeat(32),
    sessionToken: user.token,
    operatorToken: operator.token,
    apiKey: key.secret,
  };
  console.log(`route fuzz: seed ${SEED}, ${RUNS} requests over ${routes.length} routes (FUZZ_SEED=${SEED} replays)`);
});
afterAll(async () => w.close());

async function send(request: FuzzRequest) {
  const response = await w.t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return response.statusCode;
}

describe('random requests to every route', () => {
  it(
    'never crash the server: no HTTP 500 and no error logged',
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequest(routes, real), async (request) => {
          errorsLogged.length = 0;
          const status = await send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status, `${request.method} ${request.url}`).toBeLessThan(500);
          expect(errorsLogged, `${request.method} ${request.url}`).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      console.log('route fuzz: answers by status', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
      // The run reached the routes' own rules, not only the parsers: some requests succeeded.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    },
    60_000 + RUNS * 40,
  );
});
