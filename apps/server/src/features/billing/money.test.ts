import { describe, expect, it } from 'vitest';
import { discounted } from './money.ts';
import { addPeriod } from './periods.ts';

describe('prices in minor units', () => {
  it('rounds a discount half up to the minor unit, in integers', () => {
    expect(discounted(11988, 20)).toBe(9590);
    expect(discounted(999, 15)).toBe(849);
    expect(discounted(1, 50)).toBe(1);
    expect(discounted(3, 50)).toBe(2);
    expect(discounted(18000, 20)).toBe(14400);
    expect(discounted(999, 0)).toBe(999);
    expect(discounted(999, 100)).toBe(0);
    expect(() => discounted(9.5, 10)).toThrow('Bad amount');
    expect(() => discounted(100, 12.5)).toThrow('Bad discount');
  });
});

describe('plan periods', () => {
  it('counts days, months and years in UTC, a month from the 31st ending on the last day', () => {
    const jan31 = Date.UTC(2026, 0, 31, 9);
    expect(addPeriod(jan31, 'month', 1)).toBe(Date.UTC(2026, 1, 28, 9));
    expect(addPeriod(Date.UTC(2028, 0, 31), 'month', 1)).toBe(Date.UTC(2028, 1, 29));
    expect(addPeriod(jan31, 'year', 1)).toBe(Date.UTC(2027, 0, 31, 9));
    expect(addPeriod(jan31, 'day', 7)).toBe(Date.UTC(2026, 1, 7, 9));
    expect(addPeriod(Date.UTC(2026, 9, 15), 'month', 3)).toBe(Date.UTC(2027, 0, 15));
  });
});
