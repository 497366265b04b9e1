import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GATEWAY_ROUTES } from './gateway-routes.ts';
import { get, post, posts, routeTable } from './route-table.ts';

describe('routeTable', () => {
  it('joins each address with the schemas of the same name', () => {
    const calls = { list: get('/gateway/website/x/list'), save: post('/gateway/website/x/save') };
    const table = routeTable(calls, { list: { data: z.array(z.string()) }, save: { body: z.object({}), raw: 'file' } });
    expect(table.list.method).toBe('GET');
    expect(table.save).toMatchObject({ method: 'POST', path: '/gateway/website/x/save', raw: 'file' });
  });

  it('makes an area of POST calls under one gateway', () => {
    expect(posts('/gateway/website', { a: '/a', b: '/b/c' })).toEqual({
      a: { method: 'POST', path: '/gateway/website/a' },
      b: { method: 'POST', path: '/gateway/website/b/c' },
    });
  });
});

describe('the gateway routes', () => {
  it('are under /gateway, each with a data schema or a raw answer', () => {
    for (const route of GATEWAY_ROUTES) {
      expect(route.path, route.path).toMatch(/^\/gateway\/(website|logincommon|track)\//);
      expect(route.data !== undefined || route.raw !== undefined, route.path).toBe(true);
    }
  });

  it('name in their path parameters exactly the fields of their params schema', () => {
    for (const route of GATEWAY_ROUTES) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = route.params ? Object.keys((route.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, route.path).toEqual(inPath);
    }
  });

  it('take a body or a query string, never both', () => {
    const both = GATEWAY_ROUTES.filter((route) => route.body && route.querystring).map((route) => route.path);
    expect(both).toEqual([]);
  });
});
