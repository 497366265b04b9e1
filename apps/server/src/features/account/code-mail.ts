import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { MailMessage } from '#core/mailer.ts';
import { escapeHtml } from '#http/escape-html.ts';
import { CODE_TTL_MS } from './codes.ts';

/** The verification-code e-mail, plain text and HTML, in the caller's interface language. */
export function codeMail(
  catalog: Catalog,
  locale: LocaleCode,
  to: string,
  code: string,
  siteName: string,
): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) => catalog.t(locale, 'meta', `mail.${key}`, values);
  const intro = t('codeIntro');
  const expiry = t('codeExpiry', { minutes: CODE_TTL_MS / 60_000 });
  const ignore = t('codeIgnore');
  const { iso, dir } = localeEntry(locale);
  return {
    to,
    subject: t('codeSubject', { code }),
    text: `${intro}\n\n${code}\n\n${expiry}\n\n${ignore}\n\n${siteName}\n`,
    html: [
      `<!doctype html><html lang="${iso}" dir="${dir}"><body style="font-family:sans-serif">`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p style="color:#666">${escapeHtml(ignore)}</p>`,
      `<p style="color:#666">${escapeHtml(siteName)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
