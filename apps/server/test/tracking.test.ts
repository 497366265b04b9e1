import { TRACKING_GATEWAY, TRACKING_PATHS, type TrackingEvent } from '@glossa/contracts/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneTracking } from '../src/features/tracking/repo.ts';
import { call, signUp } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { consentTokenFor } from './tracking-kit.ts';

const SAVE = `${TRACKING_GATEWAY}${TRACKING_PATHS.savePageLog}`;
const FIRST_VISIT = `/gateway/website${TRACKING_PATHS.firstVisit}`;

let t: TestApp;
let clock = Date.parse('2026-03-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ TRACKING_CLIENT_PER_MINUTE: '5', TRACKING_ADDRESS_PER_MINUTE: '40' }, FALLBACK_BUNDLE, {
    now: () => clock,
  });
});
afterAll(async () => t.close());

let seq = 0;
/** A page-stay event of one browser, as the web app sends it. */
function stay(anonymousId: string, extra: Partial<TrackingEvent> = {}): TrackingEvent {
  seq += 1;
  return {
    requestId: `req-${seq}-abcdef`,
    anonymousId,
    systemCode: 'glossa-web',
    buryPointId: 'page_stay',
    expandData: '{}',
    deviceInfo: JSON.stringify({ url: 'http://localhost/dede/help', host: 'localhost' }),
    buryPointTime: '2026-03-01 11:00:00',
    pageKey: '/dede/help',
    startTime: 1000,
    endTime: 4000,
    stayTime: 3000,
    consentToken: consentTokenFor(t, anonymousId, () => clock),
    ...extra,
  };
}

const events = (anonymousId: string) =>
  t.db.selectFrom('tracking_events').selectAll().where('anonymous_id', '=', anonymousId).execute();
/** Each test sends from its own address, so the per-address limit is only met where a test means it. */
let addressSeed = 0;
const address = () => `10.20.${Math.floor(++addressSeed / 250)}.${addressSeed % 250}`;

describe('POST savePageLog', () => {
  it('stores an ajax event with its locale and day, attributed to nobody when signed out', async () => {
    const answer = await call(t, 'POST', SAVE, { body: stay('browser-a'), address: address() });
    expect(answer.json).toMatchObject({ code: 200, success: true });
    const [row] = await events('browser-a');
    expect(row).toMatchObject({
      locale: 'dede',
      day: '2026-03-01',
      stay_ms: 3000,
      page_key: '/dede/help',
      user_id: null,
    });
  });

  it('takes a beacon body sent as text/plain', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(stay('browser-beacon')),
      remoteAddress: address(),
    });
    expect(answer.statusCode).toBe(200);
    expect(await events('browser-beacon')).toHaveLength(1);
  });

  it('takes the image form (GET with the event in data) and answers a picture', async () => {
    const data = JSON.stringify(stay('browser-image'));
    const answer = await t.app.inject({ method: 'GET', url: SAVE, query: { data }, remoteAddress: address() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/gif');
    expect(await events('browser-image')).toHaveLength(1);
  });

  it('attributes the event to the account of a live session, never to the body’s claim', async () => {
    const ada = await signUp(t, 'ada.tracking@example.com');
    const answer = await call(t, 'POST', SAVE, {
      body: stay('browser-ada', { userId: 'someone-else' }),
      headers: { authorization: `Bearer ${ada.token}` },
      address: address(),
    });
    expect(answer.status).toBe(200);
    const [row] = await events('browser-ada');
    expect(row?.user_id).toBe(ada.userId);
    // A dead token does not refuse the event: it is stored as anonymous.
    const dead = await call(t, 'POST', SAVE, {
      body: stay('browser-dead'),
      headers: { authorization: 'Bearer not-a-session' },
      address: address(),
    });
    expect(dead.status).toBe(200);
    expect((await events('browser-dead'))[0]?.user_id).toBeNull();
  });

  it('refuses malformed events with 400 and stores nothing', async () => {
    const bad: unknown[] = [
      { ...stay('browser-bad'), buryPointTime: 'yesterday' },
      { ...stay('browser-bad'), stayTime: -1 },
      { ...stay('browser-bad'), startTime: 5000, endTime: 10 },
      { ...stay('browser-bad'), expandData: 'x'.repeat(7001) },
      { ...stay('browser-bad'), surprise: true },
      { ...stay('browser-bad'), anonymousId: '' },
      [stay('browser-bad')],
    ];
    for (const body of bad) {
      const answer = await call(t, 'POST', SAVE, { body, address: address() });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json.success).toBe(false);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
      remoteAddress: address(),
    });
    expect(notJson.statusCode).toBe(400);
    const badImage = await t.app.inject({ method: 'GET', url: SAVE, query: { data: '{' }, remoteAddress: address() });
    expect(badImage.statusCode).toBe(400);
    expect(await events('browser-bad')).toHaveLength(0);
  });

  it('stores an event whose deviceInfo is not JSON, with no language, and one from an unknown page path', async () => {
    const junk = await call(t, 'POST', SAVE, {
      body: stay('browser-junk', { deviceInfo: '{not json' }),
      address: address(),
    });
    expect(junk.status).toBe(200);
    const odd = await call(t, 'POST', SAVE, {
      body: stay('browser-junk', { deviceInfo: JSON.stringify({ url: 'http://localhost/xx/help' }) }),
      address: address(),
    });
    expect(odd.status).toBe(200);
    expect((await events('browser-junk')).map((row) => row.locale)).toEqual([null, null]);
  });

  it('stores every one of many events sent at once by different browsers', async () => {
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(t, 'POST', SAVE, { body: stay(`burst-${i}`), address: address() })),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await t.db
      .selectFrom('tracking_events')
      .select('anonymous_id')
      .where('anonymous_id', 'like', 'burst-%')
      .execute();
    expect(rows).toHaveLength(20);
  });

  it('refuses an oversized event with 413 before reading it', async () => {
    const body = { ...stay('browser-big'), expandData: 'x'.repeat(20_000) };
    const answer = await call(t, 'POST', SAVE, { body, address: address() });
    expect(answer.status).toBe(413);
    expect(await events('browser-big')).toHaveLength(0);
  });

  it('limits one browser per minute, counted in the database, and lets it send again a minute later', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await call(t, 'POST', SAVE, { body: stay('browser-busy'), address: from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await events('browser-busy')).toHaveLength(5);
    clock += 61_000;
    expect((await call(t, 'POST', SAVE, { body: stay('browser-busy'), address: from })).status).toBe(200);
  });

  it('limits one address per minute across browsers', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++)
      statuses.push((await call(t, 'POST', SAVE, { body: stay(`many-${i}`), address: from })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual([429, 429]);
  });

  it('stores nothing sent with Do Not Track or Global Privacy Control, and says so to no one', async () => {
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const answer = await call(t, 'POST', SAVE, {
        body: stay('private-browser'),
        address: address(),
        headers: header,
      });
      expect(answer.json).toMatchObject({ code: 200, success: true });
    }
    expect(await events('private-browser')).toHaveLength(0);
  });

  it('limits all senders together per minute, however many addresses they use', async () => {
    const capped = await createTestApp({ TRACKING_PER_MINUTE: '30' }, FALLBACK_BUNDLE, { now: () => clock });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        // The other server has a key of its own: the token comes from it.
        const body = { ...stay(`spread-${i}`), consentToken: consentTokenFor(capped, `spread-${i}`, () => clock) };
        statuses.push((await call(capped, 'POST', SAVE, { body, address: address() })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array(5).fill(429));
    } finally {
      await capped.close();
    }
  });
});

describe('GET /user/firstVisit', () => {
  it('answers the first visit of a browser, of an account, and null for a stranger', async () => {
    const firstAt = clock;
    await call(t, 'POST', SAVE, { body: stay('browser-first'), address: address() });
    clock += 5000;
    await call(t, 'POST', SAVE, { body: stay('browser-first'), address: address() });
    const known = await call(t, 'GET', FIRST_VISIT, { query: { anonymousId: 'browser-first' } });
    expect(known.json.data).toEqual({ firstVisitTime: firstAt });
    const stranger = await call(t, 'GET', FIRST_VISIT, { query: { anonymousId: 'browser-never' } });
    expect(stranger.json.data).toEqual({ firstVisitTime: null });
    const nobody = await call(t, 'GET', FIRST_VISIT);
    expect(nobody.json.data).toEqual({ firstVisitTime: null });

    const bo = await signUp(t, 'bo.tracking@example.com');
    const boAt = clock;
    await call(t, 'POST', SAVE, {
      body: stay('browser-bo'),
      headers: { authorization: `Bearer ${bo.token}` },
      address: address(),
    });
    clock += 1000;
    // The account's first visit, from any browser.
    const mine = await bo.get(TRACKING_PATHS.firstVisit, { anonymousId: 'browser-new' });
    expect(mine.json.data).toEqual({ firstVisitTime: boAt });
  });
});

describe('retention', () => {
  it('deletes events older than the retention period and forgets visitors not seen since', async () => {
    const before = await t.db.selectFrom('tracking_events').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await call(t, 'POST', SAVE, { body: stay('browser-recent'), address: address() });
    const deleted = await pruneTracking(t.db, clock);
    expect(deleted).toBe(before.length);
    expect(await events('browser-recent')).toHaveLength(1);
    const visitors = await t.db.selectFrom('first_visits').select('visitor').execute();
    expect(visitors.map((row) => row.visitor)).toEqual(['visitor:browser-recent']);
  });
});
