import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** A sentence of terms whose <agreement> and <privacy> parts link to the legal texts (new tab). */
export function TermsText({ t, i18nKey }: { t: TFunction<'account'> | TFunction<'plans'>; i18nKey: string }) {
  const { locale } = useUiLocale();
  return (
    <Trans
      t={t as TFunction}
      i18nKey={i18nKey}
      components={{
        agreement: <Link to={localePath(locale, 'contract/userAgreement')} target="_blank" />,
        privacy: <Link to={localePath(locale, 'contract/privacyPolicy')} target="_blank" />,
      }}
    />
  );
}
