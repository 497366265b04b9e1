import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '#core/mailer.ts';
import type { Database } from '#db/database.ts';
import { escapeHtml } from '#http/escape-html.ts';

/** What the billing e-mails (receipts, plan-end reminders) are written and sent with. */
export interface BillingMailing {
  db: Database;
  catalog: Catalog;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  /** The site's default interface language, for orders made before their buyer's was kept. */
  defaultLocale: LocaleCode;
  log: FastifyBaseLogger;
}

/** A billing e-mail's parts, each already in the reader's language. */
export interface BillingMail {
  to: string;
  subject: string;
  title: string;
  /** Paragraphs before the facts. */
  intro: string[];
  /** The facts, label and value ("Order number", "GL2026…"). */
  facts: [string, string][];
  /** Paragraphs after the facts. */
  notes: string[];
  link: { label: string; url: string };
  siteName: string;
}

function factsTable(facts: [string, string][], align: string): string {
  if (facts.length === 0) return '';
  const cell = `padding:6px 12px;border-bottom:1px solid #ddd;text-align:${align};vertical-align:top`;
  const rows = facts.map(
    ([label, value]) =>
      `<tr><th scope="row" style="${cell};font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
      `<td style="${cell}"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">${rows.join('')}</table>`;
}

/**
 * A billing e-mail as plain text and as HTML in the reader's direction (Arabic right to left);
 * every value is isolated (<bdi>) so order numbers and amounts keep their own direction.
 */
export function billingMail(locale: LocaleCode, mail: BillingMail): MailMessage {
  const { iso, dir } = localeEntry(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const text = [
    mail.title,
    '',
    ...mail.intro.flatMap((line) => [line, '']),
    ...mail.facts.flatMap(([label, value], index) => [
      `${label}: ${value}`,
      ...(index === mail.facts.length - 1 ? [''] : []),
    ]),
    ...mail.notes.flatMap((line) => [line, '']),
    `${mail.link.label}: ${mail.link.url}`,
    '',
    mail.siteName,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${iso}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f1f1f;background:#ffffff">`,
    `<div dir="${dir}" style="direction:${dir};text-align:${align};max-width:560px">`,
    `<h1 style="font-size:20px">${escapeHtml(mail.title)}</h1>`,
    ...mail.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    factsTable(mail.facts, align),
    ...mail.notes.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link.url)}" style="color:#1668dc">${escapeHtml(mail.link.label)}</a></p>`,
    `<p style="color:#666">${escapeHtml(mail.siteName)}</p>`,
    '</div></body></html>',
  ].join('');
  return { to: mail.to, subject: mail.subject, text, html };
}
