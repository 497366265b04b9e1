import { GATEWAY_ROUTES } from '@glossa/contracts/gateway-routes';
import { RAW_ANSWERS } from '@glossa/contracts/route-table';
import { TERM_BASE_ROUTES } from '@glossa/contracts/term-base-routes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '#http/envelope.ts';
import { gatewayRoute, requireRouteTable } from '#http/gateway-route.ts';
import { registeredRoutes } from './registered-routes.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * The website's API is its route table (packages/contracts `*-routes.ts`, docs/decisions/0042-route-table.md):
 * every `/gateway` route the server registers is an entry, and every entry is registered, with
 * the response schema of its data, or said to answer a file, a stream, a redirect or a page.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

/** Routes registered only with a provider the test server does not run. */
const NOT_IN_THE_TEST_SERVER = ['POST /gateway/website/combo-order/callback/stripe'];

describe('the route table', () => {
  it('lists exactly the gateway routes the server registers, each once', () => {
    const table = GATEWAY_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(table).size).toBe(table.length);
    const registered = registeredRoutes(w.t.app, '/gateway/');
    expect([...table].filter((route) => !NOT_IN_THE_TEST_SERVER.includes(route)).sort()).toEqual(registered);
    expect(registered).toHaveLength(138);
  });

  // With requireRouteTable (app.ts), a registered gateway route has the response schema of its entry.
  it('gives every route a response schema or says how else it answers', () => {
    const unanswered = GATEWAY_ROUTES.filter(
      (route) => route.data === undefined && !RAW_ANSWERS.includes(route.raw as (typeof RAW_ANSWERS)[number]),
    );
    expect(unanswered.map((route) => route.path)).toEqual([]);
  });
});

describe('a gateway route not from the table', () => {
  it('is refused as it is registered; one from the table is not', async () => {
    const app = Fastify();
    requireRouteTable(app);
    gatewayRoute(app, TERM_BASE_ROUTES.remove, async () => ok(null));
    gatewayRoute(app, TERM_BASE_ROUTES.exportCsv, async (_request, reply) => reply.send('csv'));
    app.get('/healthz', async () => 'ok');
    expect(() => app.post('/gateway/website/termBase/rogue', async () => ok(null))).toThrow(/route table/);
    await app.close();
  });
});
