/**
 * Money as data (docs/decisions/0019-plans-and-payments.md): amounts are integers in the
 * currency's minor unit everywhere, and this one function shows them, in the web app, the
 * server's e-mails and the sandbox checkout alike.
 */
export interface CurrencyFacts {
  /** Digits of the minor unit (ISO 4217): cents 2, yen 0, Kuwaiti fils 3. */
  digits: number;
  /** The smallest amount a payment may be, in minor units. */
  minimumCharge: number;
}

/**
 * The currencies known here. Minimum charges are Stripe's published minimums ("Minimum and
 * maximum charge amounts" of Stripe's supported-currencies documentation) where Stripe names one;
 * CNY, KRW, KWD and BHD have none there and take about the same worth as USD 0.50.
 */
export const CURRENCY_TABLE: Readonly<Record<string, CurrencyFacts>> = {
  USD: { digits: 2, minimumCharge: 50 },
  EUR: { digits: 2, minimumCharge: 50 },
  GBP: { digits: 2, minimumCharge: 30 },
  AUD: { digits: 2, minimumCharge: 50 },
  CAD: { digits: 2, minimumCharge: 50 },
  CHF: { digits: 2, minimumCharge: 50 },
  NZD: { digits: 2, minimumCharge: 50 },
  SGD: { digits: 2, minimumCharge: 50 },
  HKD: { digits: 2, minimumCharge: 400 },
  AED: { digits: 2, minimumCharge: 200 },
  BRL: { digits: 2, minimumCharge: 50 },
  BGN: { digits: 2, minimumCharge: 100 },
  CZK: { digits: 2, minimumCharge: 1500 },
  DKK: { digits: 2, minimumCharge: 250 },
  HUF: { digits: 2, minimumCharge: 17500 },
  INR: { digits: 2, minimumCharge: 50 },
  MXN: { digits: 2, minimumCharge: 1000 },
  MYR: { digits: 2, minimumCharge: 200 },
  NOK: { digits: 2, minimumCharge: 300 },
  PLN: { digits: 2, minimumCharge: 200 },
  RON: { digits: 2, minimumCharge: 200 },
  SEK: { digits: 2, minimumCharge: 300 },
  THB: { digits: 2, minimumCharge: 1000 },
  JPY: { digits: 0, minimumCharge: 50 },
  CNY: { digits: 2, minimumCharge: 400 },
  KRW: { digits: 0, minimumCharge: 700 },
  KWD: { digits: 3, minimumCharge: 150 },
  BHD: { digits: 3, minimumCharge: 200 },
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Digits of a currency's minor unit: the table's, else what the platform's ICU data says. */
export function minorUnitDigits(currency: string): number {
  const known = CURRENCY_TABLE[currency];
  if (known) return known.digits;
  if (!CURRENCY_CODE.test(currency)) throw new RangeError(`Not a currency code: ${currency}`);
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The smallest amount a payment in this currency may be, in minor units; undefined when none is known. */
export function minimumCharge(currency: string): number | undefined {
  return CURRENCY_TABLE[currency]?.minimumCharge;
}

/**
 * An integer amount of minor units as an exact decimal string ("1999", 2 digits: "19.99"),
 * so that formatting never goes through floating-point division.
 */
export function decimalAmount(amount: number, digits: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units, in the reader's number and currency format, with exactly the
 * currency's digits: 1999 USD is "$19.99" in English, "19,99 $" in German; 1500 JPY "¥1,500";
 * 1234 KWD "KWD 1.234". `language` is a BCP-47 tag (a locale's `iso`).
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = minorUnitDigits(currency);
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3).
  const exact = decimalAmount(amount, minorUnitDigits(currency)) as `${number}`;
  if (!RTL_LANGUAGES.has(language.split('-')[0] ?? '')) return format.format(exact);
  // In a right-to-left text a Latin symbol such as "US$" would be drawn "$US": isolated, it reads right.
  return format
    .formatToParts(exact)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2068${part.value}\u2069` : part.value))
    .join('');
}

/** Languages written right to left (their base tag). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);
