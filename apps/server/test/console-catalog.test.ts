import { COMBO_PATHS } from '@glossa/contracts/combo';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceDeps } from '../src/features/workspace/deps.ts';
import { downloadFormats } from '../src/features/workspace/download-choices.ts';
import { buy } from './billing-kit.ts';
import { auditRows, call, signUpOperator, signUpUser, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('plans and prices', () => {
  it('lists every plan with its prices and edits one, which the plans page then shows', async () => {
    const operator = await signUpOperator(t);
    const plans = (await operator.post(CONSOLE_PATHS.plansList)).json.data as { id: string }[];
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'member', 'member-yearly', 'pack-500', 'enterprise']);
    const member = plans.find((plan) => plan.id === 'member') as Record<string, unknown>;
    expect(member).toMatchObject({ kind: 'member', adFree: true, discountPercent: 0 });
    const edited = await operator.post(CONSOLE_PATHS.planSave, {
      ...member,
      planChats: 321,
      discountPercent: 10,
      prices: [{ currency: 'USD', amount: 1200, firstAmount: null }],
    });
    expect(edited.json.data).toMatchObject({ planChats: 321, prices: [{ currency: 'USD', amount: 1200 }] });
    const combos = await call(t, 'POST', `${W}${COMBO_PATHS.search}`, { body: { currency: 'USD' } });
    const combo = combos.json.data.find((c: { comboId: string }) => c.comboId === 'member');
    expect(combo).toMatchObject({ price: { listAmount: 1200, amount: 1080 }, rights: { monthlyChats: 321 } });
    const euro = await call(t, 'POST', `${W}${COMBO_PATHS.search}`, { body: { currency: 'EUR' } });
    expect(euro.json.data.find((c: { comboId: string }) => c.comboId === 'member').price).toBeNull();
    expect((await auditRows(t, 'plans.edit'))[0]?.target).toBe('member');
  });

  it('refuses an unknown plan and a currency twice', async () => {
    const operator = await signUpOperator(t);
    const plans = (await operator.post(CONSOLE_PATHS.plansList)).json.data as Record<string, unknown>[];
    const free = plans[0] as Record<string, unknown>;
    expect((await operator.post(CONSOLE_PATHS.planSave, { ...free, id: 'gold' })).status).toBe(404);
    const twice = await operator.post(CONSOLE_PATHS.planSave, {
      ...free,
      prices: [
        { currency: 'USD', amount: 1, firstAmount: null },
        { currency: 'USD', amount: 2, firstAmount: null },
      ],
    });
    expect([twice.status, twice.json.data]).toEqual([400, { field: 'prices', issue: 'invalid' }]);
  });
});

describe('orders', () => {
  it('lists every buyer’s orders with their e-mail, filtered by state, and shows one', async () => {
    const operator = await signUpOperator(t);
    const buyer = await signUpUser(t);
    const orderNo = await buy(t, buyer, 'pack-500');
    const paid = await operator.post(CONSOLE_PATHS.ordersPage, { state: 'paid' });
    const row = paid.json.data.records.find((order: { orderNo: string }) => order.orderNo === orderNo);
    expect(row).toMatchObject({ email: buyer.email, planId: 'pack-500', state: 'paid', provider: 'sandbox' });
    const pending = await operator.post(CONSOLE_PATHS.ordersPage, { state: 'pending' });
    expect(pending.json.data.records.map((o: { orderNo: string }) => o.orderNo)).not.toContain(orderNo);
    expect((await operator.post(CONSOLE_PATHS.orderDetail, { orderNo })).json.data.orderNo).toBe(orderNo);
    expect((await operator.post(CONSOLE_PATHS.orderDetail, { orderNo: 'NOPE1' })).status).toBe(404);
  });
});

describe('site settings', () => {
  it('sets the site name getBaseConfig reports, turns export formats off, and goes back', async () => {
    const operator = await signUpOperator(t);
    const before = (await operator.post(CONSOLE_PATHS.settingsGet)).json.data;
    expect(before).toMatchObject({ siteName: null, disabledExportFormats: [] });
    expect(before.exportFormats).toContain('docx');
    expect(before.uploadLimits[0]).toMatchObject({ planId: 'free' });
    const saved = await operator.post(CONSOLE_PATHS.settingsSave, {
      siteName: 'Lingo',
      disabledExportFormats: ['pdf'],
    });
    expect(saved.json.data).toMatchObject({ siteName: 'Lingo', disabledExportFormats: ['pdf'] });
    const base = await call(t, 'POST', `${W}/system/getBaseConfig`);
    expect(base.json.data.siteName).toBe('Lingo');
    // Downloads follow: the file's own format stays, the others turned off go.
    const deps = { db: t.db, libreOffice: true } as WorkspaceDeps;
    expect(await downloadFormats(deps, 'a.docx', 'docx')).toEqual(['docx', 'odt']);
    await operator.post(CONSOLE_PATHS.settingsSave, {
      siteName: 'Lingo',
      disabledExportFormats: ['docx', 'odt', 'pdf'],
    });
    expect(await downloadFormats(deps, 'a.docx', 'docx')).toEqual(['docx']);
    await operator.post(CONSOLE_PATHS.settingsSave, { siteName: '', disabledExportFormats: [] });
    expect(await downloadFormats(deps, 'a.docx', 'docx')).toContain('pdf');
    expect((await call(t, 'POST', `${W}/system/getBaseConfig`)).json.data.siteName).toBe(before.siteNameDefault);
    expect((await auditRows(t, 'settings.save')).length).toBe(3);
  });
});
