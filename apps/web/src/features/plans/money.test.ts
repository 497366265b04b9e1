import type { Combo } from '@glossa/contracts/combo';
import { describe, expect, it } from 'vitest';
import { formatMoney, monthlyShare, yearlySaving } from './money.ts';

const member = (periodUnit: 'month' | 'year', discountPercent: number): Combo => ({
  comboId: `member-${periodUnit}`,
  kind: 'member',
  periodUnit,
  periodCount: 1,
  price: { currency: 'USD', listAmount: 11988, amount: 9590, discountPercent, firstAmount: null },
  rights: {} as Combo['rights'],
});

describe('formatMoney', () => {
  it('reads minor units in the currency and the reader language', () => {
    expect(formatMoney(999, 'USD', 'en-US')).toBe('$9.99');
    expect(formatMoney(6900, 'CNY', 'zh-CN')).toBe('¥69.00');
    expect(formatMoney(1500, 'JPY', 'ja-JP')).toMatch(/^[¥￥]1,500$/);
    expect(formatMoney(999, 'EUR', 'de-DE')).toBe('9,99\u00a0€');
    expect(formatMoney(999, 'USD', 'ar-SA')).toMatch(/٩٫٩٩|9\.99/);
  });

  it('keeps the currency minor units even for whole amounts', () => {
    expect(formatMoney(1000, 'USD', 'en-US')).toBe('$10.00');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });
});

describe('monthlyShare and yearlySaving', () => {
  it('divides a yearly amount into months, rounded to the minor unit', () => {
    expect(monthlyShare(9590, { periodUnit: 'year', periodCount: 1 })).toBe(799);
    expect(monthlyShare(999, { periodUnit: 'month', periodCount: 1 })).toBe(999);
    expect(monthlyShare(18000, { periodUnit: 'year', periodCount: 2 })).toBe(750);
  });

  it('tells the yearly saving, or none', () => {
    expect(yearlySaving([member('month', 0), member('year', 20)])).toBe(20);
    expect(yearlySaving([member('month', 0)])).toBe(0);
  });
});
