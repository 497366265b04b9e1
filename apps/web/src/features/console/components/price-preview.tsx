import type { ConsolePlan } from '@glossa/contracts/console-answers';
import { localeEntry } from '@glossa/contracts/locales';
import { formatMoney } from '@glossa/contracts/money';
import { Form, Typography } from 'antd';
import { useUiLocale } from '../../../lib/ui-locale.ts';

type Price = ConsolePlan['prices'][number];

/**
 * What a minor-unit amount the operator types comes to, as buyers will see it ("1999" → "$19.99",
 * "1500" → "¥1,500"): the price row's currency decides the digits.
 */
export function PricePreview({ row, amount }: { row: number; amount: 'amount' | 'firstAmount' }) {
  const { iso: language, dir } = localeEntry(useUiLocale().locale);
  const price = Form.useWatch(['prices', row], Form.useFormInstance()) as Partial<Price> | undefined;
  const value = price?.[amount];
  const shown =
    price?.currency && typeof value === 'number' && Number.isSafeInteger(value)
      ? formatMoney(value, price.currency, language)
      : undefined;
  return (
    <Typography.Text
      type="secondary"
      data-testid={`price-preview-${amount}`}
      style={{ fontSize: 12, minBlockSize: 20 }}
      aria-live="polite"
    >
      {shown && (
        <>
          {dir === 'rtl' ? '←' : '→'} <bdi>{shown}</bdi>
        </>
      )}
    </Typography.Text>
  );
}
