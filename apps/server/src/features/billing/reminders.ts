import type { ComboKind, PeriodUnit } from '@glossa/contracts/combo';
import { isLocaleCode, localeEntry } from '@glossa/contracts/locales';
import { planLabelText } from '@glossa/contracts/receipt';
import { type BillingMailing, billingMail } from './mail-layout.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface ReminderOptions extends BillingMailing {
  /** PLAN_END_REMINDER_DAYS: how many days before a plan's end each reminder goes (7 and 1). */
  days: number[];
  now: () => number;
}

interface EndingPlan {
  owner: string;
  end: number;
}

/**
 * Reminders before a prepaid member plan ends (issue 27). A plan's end is the end of the
 * account's latest member grant, so a plan already renewed (its next grant starts where this one
 * ends) has a later end and gets no reminder for the old one. Each reminder is claimed by a row
 * keyed by account, end and days before it: however many processes sweep, it goes once.
 */
export class PlanEndReminders {
  private readonly days: number[];

  constructor(private readonly options: ReminderOptions) {
    this.days = [...new Set(options.days)].sort((a, b) => a - b);
  }

  /** Sends the reminders due now; answers how many were sent. */
  async sweep(): Promise<number> {
    const longest = this.days.at(-1);
    if (longest === undefined) return 0;
    const now = this.options.now();
    let sent = 0;
    for (const plan of await this.endingWithin(now, longest * DAY_MS)) {
      if (await this.remind(plan, now)) sent += 1;
    }
    return sent;
  }

  /** Sweeps now and every hour in this process; answers how to stop. */
  start(): () => void {
    const run = () =>
      void this.sweep().catch((error: unknown) => this.options.log.error({ err: error }, 'plan-end reminders failed'));
    run();
    const timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async endingWithin(now: number, window: number): Promise<EndingPlan[]> {
    const rows = await this.options.db
      .selectFrom('plan_grants')
      .innerJoin('plans', 'plans.id', 'plan_grants.plan_id')
      .select((eb) => ['plan_grants.owner', eb.fn.max('plan_grants.expires_at').as('end')])
      .where('plans.kind', '=', 'member')
      .where('plan_grants.owner', 'like', 'user:%')
      .where('plan_grants.expires_at', '>', now)
      .groupBy('plan_grants.owner')
      .having((eb) => eb.fn.max('plan_grants.expires_at'), '<=', now + window)
      .execute();
    return rows.map((row) => ({ owner: row.owner, end: Number(row.end) }));
  }

  /**
   * The shortest reminder now due wins: a sweep that comes late (the server was down) sends one
   * mail, and the longer reminders it skipped are marked as done so they never follow it.
   */
  private async remind(plan: EndingPlan, now: number): Promise<boolean> {
    const due = this.days.filter((days) => plan.end - now <= days * DAY_MS);
    const [first, ...skipped] = due;
    if (first === undefined || !(await this.claim(plan, first, now))) return false;
    for (const days of skipped) await this.claim(plan, days, now);
    try {
      await this.send(plan, now);
    } catch (error) {
      // Claimed, so not tried again: a failed delivery is still in the outbox for the operator.
      this.options.log.error({ err: error, owner: plan.owner }, 'plan-end reminder mail failed');
    }
    return true;
  }

  private async claim(plan: EndingPlan, days: number, now: number): Promise<boolean> {
    const result = await this.options.db
      .insertInto('plan_end_reminders')
      .values({ owner: plan.owner, plan_end: plan.end, days_before: days, sent_at: now })
      .onConflict((conflict) => conflict.columns(['owner', 'plan_end', 'days_before']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  private async send(plan: EndingPlan, now: number): Promise<void> {
    const { db, catalog, siteName, publicUrl } = this.options;
    const [user, grant, order] = await Promise.all([
      db
        .selectFrom('users')
        .select(['email', 'disabled_at'])
        .where('id', '=', plan.owner.slice('user:'.length))
        .executeTakeFirst(),
      db
        .selectFrom('plan_grants')
        .innerJoin('plans', 'plans.id', 'plan_grants.plan_id')
        .select(['plans.kind', 'plans.period_unit'])
        .where('plan_grants.owner', '=', plan.owner)
        .where('plan_grants.expires_at', '=', plan.end)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('orders')
        .select('locale')
        .where('owner', '=', plan.owner)
        .where('state', '=', 'paid')
        .where('locale', 'is not', null)
        .orderBy('paid_at', 'desc')
        .executeTakeFirst(),
    ]);
    if (!user || user.disabled_at !== null) return;
    const locale = isLocaleCode(order?.locale) ? order.locale : this.options.defaultLocale;
    const t = (key: string, values?: Record<string, string | number>) => catalog.t(locale, 'plans', key, values);
    const { iso } = localeEntry(locale);
    const date = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(plan.end));
    const name = planLabelText(grant.kind as ComboKind, grant.period_unit as PeriodUnit | null, (key) => t(key));
    const count = Math.max(1, Math.ceil((plan.end - now) / DAY_MS));
    await this.options.mailer.send(
      billingMail(locale, {
        to: user.email,
        subject: t('reminder.subject', { site: siteName, count }),
        title: t('reminder.title'),
        intro: [t('reminder.body', { plan: name, date })],
        facts: [],
        notes: [t('reminder.renew'), t('reminder.noRenewal'), t('receipt.utc')],
        link: { label: t('reminder.action'), url: `${publicUrl}/${locale}/plans` },
        siteName,
      }),
    );
  }
}
