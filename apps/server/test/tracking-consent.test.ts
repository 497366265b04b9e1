import { TRACKING_GATEWAY, TRACKING_LIMITS, TRACKING_PATHS, type TrackingEvent } from '@glossa/contracts/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

const SAVE = `${TRACKING_GATEWAY}${TRACKING_PATHS.savePageLog}`;
const CONSENT = `${TRACKING_GATEWAY}${TRACKING_PATHS.consent}`;
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock = Date.parse('2026-04-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

let seq = 0;
const address = () => `10.40.${Math.floor(++seq / 250)}.${seq % 250}`;

function stay(anonymousId: string, extra: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    requestId: `req-${++seq}-consent`,
    anonymousId,
    systemCode: 'glossa-web',
    buryPointId: 'page_stay',
    deviceInfo: JSON.stringify({ url: 'http://localhost/enus/help' }),
    buryPointTime: '2026-04-01 10:00:00',
    pageKey: '/enus/help',
    stayTime: 3000,
    ...extra,
  };
}

/** "Accept" in the browser: the token the server hands out for this anonymous id. */
async function accept(anonymousId: string, from = address()): Promise<string> {
  const answer = await call(t, 'POST', CONSENT, { body: { anonymousId }, address: from });
  expect(answer.json).toMatchObject({ code: 200, data: { expiresAt: clock + TRACKING_LIMITS.consentTokenMs } });
  return answer.json.data.consentToken as string;
}

const stored = (anonymousId: string) =>
  t.db.selectFrom('tracking_events').selectAll().where('anonymous_id', '=', anonymousId).execute();

async function expectRefused(body: unknown, why: string) {
  const answer = await call(t, 'POST', SAVE, { body, address: address() });
  expect([answer.status, answer.json.code], why).toEqual([403, 10540]);
}

describe('visits only from a browser that accepted the banner', () => {
  it('stores the events of a browser with its consent token', async () => {
    const consentToken = await accept('browser-yes');
    const answer = await call(t, 'POST', SAVE, { body: stay('browser-yes', { consentToken }), address: address() });
    expect(answer.json).toMatchObject({ code: 200, success: true });
    expect(await stored('browser-yes')).toHaveLength(1);
  });

  it('refuses events without a token, with another browser’s, a made-up or a run-out one, and stores none', async () => {
    const theirs = await accept('browser-other');
    await expectRefused(stay('browser-no'), 'no token');
    await expectRefused(stay('browser-no', { consentToken: theirs }), 'another browser’s token');
    await expectRefused(stay('browser-no', { consentToken: 'A'.repeat(60) }), 'a made-up token');
    await expectRefused(stay('browser-no', { consentToken: `${theirs.slice(0, -2)}AA` }), 'an edited token');
    const mine = await accept('browser-late');
    clock += TRACKING_LIMITS.consentTokenMs + 1;
    await expectRefused(stay('browser-late', { consentToken: mine }), 'a token past its hour');
    const image = await t.app.inject({
      method: 'GET',
      url: SAVE,
      query: { data: JSON.stringify(stay('browser-no')) },
      remoteAddress: address(),
    });
    expect(image.statusCode).toBe(403);
    expect([...(await stored('browser-no')), ...(await stored('browser-late'))]).toEqual([]);
  });

  it('stores a stay of at most half an hour, however long the browser says it was', async () => {
    const consentToken = await accept('browser-open-tab');
    const long = stay('browser-open-tab', { consentToken, stayTime: 5 * HOUR });
    expect((await call(t, 'POST', SAVE, { body: long, address: address() })).status).toBe(200);
    const [row] = await stored('browser-open-tab');
    expect(row?.stay_ms).toBe(TRACKING_LIMITS.stayCapMs);
  });

  it('hands out a limited number of tokens per address and hour', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) {
      const answer = await call(t, 'POST', CONSENT, { body: { anonymousId: `many-${i}` }, address: from });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429]);
  });

  it('refuses a malformed request for a token', async () => {
    for (const body of [{}, { anonymousId: '' }, { anonymousId: 'x'.repeat(129) }, { anonymousId: 'a', more: 1 }]) {
      expect((await call(t, 'POST', CONSENT, { body, address: address() })).status).toBe(400);
    }
  });

  it('is not there when tracking is off', async () => {
    const off = await createTestApp({ TRACKING: 'off' }, FALLBACK_BUNDLE);
    try {
      const answer = await call(off, 'POST', CONSENT, { body: { anonymousId: 'browser-off' } });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
