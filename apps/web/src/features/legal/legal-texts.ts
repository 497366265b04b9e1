import type { LocaleCode } from '@glossa/contracts/locales';
import privacyEn from './content/privacy-policy.enus.md?raw';
import privacyZh from './content/privacy-policy.zhcn.md?raw';
import agreementEn from './content/user-agreement.enus.md?raw';
import agreementZh from './content/user-agreement.zhcn.md?raw';

export type LegalDocumentId = 'privacyPolicy' | 'userAgreement';

const TEXTS: Record<LegalDocumentId, { enus: string; zhcn: string }> = {
  privacyPolicy: { enus: privacyEn, zhcn: privacyZh },
  userAgreement: { enus: agreementEn, zhcn: agreementZh },
};

/** English and Simplified Chinese texts exist; every other interface language shows the English one. */
export function legalText(id: LegalDocumentId, locale: LocaleCode): { markdown: string; translated: boolean } {
  const texts = TEXTS[id];
  if (locale === 'zhcn') return { markdown: texts.zhcn, translated: true };
  return { markdown: texts.enus, translated: locale === 'enus' };
}
