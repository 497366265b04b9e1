import { describe, expect, it } from 'vitest';
import { groupHistory, historyGroupKey, periodLabel } from './history-groups.ts';

const now = new Date('2025-03-20T02:30:00Z');

describe('historyGroupKey', () => {
  it('counts calendar days in the user time zone, not 24-hour spans', () => {
    // 02:30 UTC on the 20th is still the evening of the 19th in New York, the next day in UTC.
    const lateEvening = new Date('2025-03-19T23:00:00Z');
    expect(historyGroupKey(lateEvening, now, 'America/New_York')).toEqual({ kind: 'today' });
    expect(historyGroupKey(lateEvening, now, 'UTC')).toEqual({ kind: 'last7Days' });
  });

  it('puts dates into the last 7 and 30 days, then months of this year, then years', () => {
    const zone = 'UTC';
    expect(historyGroupKey(new Date('2025-03-14T10:00:00Z'), now, zone)).toEqual({ kind: 'last7Days' });
    expect(historyGroupKey(new Date('2025-03-13T10:00:00Z'), now, zone)).toEqual({ kind: 'last30Days' });
    expect(historyGroupKey(new Date('2025-02-19T10:00:00Z'), now, zone)).toEqual({ kind: 'last30Days' });
    expect(historyGroupKey(new Date('2025-02-18T10:00:00Z'), now, zone)).toEqual({
      kind: 'month',
      year: 2025,
      month: 2,
    });
    expect(historyGroupKey(new Date('2024-12-31T10:00:00Z'), now, zone)).toEqual({ kind: 'year', year: 2024 });
  });

  it('keeps future dates (a clock ahead) in today', () => {
    expect(historyGroupKey(new Date('2025-03-21T10:00:00Z'), now, 'UTC')).toEqual({ kind: 'today' });
  });
});

describe('groupHistory', () => {
  it('keeps the order of newest-first items and makes each group once', () => {
    const items = ['2025-03-20T01:00:00Z', '2025-03-19T09:00:00Z', '2025-03-18T09:00:00Z', '2025-01-05T09:00:00Z'];
    const groups = groupHistory(items, (item) => item, now, 'UTC');
    expect(groups.map((group) => [group.id, group.items.length])).toEqual([
      ['today', 1],
      ['last7Days', 2],
      ['month-2025-1', 1],
    ]);
  });
});

describe('periodLabel', () => {
  it('names months and years in the interface language', () => {
    expect(periodLabel({ kind: 'month', year: 2025, month: 1 }, 'en-US', 'UTC')).toBe('January 2025');
    expect(periodLabel({ kind: 'month', year: 2025, month: 1 }, 'zh-CN', 'UTC')).toBe('2025年1月');
    expect(periodLabel({ kind: 'year', year: 2023 }, 'en-US', 'UTC')).toBe('2023');
    expect(periodLabel({ kind: 'today' }, 'en-US', 'UTC')).toBeUndefined();
  });
});
