import { COMBO_PATHS } from '@glossa/contracts/combo';
import { GATEWAYS } from '@glossa/contracts/limits';
import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { formatMoney } from '@glossa/contracts/money';
import type { Catalog } from '@glossa/i18n/catalog';
import type { OrderTable } from '#db/schema.ts';
import { escapeHtml } from '#http/escape-html.ts';

/** The buttons of the sandbox's checkout: each posts its outcome of the order, signed. */
export type SandboxOutcome = 'succeed' | 'fail' | 'abandon';

/**
 * The sandbox provider's checkout: a page of this server, marked test mode in the reader's
 * language, whose three buttons post the order's signed outcome. No script: plain forms.
 */
export function sandboxPage(
  catalog: Catalog,
  locale: LocaleCode,
  order: OrderTable,
  sign: (outcome: SandboxOutcome) => string,
): string {
  const t = (key: string) => escapeHtml(catalog.t(locale, 'account', `billing.sandbox.${key}`));
  const entry = localeEntry(locale);
  const action = `${GATEWAYS.website}${COMBO_PATHS.sandboxComplete}`;
  const open = order.state === 'pending' || order.state === 'failed';
  const button = (outcome: SandboxOutcome, primary: boolean) => `
    <form method="post" action="${action}">
      <input type="hidden" name="orderNo" value="${escapeHtml(order.order_no)}">
      <input type="hidden" name="outcome" value="${outcome}">
      <input type="hidden" name="sig" value="${sign(outcome)}">
      <input type="hidden" name="lang" value="${locale}">
      <button type="submit" class="${primary ? 'primary' : ''}">${t(outcome)}</button>
    </form>`;
  return `<!doctype html>
<html lang="${entry.iso}" dir="${entry.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; color: CanvasText; }
  *, *::before, *::after { box-sizing: border-box; }
  main { inline-size: min(28rem, calc(100% - 2rem)); border: 2px dashed #d97706; border-radius: 12px; padding: 1.5rem; }
  .badge { display: inline-block; background: #d97706; color: #fff; font-weight: 700; padding: 0.2rem 0.6rem; border-radius: 6px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
  form { margin-block-start: 0.75rem; }
  button { inline-size: 100%; padding: 0.75rem; font-size: 1rem; border-radius: 8px; border: 1px solid #888; background: transparent; color: inherit; cursor: pointer; }
  button.primary { background: #2563eb; border-color: #2563eb; color: #fff; }
</style>
</head>
<body>
<main>
  <p class="badge" role="status">${t('title')}</p>
  <p>${t('notice')}</p>
  <dl>
    <dt>${t('order')}</dt><dd><bdi>${escapeHtml(order.order_no)}</bdi></dd>
    <dt>${t('amount')}</dt><dd><bdi>${escapeHtml(formatMoney(Number(order.amount), order.currency, entry.iso))}</bdi></dd>
  </dl>
  ${open ? `${button('succeed', true)}${button('fail', false)}${button('abandon', false)}` : `<p>${t('closed')}</p>`}
</main>
</body>
</html>`;
}
