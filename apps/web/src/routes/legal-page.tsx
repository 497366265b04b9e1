import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../app/route-handle.ts';
import { LegalDocument, type LegalDocumentId, legalText } from '../features/legal/index.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

export default function LegalPage() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const { pageId } = useRouteHandle();
  const { markdown, translated } = legalText(pageId as LegalDocumentId, locale);
  return <LegalDocument markdown={markdown} notice={translated ? undefined : t('legal.englishOnly')} />;
}
