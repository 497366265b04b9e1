import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** The mark and the product name, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <Link to={localePath(locale)} className="brand-logo" aria-label={`${t('brand.name')} - ${t('nav.home')}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{t('brand.name')}</span>
    </Link>
  );
}
