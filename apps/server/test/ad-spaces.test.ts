import { randomBytes } from 'node:crypto';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { AD_SPACE_PATHS } from '@glossa/contracts/site-notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaService } from '../src/features/quota/service.ts';
import { auditRows, call, signUpOperator, signUpUser, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
const clock = 1_800_000_000_000;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(async () => t.close());

function browser(locale = 'enus', clientId = randomBytes(16).toString('hex')) {
  const headers = { 'x-client-id': clientId, 'lan-i18n-code': locale };
  return { post: (path: string, body: unknown = {}) => call(t, 'POST', `${W}${path}`, { body, headers }) };
}

const clickPath = (id: string) => AD_SPACE_PATHS.click.replace(':id', id);
const launcherAd = {
  slot: 'launcherFoot',
  name: 'Spring offer',
  startsAt: clock - 1000,
  contents: [
    { locale: '*', text: 'Try the yearly plan', imageUrl: 'https://cdn.example.com/a.png', linkUrl: '/enus/account' },
    { locale: 'zhcn', text: '试试年度套餐', linkUrl: 'https://example.com/zh' },
  ],
};

async function counts(id: string) {
  return t.db
    .selectFrom('ad_spaces')
    .select(['shows', 'closes', 'clicks'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('advertising spaces', () => {
  it('shows the reader’s language, counts shows, clicks and closes, and stays closed for that browser', async () => {
    const operator = await signUpOperator(t);
    const saved = await operator.post(CONSOLE_PATHS.adSave, launcherAd);
    expect(saved.json).toMatchObject({ code: 200, data: { slot: 'launcherFoot', shows: 0 } });
    const id = saved.json.data.id as string;
    await operator.post(CONSOLE_PATHS.adSave, { ...launcherAd, slot: 'historyPanel', startsAt: clock + 1000 });

    const me = browser();
    const shown = await me.post(AD_SPACE_PATHS.getAll);
    expect(shown.json.data).toEqual([
      {
        id,
        slot: 'launcherFoot',
        text: 'Try the yearly plan',
        imageUrl: 'https://cdn.example.com/a.png',
        linkUrl: '/enus/account',
      },
    ]);
    const chinese = await browser('zhcn').post(AD_SPACE_PATHS.getAll, { slots: ['launcherFoot'] });
    expect(chinese.json.data[0]).toMatchObject({ id, text: '试试年度套餐', imageUrl: null });
    expect((await browser().post(AD_SPACE_PATHS.getAll, { slots: ['pageFooter'] })).json.data).toEqual([]);
    expect(await counts(id)).toEqual({ shows: 2, closes: 0, clicks: 0 });

    expect((await me.post(clickPath(id))).json).toMatchObject({ code: 200 });
    expect((await me.post(AD_SPACE_PATHS.close, { id })).json).toMatchObject({ code: 200 });
    await me.post(AD_SPACE_PATHS.close, { id });
    expect(await counts(id)).toEqual({ shows: 2, closes: 1, clicks: 1 });
    expect((await me.post(AD_SPACE_PATHS.getAll)).json.data).toEqual([]);
    expect((await browser().post(AD_SPACE_PATHS.getAll)).json.data).toHaveLength(1);

    const listed = await operator.post(CONSOLE_PATHS.adsPage, {});
    expect(listed.json.data.records.find((ad: { id: string }) => ad.id === id)).toMatchObject({
      shows: 3,
      closes: 1,
      clicks: 1,
    });
  });

  it('counts one close for a browser that closes the same ad space many times at once', async () => {
    const operator = await signUpOperator(t);
    const id = (await operator.post(CONSOLE_PATHS.adSave, { ...launcherAd, slot: 'historyPanel' })).json.data.id;
    const me = browser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => me.post(AD_SPACE_PATHS.close, { id })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await counts(id)).closes).toBe(1);
  });

  it('spares members whose plan says so, and shows free users', async () => {
    const operator = await signUpOperator(t);
    await operator.post(CONSOLE_PATHS.adSave, { ...launcherAd, slot: 'pageFooter' });
    const free = await signUpUser(t);
    const member = await signUpUser(t);
    await new QuotaService({ db: t.db, now: () => clock }).grant({ kind: 'user', userId: member.userId }, 'member');
    const footer = { slots: ['pageFooter'] };
    expect((await free.post(AD_SPACE_PATHS.getAll, footer)).json.data).toHaveLength(1);
    expect((await member.post(AD_SPACE_PATHS.getAll, footer)).json.data).toEqual([]);
  });

  it('refuses unknown ids, links that are not https or on this site, and ad spaces without content', async () => {
    const me = browser();
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await me.post(clickPath(unknown))).status).toBe(404);
    expect((await me.post(AD_SPACE_PATHS.close, { id: unknown })).status).toBe(404);
    expect((await me.post(clickPath('nope'))).json.data).toEqual({ field: 'id', issue: 'id' });
    const operator = await signUpOperator(t);
    const offSite = ['/\\evil.example', '/\\/evil.example', 'https://user:pw@example.com/', '/a b'];
    for (const linkUrl of ['javascript:alert(1)', 'http://example.com', '//evil.example/x', 'https://', ...offSite]) {
      const answer = await operator.post(CONSOLE_PATHS.adSave, {
        ...launcherAd,
        contents: [{ locale: '*', text: 'x', linkUrl }],
      });
      expect([linkUrl, answer.status, answer.json.data]).toEqual([
        linkUrl,
        400,
        { field: 'contents.0.linkUrl', issue: 'format' },
      ]);
    }
    const empty = await operator.post(CONSOLE_PATHS.adSave, { ...launcherAd, contents: [] });
    expect([empty.status, empty.json.code]).toEqual([400, 10503]);
  });

  it('is edited and deleted in the console, each change audited', async () => {
    const operator = await signUpOperator(t);
    const id = (await operator.post(CONSOLE_PATHS.adSave, launcherAd)).json.data.id as string;
    const edited = await operator.post(CONSOLE_PATHS.adSave, {
      ...launcherAd,
      id,
      name: 'Renamed',
      contents: [{ locale: 'dede', text: 'Hallo' }],
    });
    expect(edited.json.data).toMatchObject({ name: 'Renamed', contents: [{ locale: 'dede', text: 'Hallo' }] });
    expect((await operator.post(CONSOLE_PATHS.adDelete, { id })).json).toMatchObject({ code: 200 });
    expect((await operator.post(CONSOLE_PATHS.adDelete, { id })).status).toBe(404);
    const actions = (await auditRows(t)).filter((row) => row.target === id).map((row) => row.action);
    // One clock for the whole test: the three rows share a millisecond, so their order is not asserted.
    expect(actions.sort()).toEqual(['ads.create', 'ads.delete', 'ads.edit']);
  });
});
