import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLocale } from '../app/ui-locale.ts';
import { localePath } from '../lib/locale-path.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <footer className="site-footer">
      <Flex gap={16} wrap justify="center" align="center">
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {t('brand.name')} · {t('footer.rights')}
        </Typography.Text>
        <Link to={localePath(locale, 'contract/privacyPolicy')}>{t('footer.privacyPolicy')}</Link>
        <Link to={localePath(locale, 'contract/userAgreement')}>{t('footer.userAgreement')}</Link>
      </Flex>
    </footer>
  );
}
