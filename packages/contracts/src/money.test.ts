import { describe, expect, it } from 'vitest';
import { CURRENCY_TABLE, decimalAmount, formatMoney, minimumCharge, minorUnitDigits } from './money.ts';

/** Arabic may be written with Latin or Arabic-Indic digits, by the platform's ICU data. */
const arabicDigits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');

describe('money as data', () => {
  it('knows the minor-unit digits and minimum charge of each currency', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KRW')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('BHD')).toBe(3);
    // Not in the table: the platform's ISO data still gives the right digits.
    expect(minorUnitDigits('OMR')).toBe(3);
    expect(minorUnitDigits('VND')).toBe(0);
    expect(() => minorUnitDigits('usd!')).toThrow(RangeError);
    expect(minimumCharge('USD')).toBe(50);
    expect(minimumCharge('JPY')).toBe(50);
    expect(minimumCharge('OMR')).toBeUndefined();
    for (const facts of Object.values(CURRENCY_TABLE)) {
      expect(Number.isSafeInteger(facts.minimumCharge) && facts.minimumCharge > 0).toBe(true);
    }
  });

  it('writes minor units as an exact decimal, without floating point', () => {
    expect(decimalAmount(1999, 2)).toBe('19.99');
    expect(decimalAmount(5, 2)).toBe('0.05');
    expect(decimalAmount(-5, 3)).toBe('-0.005');
    expect(decimalAmount(1500, 0)).toBe('1500');
    expect(decimalAmount(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
    expect(() => decimalAmount(1.5, 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats USD, JPY and KWD in English, German, Arabic and Chinese', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD', 'en')).toBe('KWD\u00a01.234');

    expect(formatMoney(1999, 'USD', 'de')).toBe('19,99\u00a0$');
    expect(formatMoney(1500, 'JPY', 'de')).toBe('1.500\u00a0¥');
    expect(formatMoney(1234, 'KWD', 'de')).toBe('1,234\u00a0KWD');

    expect(arabicDigits(formatMoney(1999, 'USD', 'ar'))).toMatch(/19\.99/);
    expect(arabicDigits(formatMoney(1500, 'JPY', 'ar'))).toMatch(/1,500/);
    expect(arabicDigits(formatMoney(1234, 'KWD', 'ar'))).toMatch(/1\.234\sد\.ك\./u);
    // A Latin currency symbol is isolated in a right-to-left text, so "US$" is not drawn "$US".
    expect(formatMoney(1999, 'USD', 'ar')).toContain('\u2068US$\u2069');
    expect(formatMoney(1999, 'USD', 'en')).not.toContain('\u2068');

    expect(formatMoney(1999, 'USD', 'zh-CN')).toBe('US$19.99');
    expect(formatMoney(1500, 'JPY', 'zh-CN')).toBe('JP¥1,500');
    expect(formatMoney(6900, 'CNY', 'zh-CN')).toBe('¥69.00');
    expect(formatMoney(1234, 'KWD', 'zh-CN')).toBe('KWD\u00a01.234');
  });

  it('keeps the currency’s digits for whole, tiny and large amounts', () => {
    expect(formatMoney(1000, 'USD', 'en')).toBe('$10.00');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(1, 'BHD', 'en')).toBe('BHD\u00a00.001');
    expect(formatMoney(150_000, 'KRW', 'en')).toBe('₩150,000');
    // 2^53 - 1 cents: exact to the last cent (a float division would not be).
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
  });
});
