import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { type OrderReceipt, receiptFacts } from '@glossa/contracts/receipt';
import type { Catalog } from '@glossa/i18n/catalog';
import type { MailMessage } from '#core/mailer.ts';
import { billingMail } from './mail-layout.ts';

/** The receipt e-mail of a paid order, text and HTML, in the buyer's interface language. */
export function receiptMail(catalog: Catalog, locale: LocaleCode, receipt: OrderReceipt, url: string): MailMessage {
  const plans = (key: string) => catalog.t(locale, 'plans', key);
  const t = (key: string, values?: Record<string, string>) => catalog.t(locale, 'plans', `receipt.${key}`, values);
  const facts = receiptFacts(receipt, localeEntry(locale).iso, plans);
  return billingMail(locale, {
    to: receipt.email,
    subject: t('subject', { site: receipt.siteName, orderNo: receipt.orderNo }),
    title: t('title'),
    intro: [t('intro')],
    facts: facts.map((fact) => [fact.label, fact.value]),
    notes: [t('utc'), t('keep')],
    link: { label: t('open'), url },
    siteName: receipt.siteName,
  });
}
