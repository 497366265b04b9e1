import { DEFAULT_LOCALE } from '@glossa/contracts/locales';
import { loadCatalog } from '@glossa/i18n/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#core/config.ts';
import { createMailer } from '#core/mailer.ts';
import { PlanEndReminders } from '../src/features/billing/reminders.ts';
import { type Buyer, call, sandboxNotice, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
let clock = Date.UTC(2026, 2, 10, 12);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let emails = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://glossa.test', SITE_NAME: 'Glossa Test' }, FALLBACK_BUNDLE, {
    now: () => clock,
  });
});
afterAll(async () => t.close());

/** A sweeping process of its own (each server process that works jobs has one). */
function process(): PlanEndReminders {
  const log = t.app.log;
  const mailer = createMailer({ db: t.db, smtpUrl: undefined, from: 'test@glossa.test', log, now: () => clock });
  return new PlanEndReminders({
    db: t.db,
    catalog: loadCatalog(),
    mailer,
    siteName: 'Glossa Test',
    publicUrl: 'https://glossa.test',
    defaultLocale: DEFAULT_LOCALE,
    log,
    days: t.config.planEndReminderDays,
    now: () => clock,
  });
}

async function buyer(): Promise<{ who: Buyer; email: string }> {
  const email = `reminded${++emails}@example.com`;
  return { who: await signUp(t, email, () => (clock += 2 * MINUTE)), email };
}

async function buyIn(who: Buyer, comboId: string, locale: string): Promise<void> {
  const created = await call(t, 'POST', `${W}/combo-order/create-order`, {
    body: { comboId, currency: 'EUR', agreed: true },
    headers: { authorization: `Bearer ${who.token}`, 'lan-i18n-code': locale },
  });
  expect(created.json).toMatchObject({ code: 200 });
  const paid = await sandboxNotice(t, who, created.json.data.orderNo, 'succeed');
  expect(paid.json.data).toEqual({ fulfilled: true });
}

/** Where the buyer's member plan ends as the ledger has it: its last grant's end (a yearly plan's twelfth month). */
async function planEnd(who: Buyer): Promise<number> {
  const row = await t.db
    .selectFrom('plan_grants')
    .select((eb) => eb.fn.max('expires_at').as('end'))
    .where('owner', '=', `user:${who.userId}`)
    .executeTakeFirstOrThrow();
  return Number(row.end);
}

const reminders = (email: string) =>
  t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to', '=', email)
    .where('html', 'like', '%/plans"%')
    .orderBy('created_at')
    .execute();

describe('plan-end reminders', () => {
  it('reads PLAN_END_REMINDER_DAYS: 7 and 1 by default, none, or refused when not days', () => {
    expect(t.config.planEndReminderDays).toEqual([7, 1]);
    expect(loadConfig({ NODE_ENV: 'test', PLAN_END_REMINDER_DAYS: '30,3' }).planEndReminderDays).toEqual([30, 3]);
    expect(loadConfig({ NODE_ENV: 'test', PLAN_END_REMINDER_DAYS: 'none' }).planEndReminderDays).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', PLAN_END_REMINDER_DAYS: '7,0' })).toThrow(/PLAN_END_REMINDER_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PLAN_END_REMINDER_DAYS: 'soon' })).toThrow(/PLAN_END_REMINDER_DAYS/);
  });

  it('reminds 7 days and 1 day before a plan ends, once each, in the buyer’s language', async () => {
    const { who, email } = await buyer();
    await buyIn(who, 'member', 'frfr');
    const end = await planEnd(who);
    const one = process();
    const two = process();
    expect(await one.sweep()).toBe(0);

    clock = end - 7 * DAY + HOUR;
    // Two processes sweep at once, and again: one reminder.
    const counts = await Promise.all([one.sweep(), two.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await one.sweep()).toBe(0);
    let mails = await reminders(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre offre Glossa Test se termine dans 7 jours']);
    expect(mails[0]?.text).toContain('Votre offre (Formule Pro · Mensuel) se termine le 10 avril 2026.');
    expect(mails[0]?.text).toContain('https://glossa.test/frfr/plans');
    expect(mails[0]?.html).toContain('<html lang="fr" dir="ltr">');

    clock = end - DAY + HOUR;
    expect(await two.sweep()).toBe(1);
    expect(await one.sweep()).toBe(0);
    mails = await reminders(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Votre offre Glossa Test se termine dans 7 jours',
      'Votre offre Glossa Test se termine dans 1 jour',
    ]);
  });

  it('sends nothing for a plan already renewed, and one mail when a sweep comes late', async () => {
    const { who, email } = await buyer();
    await buyIn(who, 'member', 'arsa');
    const end = await planEnd(who);
    clock = end - 10 * DAY;
    await buyIn(who, 'member', 'arsa');
    const renewedEnd = await planEnd(who);
    expect(renewedEnd).toBeGreaterThan(end);
    clock = end - DAY + HOUR;
    const sweeper = process();
    await sweeper.sweep();
    expect(await reminders(email)).toHaveLength(0);

    // The renewed plan's end, with no sweep at 7 days (the server was down): one mail, not two.
    clock = renewedEnd - 12 * HOUR;
    await sweeper.sweep();
    const mails = await reminders(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('تنتهي خطتك في Glossa Test بعد يوم واحد');
    expect(mails[0]?.html).toContain('<html lang="ar" dir="rtl">');
    clock = renewedEnd - 6 * DAY;
    await sweeper.sweep();
    expect(await reminders(email)).toHaveLength(1);
  });

  it('does not remind a yearly plan at the end of each of its months', async () => {
    const { who, email } = await buyer();
    await buyIn(who, 'member-yearly', 'enus');
    const end = await planEnd(who);
    clock += 30 * DAY - 6 * DAY;
    await process().sweep();
    expect(await reminders(email)).toHaveLength(0);
    clock = end - 7 * DAY + HOUR;
    await process().sweep();
    expect((await reminders(email)).map((mail) => mail.subject)).toEqual(['Your Glossa Test plan ends in 7 days']);
  });
});
