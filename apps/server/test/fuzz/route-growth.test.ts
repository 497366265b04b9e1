import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../../../packages/translate/test/linear-time.ts';
import { registeredRoutes } from '../registered-routes.ts';
import { type WorkspaceTest, workspaceApp } from '../workspace/workspace-kit.ts';
import { LARGE_INPUTS, type LargeInput } from './large-inputs.ts';

/**
 * Every route, sent each shape of large input at two sizes, 8 times apart, before any credential
 * is checked: the time it takes to answer grows with the input, not faster (a ratio, never a time;
 * `packages/translate/test/linear-time.ts`). Each request comes from an address of its own, so that
 * no rate limit answers early and hides the parser's cost.
 */
const SIZE = 16 * 1024;
const FACTOR = 8;

let w: WorkspaceTest;
let routes: string[];
let address = 0;
beforeAll(async () => {
  w = await workspaceApp();
  routes = registeredRoutes(w.t.app, '/');
});
afterAll(async () => w.close());

function urlOf(route: string): { method: string; url: string } {
  const [method, path] = route.split(' ') as [string, string];
  return { method, url: path.replace(/:[^/]+/g, '0190f0e0-0000-7000-8000-000000000000') };
}

async function send(route: string, input: LargeInput) {
  const { method, url } = urlOf(route);
  address += 1;
  await w.t.app.inject({
    method: method as 'POST',
    url: input.query ? `${url}?${input.query}` : url,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: input.headers,
    ...(input.payload === undefined || method === 'GET' ? {} : { payload: input.payload }),
  });
}

describe('the cost of a request grows in step with its size', () => {
  for (const [shape, make] of Object.entries(LARGE_INPUTS)) {
    it(`${shape}, on every route`, async () => {
      const slow: string[] = [];
      for (const route of routes) {
        const growth = await timeGrowth(make, (input) => send(route, input), SIZE, { factor: FACTOR, runs: 3 });
        if (growth.ratio >= linearBound(FACTOR)) {
          // A second look before calling it: one disturbed pair of runs is not a parser's fault.
          const again = await timeGrowth(make, (input) => send(route, input), SIZE, { factor: FACTOR, runs: 5 });
          if (again.ratio >= linearBound(FACTOR)) slow.push(`${route}: x${again.ratio.toFixed(1)}`);
        }
      }
      expect(slow).toEqual([]);
    }, 600_000);
  }
});
