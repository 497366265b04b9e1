import { randomBytes } from 'node:crypto';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { AD_SPACE_PATHS } from '@glossa/contracts/site-notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpOperator, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let clock = 1_800_000_000_000;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(async () => t.close());

function browser(clientId = randomBytes(16).toString('hex')) {
  const headers = { 'x-client-id': clientId };
  return {
    show: () => call(t, 'POST', `${W}${AD_SPACE_PATHS.getAll}`, { body: { slots: ['launcherFoot'] }, headers }),
    click: (id: string) => call(t, 'POST', `${W}${AD_SPACE_PATHS.click.replace(':id', id)}`, { headers }),
  };
}

const ad = (extra: object = {}) => ({
  slot: 'launcherFoot',
  name: 'Clicks',
  startsAt: clock - 1000,
  contents: [{ locale: '*', text: 'Try it', linkUrl: '/enus/plans' }],
  ...extra,
});

const clicks = async (id: string) =>
  Number((await t.db.selectFrom('ad_spaces').select('clicks').where('id', '=', id).executeTakeFirstOrThrow()).clicks);

async function expectRefused(answer: Awaited<ReturnType<ReturnType<typeof browser>['click']>>) {
  expect([answer.status, answer.json.code, answer.json.msg]).toEqual([409, 10505, 'This ad space is not showing here']);
}

describe('ad space clicks', () => {
  it('counts a click only from a viewer the ad space was shown to, once per showing', async () => {
    const operator = await signUpOperator(t);
    const id = (await operator.post(CONSOLE_PATHS.adSave, ad())).json.data.id as string;
    await expectRefused(await browser().click(id));
    const me = browser();
    expect((await me.show()).json.data.map((shown: { id: string }) => shown.id)).toEqual([id]);
    expect((await me.click(id)).json).toMatchObject({ code: 200 });
    // A second click on the same showing is answered, not counted.
    expect((await me.click(id)).json).toMatchObject({ code: 200 });
    expect(await clicks(id)).toBe(1);
    clock += 1000;
    await me.show();
    await me.click(id);
    expect(await clicks(id)).toBe(2);
    // A showing is good for a day.
    clock += 25 * 60 * 60 * 1000;
    await expectRefused(await me.click(id));
    expect(await clicks(id)).toBe(2);
    await operator.post(CONSOLE_PATHS.adDelete, { id });
  });

  it('refuses clicks on an ad space switched off or past its time window, even one shown before', async () => {
    const operator = await signUpOperator(t);
    const saved = (await operator.post(CONSOLE_PATHS.adSave, ad({ endsAt: clock + 60_000 }))).json.data;
    const me = browser();
    await me.show();
    await operator.post(CONSOLE_PATHS.adSave, { ...ad({ endsAt: clock + 60_000 }), id: saved.id, active: false });
    await expectRefused(await me.click(saved.id));
    await operator.post(CONSOLE_PATHS.adSave, { ...ad({ endsAt: clock + 60_000 }), id: saved.id, active: true });
    clock += 61_000;
    await expectRefused(await me.click(saved.id));
    expect(await clicks(saved.id)).toBe(0);
  });

  it('counts one of many clicks sent at once on one showing', async () => {
    const operator = await signUpOperator(t);
    const id = (await operator.post(CONSOLE_PATHS.adSave, ad())).json.data.id as string;
    const me = browser();
    await me.show();
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.click(id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await clicks(id)).toBe(1);
  });
});
