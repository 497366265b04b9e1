import { API_REFERENCE_PATH } from '@glossa/contracts/public-api-paths';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsLink } from '../../features/tracking/index.ts';
import { localePath } from '../../lib/locale-path.ts';
import { useUiLocale } from '../../lib/ui-locale.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <footer className="site-footer">
      <Flex gap={16} wrap justify="center" align="center">
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {t('brand.name')} · {t('footer.rights')}
        </Typography.Text>
        <Link to={localePath(locale, 'help')}>{t('footer.help')}</Link>
        <Link to={localePath(locale, 'about')}>{t('footer.about')}</Link>
        {/* A page of the server, outside the web app: a plain link loads it. */}
        <a href={API_REFERENCE_PATH}>{t('footer.apiDocs')}</a>
        <Link to={localePath(locale, 'contract/privacyPolicy')}>{t('footer.privacyPolicy')}</Link>
        <Link to={localePath(locale, 'contract/userAgreement')}>{t('footer.userAgreement')}</Link>
        <CookieSettingsLink />
      </Flex>
    </footer>
  );
}
