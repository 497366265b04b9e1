import type { PlanFacts, QuotaInfo } from '@glossa/contracts/chat';
import type { TFunction } from 'i18next';
import { formatFileSize, isolate } from '../../lib/file-size.ts';

/**
 * A counted message with its number in the reader's format ("1,000 chats"): the count picks the
 * plural form, the formatted number is what is shown. Keys are of `common` unless named as
 * 'chat:quota.titleDaily'.
 */
export function counted(
  t: TFunction,
  key: string,
  count: number,
  language: string,
  values: Record<string, string | number> = {},
): string {
  const shown = new Intl.NumberFormat(language).format(count);
  return t(key, { ns: 'common', count, replace: { ...values, count: shown } });
}

/**
 * What a plan allows, as short lines ("20 chats a day", "Files up to 10 MB", "Files kept for
 * 7 days"): what the member plan adds, told in the quota dialog beside the way to the plans page.
 */
export function planFactLines(plan: PlanFacts, t: TFunction, language: string): string[] {
  const lines: string[] = [];
  if (plan.dailyChats !== null) lines.push(counted(t, 'plan.dailyChats', plan.dailyChats, language));
  // Plan chats come per calendar month, from the day the plan started (billing/fulfil.ts).
  if (plan.planChats !== null) lines.push(counted(t, 'plan.planChats', plan.planChats, language));
  lines.push(t('plan.fileSize', { ns: 'common', size: isolate(formatFileSize(plan.fileMaxBytes, language)) }));
  lines.push(counted(t, 'plan.storageDays', plan.storageDays, language));
  return lines;
}

/**
 * The one count of chats left (`chatsLeft`, the same in the account menu, the launcher, the usage
 * page and the dialogs): "18 chats left today" (a daily plan), "998 chats left in your plan"
 * (members), "13 chats left" when packs add to either.
 */
export function chatsLeftLine(quota: QuotaInfo, t: TFunction, language: string): string | undefined {
  if (quota.unlimited || quota.chatsLeft === null) return t('launcher.unlimitedChats', { ns: 'common' });
  const key = quota.packLeft
    ? 'launcher.allChatsLeft'
    : quota.dailyLeft !== null
      ? 'launcher.chatsLeft'
      : 'launcher.planChatsLeft';
  return counted(t, key, quota.chatsLeft, language);
}

/**
 * What an action costs, said before it is taken (docs/product.md §4.3): every translation and
 * every follow-up (refine, ask, quote, summarise) uses one chat; an unlimited plan counts none.
 * "Refine: 1 chat · 15 chats left today".
 */
export function turnCostLine(quota: QuotaInfo, action: string, t: TFunction, language: string): string {
  if (quota.unlimited || quota.chatsLeft === null) return t('cost.unlimited', { ns: 'common', action });
  return `${t('cost.oneChat', { ns: 'common', action })} · ${chatsLeftLine(quota, t, language)}`;
}

/** The clock time, in the reader's format, at which a daily count starts again. */
export function renewalTime(renewsAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(renewsAt));
}

/** "Your daily chats start again today at 08:00." or "…tomorrow at 08:00.", in the reader's time zone. */
export function renewalLine(renewsAt: string, now: Date, t: TFunction, language: string): string {
  const at = new Date(renewsAt);
  const sameDay = at.toDateString() === now.toDateString();
  return t(sameDay ? 'plan.renewsToday' : 'plan.renewsTomorrow', {
    ns: 'common',
    time: renewalTime(renewsAt, language),
  });
}
