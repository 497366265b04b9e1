import type { EnterpriseContactRequest } from '@glossa/contracts/combo-requests';
import type { LocaleCode } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import { uuidV7 } from '#core/ids.ts';
import type { Mailer } from '#core/mailer.ts';
import type { Database } from '#db/database.ts';
import { escapeHtml } from '#http/escape-html.ts';

/** The enterprise plan's contact form: every request is stored, and e-mailed to OPERATOR_EMAIL when set. */
export async function enterpriseContact(
  deps: { db: Database; mailer: Mailer; catalog: Catalog; operatorEmail: string | undefined; now: () => number },
  request: Required<EnterpriseContactRequest>,
  locale: LocaleCode,
  owner: string | null,
): Promise<{ received: true }> {
  const now = deps.now();
  await deps.db
    .insertInto('enterprise_requests')
    .values({ id: uuidV7(now), ...request, locale, owner, created_at: now })
    .execute();
  if (deps.operatorEmail) {
    const lines = [
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Company: ${request.company}`,
      `Language: ${locale}`,
      '',
      request.message,
    ];
    await deps.mailer.send({
      to: deps.operatorEmail,
      subject: deps.catalog.t('enus', 'account', 'billing.mail.enterpriseSubject', { company: request.company }),
      text: lines.join('\n'),
      html: `<pre>${escapeHtml(lines.join('\n'))}</pre>`,
    });
  }
  return { received: true };
}
