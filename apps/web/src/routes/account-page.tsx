import { UserOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../app/shell.tsx';
import { useUiLocale } from '../app/ui-locale.ts';
import { LinkButton } from '../components/link-button.tsx';
import { localePath } from '../lib/locale-path.ts';

const TITLES: Record<string, string> = {
  login: 'account.loginTitle',
  register: 'account.registerTitle',
  forgetPwd: 'account.forgetPwdTitle',
  verify: 'account.verifyTitle',
  oauthCallback: 'account.oauthTitle',
};

/** Account pages, while this server has accounts switched off: say so and offer the visitor path. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const { pageId } = useRouteHandle();
  return (
    <Result
      icon={<UserOutlined />}
      title={t(TITLES[pageId] ?? 'account.loginTitle')}
      subTitle={t('account.unavailableText')}
      extra={
        <LinkButton type="primary" to={localePath(locale)}>
          {t('account.continueAsVisitor')}
        </LinkButton>
      }
    />
  );
}
