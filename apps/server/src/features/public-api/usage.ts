import { ownerKey } from '#core/owner.ts';
import type { WorkspaceDeps } from '../workspace/index.ts';
import type { ApiCaller, ApiUsage } from './contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How DeepL-style clients are told "no limit" (DeepL's own unlimited plans answer a 10^12 limit). */
export const UNLIMITED = 1_000_000_000_000;

/**
 * The API's usage in the words API clients expect (characters and documents), from the product's
 * quota (chats): the count is what was billed this period, the limit what the chats left allow on
 * top of it (each chat translates up to the plan's text length, or one document). Decision 0026.
 */
export async function apiUsage(deps: WorkspaceDeps, caller: ApiCaller): Promise<ApiUsage> {
  const { db, quota } = deps;
  const owner = ownerKey(caller.owner);
  const now = deps.now();
  const [info, { plan, grant }] = await Promise.all([
    quota.packageInfo(caller.owner, caller.address),
    quota.entitlement(caller.owner),
  ]);
  // The period: the plan's (its grant's dates) for members, today (UTC) for a daily allowance.
  const grantRow = grant
    ? await db.selectFrom('plan_grants').select('starts_at').where('id', '=', grant.id).executeTakeFirst()
    : undefined;
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const periodStart = grantRow && grant?.chatsLeft !== null ? grantRow.starts_at : dayStart;
  const periodEnd = grantRow && grant && grant.chatsLeft !== null ? grant.expiresAt : dayStart + DAY_MS;
  const [texts, documents] = await Promise.all([
    db
      .selectFrom('api_requests')
      .select((eb) => eb.fn.sum<number | string | null>('characters').as('characters'))
      .where('owner', '=', owner)
      .where('created_at', '>=', periodStart)
      .executeTakeFirst(),
    db
      .selectFrom('api_documents')
      .select((eb) => [
        eb.fn.sum<number | string | null>('billed_characters').as('characters'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('owner', '=', owner)
      .where('created_at', '>=', periodStart)
      .executeTakeFirst(),
  ]);
  const characterCount = Number(texts?.characters ?? 0) + Number(documents?.characters ?? 0);
  const documentCount = Number(documents?.count ?? 0);
  const unlimited = info.dailyLeft === null && info.planLeft === null;
  const chatsLeft = unlimited ? UNLIMITED : (info.chatsLeft ?? 0);
  const textMax = Math.min(plan.text_max_chars ?? deps.textMaxChars, deps.textMaxChars);
  return {
    characterCount,
    characterLimit: unlimited ? UNLIMITED : characterCount + chatsLeft * textMax,
    documentCount,
    documentLimit: unlimited ? UNLIMITED : documentCount + chatsLeft,
    chatsLeft,
    periodStart: new Date(periodStart).toISOString(),
    periodEnd: new Date(periodEnd).toISOString(),
  };
}
