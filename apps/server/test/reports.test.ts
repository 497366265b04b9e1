import { randomUUID } from 'node:crypto';
import { REPORT_FIGURES, REPORT_PATHS } from '@glossa/contracts/reports';
import { TRACKING_GATEWAY, TRACKING_PATHS } from '@glossa/contracts/tracking';
import { loadCatalog } from '@glossa/i18n/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCsv } from '../src/features/reports/csv.ts';
import { buy, call, W } from './billing-kit.ts';
import { auditRows, signUpOperator, signUpUser } from './console-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { consentTokenFor } from './tracking-kit.ts';

const DAY = 86_400_000;
/** A day without any activity: every figure 0. */
const QUIET_DAY = Object.fromEntries(REPORT_FIGURES.map((figure) => [figure, 0])) as Record<
  (typeof REPORT_FIGURES)[number],
  number
>;
const DAY1 = Date.parse('2026-03-01T10:00:00Z');
let clock = DAY1;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

let seq = 0;
async function stay(anonymousId: string, locale: string, stayTime: number) {
  seq += 1;
  const answer = await call(t, 'POST', `${TRACKING_GATEWAY}${TRACKING_PATHS.savePageLog}`, {
    body: {
      requestId: `req-${seq}-report`,
      anonymousId,
      systemCode: 'glossa-web',
      buryPointId: 'page_stay',
      deviceInfo: JSON.stringify({ url: `http://localhost/${locale}/help` }),
      buryPointTime: '2026-03-01 10:00:00',
      pageKey: `/${locale}/help`,
      stayTime,
      consentToken: consentTokenFor(t, anonymousId, () => clock),
    },
    address: `10.30.0.${seq}`,
  });
  expect(answer.status).toBe(200);
}

/** A translation job as the workspace leaves it, `ms` long; a document when `format` is given. */
async function translation(source: string, target: string, state: string, ms: number, format?: string) {
  const conversation = randomUUID();
  const fileId = format ? randomUUID() : null;
  if (fileId) {
    await t.db
      .insertInto('stored_files')
      .values({
        id: fileId,
        owner: 'visitor:x',
        name: `a.${format}`,
        format: format as string,
        size: 1,
        storage_key: fileId,
        unlock_secret: null,
        info: '{}',
        created_at: clock,
        expires_at: clock + DAY,
        deleted_at: null,
      })
      .execute();
  }
  await t.db
    .insertInto('conversations')
    .values({
      id: conversation,
      owner: 'visitor:x',
      name: '',
      module: format ? 'document' : 'text',
      source_language: source,
      target_language: target,
      file_id: fileId,
      preview: '',
      settings: '{}',
      next_seq: 1,
      created_at: clock,
      updated_at: clock,
    })
    .execute();
  await t.db
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      conversation_id: conversation,
      message_id: randomUUID(),
      kind: 'translate',
      state,
      input: '{}',
      total: 1,
      done: 1,
      revision: 0,
      error: null,
      created_at: clock,
      updated_at: clock + ms,
      queued_at: clock,
      attempt: 1,
      address: null,
    })
    .execute();
}

describe('reports', () => {
  let operator: Awaited<ReturnType<typeof signUpOperator>>;

  beforeAll(async () => {
    operator = await signUpOperator(t);
    const buyer = await signUpUser(t);
    await buy(t, buyer, 'member');
    await stay('browser-1', 'dede', 4000);
    await stay('browser-1', 'dede', 2000);
    await stay('browser-2', 'enus', 6000);
    await translation('en', 'de', 'done', 2000);
    await translation('en', 'fr', 'done', 4000, 'docx');
    clock = DAY1 + DAY;
    await signUpUser(t);
    await stay('browser-3', 'zhcn', 1000);
    await translation('en', 'de', 'failed', 500, 'pdf');
  });

  it('answers visitors, page views, stay, translations, engine time, sign-ups and conversion per day', async () => {
    const answer = await operator.post(REPORT_PATHS.summary, { from: '2026-03-01', to: '2026-03-03' });
    expect(answer.json.code).toBe(200);
    const report = answer.json.data;
    expect(report.days).toEqual([
      {
        day: '2026-03-01',
        visitors: 2,
        pageViews: 3,
        stayMs: 4000,
        translations: 2,
        failedTranslations: 0,
        engineMs: 3000,
        apiRequests: 0,
        apiDocuments: 0,
        apiCharacters: 0,
        signUps: 2,
        payingAccounts: 1,
        paidOrders: 1,
      },
      {
        day: '2026-03-02',
        visitors: 1,
        pageViews: 1,
        stayMs: 1000,
        translations: 1,
        failedTranslations: 1,
        engineMs: 0,
        apiRequests: 0,
        apiDocuments: 0,
        apiCharacters: 0,
        signUps: 1,
        payingAccounts: 0,
        paidOrders: 0,
      },
      { day: '2026-03-03', ...QUIET_DAY },
    ]);
    expect(report.totals).toEqual({
      visitors: 3,
      pageViews: 4,
      stayMs: 3250,
      translations: 3,
      failedTranslations: 1,
      engineMs: 3000,
      apiRequests: 0,
      apiDocuments: 0,
      apiCharacters: 0,
      signUps: 3,
      payingAccounts: 1,
      paidOrders: 1,
      conversion: 1 / 3,
    });
    expect(report.locales).toEqual([
      { locale: 'dede', visitors: 1, pageViews: 2, stayMs: 3000 },
      { locale: 'enus', visitors: 1, pageViews: 1, stayMs: 6000 },
      { locale: 'zhcn', visitors: 1, pageViews: 1, stayMs: 1000 },
    ]);
    expect(report.formats).toEqual([
      { key: 'docx', count: 1 },
      { key: 'pdf', count: 1 },
      { key: 'text', count: 1 },
    ]);
    expect(report.pairs).toEqual([
      { key: 'en → de', count: 2 },
      { key: 'en → fr', count: 1 },
    ]);
  });

  it('keeps to the range asked', async () => {
    const answer = await operator.post(REPORT_PATHS.summary, { from: '2026-03-02', to: '2026-03-02' });
    expect(answer.json.data.totals).toMatchObject({
      visitors: 1,
      translations: 1,
      signUps: 1,
      paidOrders: 0,
      conversion: 0,
    });
  });

  it('exports the days as CSV with headers in the operator’s language, and audits the export', async () => {
    const answer = await call(t, 'POST', `${W}${REPORT_PATHS.export}`, {
      body: { from: '2026-03-01', to: '2026-03-02' },
      headers: { authorization: `Bearer ${operator.token}`, 'lan-i18n-code': 'dede' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename=report-2026-03-01-2026-03-02.csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Tag (UTC),Besucher,Seitenaufrufe,Durchschnittliche Verweildauer (ms),Übersetzungen,Fehlgeschlagene Übersetzungen,Durchschnittliche Übersetzungsdauer (ms),API-Anfragen,API-Dokumente,API-Zeichen,Registrierungen,Zahlende Konten,Bezahlte Bestellungen,Umsatz (USD)',
    );
    expect(lines.slice(1)).toEqual([
      '2026-03-01,2,3,4000,2,0,3000,0,0,0,2,1,1,4.99',
      '2026-03-02,1,1,1000,1,1,0,0,0,0,1,0,0,0.00',
    ]);
    const [row] = await auditRows(t, 'reports.export');
    expect(row).toMatchObject({ operator_email: operator.email, target: '2026-03-01..2026-03-02' });
  });

  it('refuses a backwards or too long range', async () => {
    const backwards = await operator.post(REPORT_PATHS.summary, { from: '2026-03-02', to: '2026-03-01' });
    expect([backwards.status, backwards.json.code]).toEqual([400, 10530]);
    const long = await operator.post(REPORT_PATHS.summary, { from: '2025-01-01', to: '2026-03-01' });
    expect([long.status, long.json.code]).toEqual([400, 10531]);
    expect(long.json.msg).toBe('Choose a date range of at most 366 days');
  });

  it('is not there for anyone but an operator', async () => {
    const user = await signUpUser(t);
    for (const path of [REPORT_PATHS.summary, REPORT_PATHS.export]) {
      const theirs = await user.post(path, { from: '2026-03-01', to: '2026-03-02' });
      expect(theirs.status).toBe(404);
      const visitor = await call(t, 'POST', `${W}${path}`, { body: { from: '2026-03-01', to: '2026-03-02' } });
      expect(visitor.status).toBe(404);
    }
  });

  it('neutralises a formula in a text cell of the CSV', () => {
    const day = QUIET_DAY;
    const csv = reportCsv(
      {
        from: 'a',
        to: 'b',
        days: [{ day: '=HYPERLINK("x")', ...day }],
        totals: { ...day, conversion: 0 },
        locales: [],
        formats: [],
        pairs: [],
        revenue: [],
        revenueByPlan: [],
      },
      loadCatalog(),
      'enus',
    );
    expect(csv.split('\n')[1]).toBe(`"'=HYPERLINK(""x"")",0,0,0,0,0,0,0,0,0,0,0,0`);
  });
});
