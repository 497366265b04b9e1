import type { Currency } from '@glossa/contracts/combo';
import type { Combo, ComboPrice, ComboRights, RightsRow } from '@glossa/contracts/combo-answers';
import type { Database } from '#db/database.ts';
import type { PlanTable } from '#db/schema.ts';
import { formatsOf } from '../quota/index.ts';
import { discounted } from './money.ts';

type Executor = Pick<Database, 'selectFrom'>;

export interface PricedPlan {
  plan: PlanTable;
  /** Null for the free and the enterprise plan, or when the plan has no price in this currency. */
  price: ComboPrice | null;
}

export function rightsOf(plan: PlanTable): ComboRights {
  return {
    monthlyChats: plan.kind === 'member' ? plan.plan_chats : null,
    dailyChats: plan.daily_chats,
    packChats: plan.pack_chats,
    fileMaxBytes: Number(plan.file_max_bytes),
    languages: plan.languages,
    formats: formatsOf(plan.format_tier).length,
    storageDays: plan.storage_days,
    domainFeature: plan.domain_feature === 1,
    earlyAccess: plan.early_access === 1,
    support: plan.support,
    textMaxChars: plan.text_max_chars,
  };
}

const RIGHTS: (keyof ComboRights)[] = [
  'monthlyChats',
  'dailyChats',
  'packChats',
  'fileMaxBytes',
  'languages',
  'formats',
  'storageDays',
  'domainFeature',
  'earlyAccess',
  'support',
];

/** The plans as data (table `plans` and `plan_prices`), as operators keep them. */
export class PlanCatalog {
  constructor(private readonly db: Database) {}

  async plans(): Promise<PlanTable[]> {
    return this.db.selectFrom('plans').selectAll().where('active', '=', 1).orderBy('sort_order').execute();
  }

  /** `db`: the caller's transaction, where there is one (SQLite has one connection). */
  async plan(id: string, db: Executor = this.db): Promise<PlanTable | undefined> {
    return db.selectFrom('plans').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  async price(plan: PlanTable, currency: Currency, db: Executor = this.db): Promise<ComboPrice | null> {
    const row = await db
      .selectFrom('plan_prices')
      .selectAll()
      .where('plan_id', '=', plan.id)
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!row) return null;
    const listAmount = Number(row.amount);
    return {
      currency,
      listAmount,
      amount: discounted(listAmount, plan.discount_percent),
      discountPercent: plan.discount_percent,
      firstAmount: row.first_amount === null ? null : Number(row.first_amount),
    };
  }

  async combos(currency: Currency, periodUnit?: 'month' | 'year'): Promise<Combo[]> {
    const plans = (await this.plans()).filter(
      (plan) => !periodUnit || plan.kind !== 'member' || plan.period_unit === periodUnit,
    );
    return Promise.all(
      plans.map(async (plan) => ({
        comboId: plan.id,
        kind: plan.kind,
        periodUnit: plan.period_unit,
        periodCount: plan.period_count,
        price: await this.price(plan, currency),
        rights: rightsOf(plan),
      })),
    );
  }

  /** The plans page's comparison: one row per right, a value per plan. */
  async rightsDiff(): Promise<{ comboIds: string[]; rows: RightsRow[] }> {
    const plans = await this.plans();
    const rights = plans.map((plan) => [plan.id, rightsOf(plan)] as const);
    return {
      comboIds: plans.map((plan) => plan.id),
      rows: RIGHTS.map((right) => ({
        right,
        values: Object.fromEntries(rights.map(([id, values]) => [id, values[right]])),
      })),
    };
  }
}
