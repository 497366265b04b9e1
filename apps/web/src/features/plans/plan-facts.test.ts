import type { QuotaInfo } from '@glossa/contracts/chat';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { chatsLeftLine, planFactLines, renewalLine } from './plan-facts.ts';

/** A stand-in for i18next's t: the key with its values, plural forms picked the English way. */
const t = ((key: string, values: Record<string, unknown> = {}) => {
  const { ns: _ns, replace, ...rest } = values;
  const form = typeof rest.count === 'number' ? (rest.count === 1 ? '_one' : '_other') : '';
  return `${key}${form}${JSON.stringify(replace ?? rest)}`;
}) as unknown as TFunction;

const quota: QuotaInfo = {
  plan: 'free',
  member: false,
  chatsLeft: 1,
  dailyLeft: 1,
  planLeft: null,
  expiresAt: null,
  dailyChats: 20,
  renewsAt: '2026-01-02T00:00:00.000Z',
};

describe('plan facts', () => {
  it('names what a daily plan and a member plan allow', () => {
    const free = { dailyChats: 20, planChats: null, periodDays: null, fileMaxBytes: 10 * 1024 * 1024, storageDays: 7 };
    expect(planFactLines(free, t, 'en')).toEqual([
      'plan.dailyChats_other{"count":"20"}',
      'plan.fileSize{"size":"\u206810 MB\u2069"}',
      'plan.storageDays_other{"count":"7"}',
    ]);
    const member = {
      dailyChats: null,
      planChats: 1000,
      periodDays: 30,
      fileMaxBytes: 50 * 1024 * 1024,
      storageDays: 30,
    };
    expect(planFactLines(member, t, 'en')[0]).toBe('plan.planChats_other{"count":"1,000"}');
  });

  it('tells the chats left: today’s for a daily plan, else the plan’s', () => {
    expect(chatsLeftLine(quota, t, 'en')).toBe('launcher.chatsLeft_one{"count":"1"}');
    expect(chatsLeftLine({ ...quota, chatsLeft: 1998, dailyLeft: null, planLeft: 1998 }, t, 'de')).toBe(
      'launcher.planChatsLeft_other{"count":"1.998"}',
    );
    // With packs the one count is the sum, named without "today" or "in your plan".
    expect(chatsLeftLine({ ...quota, chatsLeft: 13, dailyLeft: 3, packLeft: 10 }, t, 'en')).toBe(
      'launcher.allChatsLeft_other{"count":"13"}',
    );
    expect(chatsLeftLine({ ...quota, chatsLeft: null, unlimited: true }, t, 'en')).toBe('launcher.unlimitedChats{}');
  });

  it('says whether the count starts again today or tomorrow, in the reader’s clock', () => {
    const renews = new Date(2026, 0, 2, 8, 0);
    const sameDay = new Date(2026, 0, 2, 3, 0);
    const dayBefore = new Date(2026, 0, 1, 22, 0);
    expect(renewalLine(renews.toISOString(), sameDay, t, 'en')).toMatch(/^plan\.renewsToday\{"time":"8:00\sAM"\}$/);
    expect(renewalLine(renews.toISOString(), dayBefore, t, 'en')).toMatch(/^plan\.renewsTomorrow/);
  });
});
