/**
 * Prices are integers in the currency's minor unit (docs/decisions/0019-plans-and-payments.md).
 * A discount of `percent` whole percent is rounded half up to the minor unit, in integers only:
 * 11988 at 20% is 9590 (9590.4), 999 at 15% is 849 (849.15), 1 at 50% is 1 (0.5).
 */
export function discounted(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Bad amount ${amount}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error(`Bad discount ${percent}`);
  return Math.floor((amount * (100 - percent) + 50) / 100);
}
