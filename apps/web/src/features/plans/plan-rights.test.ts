import type { Combo } from '@glossa/contracts/combo-answers';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { planLabel, rightCell, rightLines } from './plan-rights.ts';

/** A stand-in for i18next's t: namespace, key and values, plural forms picked the English way. */
const t = ((key: string, values: Record<string, unknown> = {}) => {
  const { ns = 'plans', replace, defaultValue: _default, ...rest } = values;
  const form = typeof rest.count === 'number' ? (rest.count === 1 ? '_one' : '_other') : '';
  const shown = replace ?? (Object.keys(rest).length ? rest : undefined);
  return `${ns}:${key}${form}${shown ? JSON.stringify(shown) : ''}`;
}) as unknown as TFunction;

const MB = 1024 * 1024;
const rights = {
  monthlyChats: null,
  dailyChats: null,
  packChats: null,
  fileMaxBytes: 50 * MB,
  languages: 176,
  formats: 62,
  storageDays: 30,
  domainFeature: false,
  earlyAccess: false,
  support: 'email',
  textMaxChars: null,
};
const combo = (kind: Combo['kind'], more: Partial<Combo['rights']> = {}, periodUnit: Combo['periodUnit'] = null) =>
  ({ comboId: kind, kind, periodUnit, periodCount: 1, price: null, rights: { ...rights, ...more } }) as Combo;

describe('plan rights as the cards and the table tell them', () => {
  it('lists a member plan from its rights, numbers in the reader format', () => {
    const lines = rightLines(combo('member', { monthlyChats: 1000, domainFeature: true }), t, 'en');
    expect(lines).toEqual([
      'plans:feature.monthlyChats_other{"count":"1,000"}',
      'common:plan.fileSize{"size":"\u206850 MB\u2069"}',
      'plans:feature.formats_other{"count":"62"}',
      'plans:feature.languages_other{"count":"176"}',
      'common:plan.storageDays_other{"count":"30"}',
      'plans:feature.domain',
      'plans:support.email',
    ]);
  });

  it('tells a pack by its chats alone, and an enterprise plan by its custom volumes', () => {
    expect(rightLines(combo('pack', { packChats: 500 }), t, 'de')).toEqual([
      'plans:feature.packChats_other{"count":"500"}',
      'plans:feature.packAfter',
    ]);
    expect(rightLines(combo('enterprise'), t, 'en')[0]).toBe('plans:feature.customChats');
  });

  it('fills the comparison cells: sizes, days, ticks and nothing', () => {
    expect(rightCell('fileMaxBytes', 10 * MB, t, 'en')).toEqual({ kind: 'text', text: '10 MB' });
    expect(rightCell('storageDays', 365, t, 'en')).toEqual({
      kind: 'text',
      text: 'plans:compare.days_other{"count":"365"}',
    });
    expect(rightCell('monthlyChats', 1000, t, 'de')).toEqual({ kind: 'text', text: '1.000' });
    expect(rightCell('earlyAccess', true, t, 'en')).toEqual({ kind: 'check', included: true });
    expect(rightCell('packChats', null, t, 'en')).toEqual({ kind: 'none' });
    expect(rightCell('support', 'priority', t, 'en')).toEqual({ kind: 'text', text: 'plans:support.priority' });
  });

  it('names a plan by its kind, with the period where there are two', () => {
    expect(planLabel(combo('member', {}, 'year'), 'member-yearly', t)).toBe('plans:name.member · plans:period.year');
    expect(planLabel(combo('pack'), 'pack-500', t)).toBe('plans:name.pack');
    expect(planLabel(undefined, 'retired-plan', t)).toBe('retired-plan');
  });
});
