import { CURRENCIES, type Currency, MINOR_UNIT_DIGITS } from '@glossa/contracts/combo';

/** Digits after the point in a currency's major unit (2 for an unknown code, as most have). */
export function minorDigits(currency: string): number {
  return (CURRENCIES as readonly string[]).includes(currency) ? MINOR_UNIT_DIGITS[currency as Currency] : 2;
}

/**
 * An amount in integer minor units written in the major unit with a point, for files a
 * spreadsheet reads ("4.99" for 499 USD, "14400" for 14400 JPY): integer arithmetic only, no
 * floating-point money (docs/decisions/0019-plans-and-payments.md).
 */
export function decimalAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
