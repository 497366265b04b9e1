import type { ConsolePlan } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { type ConsoleSection, onlyRow } from './section.ts';

const yes = (value: boolean) => (value ? 1 : 0);

async function consolePlans(db: Database, id?: string): Promise<ConsolePlan[]> {
  let query = db.selectFrom('plans').selectAll();
  if (id) query = query.where('id', '=', id);
  const [plans, prices] = await Promise.all([
    query.orderBy('sort_order').execute(),
    db.selectFrom('plan_prices').selectAll().orderBy('currency').execute(),
  ]);
  return plans.map((plan) => ({
    id: plan.id,
    kind: plan.kind,
    member: plan.member === 1,
    periodUnit: plan.period_unit,
    periodCount: plan.period_count,
    periodDays: plan.period_days,
    dailyChats: plan.daily_chats,
    planChats: plan.plan_chats,
    packChats: plan.pack_chats,
    fileMaxBytes: Number(plan.file_max_bytes),
    storageDays: plan.storage_days,
    languages: plan.languages,
    formatTier: plan.format_tier,
    discountPercent: plan.discount_percent,
    textMaxChars: plan.text_max_chars,
    domainFeature: plan.domain_feature === 1,
    earlyAccess: plan.early_access === 1,
    adFree: plan.ad_free === 1,
    support: plan.support,
    sortOrder: plan.sort_order,
    active: plan.active === 1,
    prices: prices
      .filter((price) => price.plan_id === plan.id)
      .map((price) => ({
        currency: price.currency as ConsolePlan['prices'][number]['currency'],
        amount: Number(price.amount),
        firstAmount: price.first_amount === null ? null : Number(price.first_amount),
      })),
  }));
}

/** Plans and prices: the billing feature's plan data (migration 0012), edited in place. */
export const plansSection: ConsoleSection = async (scope, { db, now }) => {
  gatewayRoute(scope, ROUTES.plansList, async () => ok(await consolePlans(db)));

  gatewayRoute(scope, ROUTES.planSave, async (request) => {
    const { id, prices, ...fields } = request.body;
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('plans')
        .set({
          period_days: fields.periodDays,
          daily_chats: fields.dailyChats,
          plan_chats: fields.planChats,
          pack_chats: fields.packChats,
          file_max_bytes: fields.fileMaxBytes,
          storage_days: fields.storageDays,
          languages: fields.languages,
          format_tier: fields.formatTier,
          discount_percent: fields.discountPercent,
          text_max_chars: fields.textMaxChars,
          domain_feature: yes(fields.domainFeature),
          early_access: yes(fields.earlyAccess),
          ad_free: yes(fields.adFree),
          support: fields.support,
          sort_order: fields.sortOrder,
          active: yes(fields.active),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('notFound');
      await trx.deleteFrom('plan_prices').where('plan_id', '=', id).execute();
      if (prices.length > 0) {
        await trx
          .insertInto('plan_prices')
          .values(
            prices.map((p) => ({ plan_id: id, currency: p.currency, amount: p.amount, first_amount: p.firstAmount })),
          )
          .execute();
      }
    });
    await audit(db, operatorOf(request), 'plans.edit', id, request.body, now());
    return ok(onlyRow(await consolePlans(db, id)));
  });
};
