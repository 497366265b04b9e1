import type { Combo } from '@glossa/contracts/combo-answers';
import { describe, expect, it } from 'vitest';
import { monthlyShare, yearlySaving } from './money.ts';

const member = (periodUnit: 'month' | 'year', discountPercent: number): Combo => ({
  comboId: `member-${periodUnit}`,
  kind: 'member',
  periodUnit,
  periodCount: 1,
  price: { currency: 'USD', listAmount: 11988, amount: 9590, discountPercent, firstAmount: null },
  rights: {} as Combo['rights'],
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
