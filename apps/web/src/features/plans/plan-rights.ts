import type { QuotaInfo } from '@glossa/contracts/chat';
import type { Combo, ComboRights } from '@glossa/contracts/combo-answers';
import { planLabelText } from '@glossa/contracts/receipt';
import type { TFunction } from 'i18next';
import { formatFileSize, isolate } from '../../lib/file-size.ts';
import { counted } from './plan-facts.ts';

/** A counted text of the plans namespace, its number in the reader's format. */
function plansCounted(t: TFunction, key: string, count: number, language: string): string {
  const shown = new Intl.NumberFormat(language).format(count);
  return t(key, { ns: 'plans', count, replace: { count: shown } });
}

/** A plan's name as people see it: by its kind, with the period where there are two ("Pro · Yearly"). */
export function planLabel(combo: Pick<Combo, 'kind' | 'periodUnit'> | undefined, comboId: string, t: TFunction) {
  if (!combo) return comboId;
  return planLabelText(combo.kind, combo.periodUnit, (key) => t(key, { ns: 'plans' }));
}

/**
 * The name of the plan in force as the account menu and the package panel show it: by its kind
 * ("Pro · Yearly"), else its localised name; never its id ("member"). `t` is of `account`.
 */
export function planNameOf(quota: Pick<QuotaInfo, 'plan' | 'planKind' | 'periodUnit' | 'member'>, t: TFunction) {
  if (quota.planKind) return planLabel({ kind: quota.planKind, periodUnit: quota.periodUnit ?? null }, quota.plan, t);
  const known = ['free', 'member'].includes(quota.plan);
  return t(`package.plans.${known ? quota.plan : quota.member ? 'member' : 'free'}`, { ns: 'account' });
}

/** What a plan card lists, from the plan's rights as the server gives them. */
export function rightLines(combo: Combo, t: TFunction, language: string): string[] {
  const { rights } = combo;
  const lines: string[] = [];
  if (rights.monthlyChats !== null) lines.push(plansCounted(t, 'feature.monthlyChats', rights.monthlyChats, language));
  if (rights.dailyChats !== null) lines.push(counted(t, 'plan.dailyChats', rights.dailyChats, language));
  if (rights.packChats !== null) {
    lines.push(plansCounted(t, 'feature.packChats', rights.packChats, language));
    lines.push(t('feature.packAfter', { ns: 'plans' }));
    return lines;
  }
  if (combo.kind === 'enterprise') lines.push(t('feature.customChats', { ns: 'plans' }));
  lines.push(t('plan.fileSize', { ns: 'common', size: isolate(formatFileSize(rights.fileMaxBytes, language)) }));
  lines.push(plansCounted(t, 'feature.formats', rights.formats, language));
  lines.push(plansCounted(t, 'feature.languages', rights.languages, language));
  lines.push(counted(t, 'plan.storageDays', rights.storageDays, language));
  if (rights.domainFeature) lines.push(t('feature.domain', { ns: 'plans' }));
  if (rights.earlyAccess) lines.push(t('feature.earlyAccess', { ns: 'plans' }));
  lines.push(t(`support.${rights.support}`, { ns: 'plans', defaultValue: rights.support }));
  return lines;
}

export type RightCell = { kind: 'text'; text: string } | { kind: 'check'; included: boolean } | { kind: 'none' };

/** One cell of the comparison table: a number in the reader's format, a size, a tick, or nothing. */
export function rightCell(
  right: keyof ComboRights,
  value: number | boolean | string | null,
  t: TFunction,
  language: string,
): RightCell {
  if (value === null) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'check', included: value };
  if (typeof value === 'string')
    return { kind: 'text', text: t(`support.${value}`, { ns: 'plans', defaultValue: value }) };
  if (right === 'fileMaxBytes') return { kind: 'text', text: formatFileSize(value, language) };
  if (right === 'storageDays') return { kind: 'text', text: plansCounted(t, 'compare.days', value, language) };
  return { kind: 'text', text: new Intl.NumberFormat(language).format(value) };
}
