import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useForcedLogout, useSignOut, useUserInfo } from '../hooks/use-account.ts';

/** The header's end: "Sign in" for visitors, the avatar with account and sign-out for members. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  useForcedLogout();
  // On the sign-in page itself the button would lead where the reader already is.
  if (!signedIn && pathname === localePath(locale, 'login')) return null;
  if (!signedIn) {
    return (
      <LinkButton type="primary" to={localePath(locale, 'login')}>
        {t('nav.signIn')}
      </LinkButton>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'account', label: ta('menu.account'), onClick: () => navigate(localePath(locale, 'account')) },
          { type: 'divider' },
          { key: 'signOut', label: ta('menu.signOut'), onClick: () => void signOut() },
        ],
      }}
    >
      <Button type="text" aria-label={ta('menu.label', { name: user?.nickname ?? '' })} data-testid="account-menu">
        <Avatar size={28} src={user?.avatar ?? undefined} icon={<UserOutlined />} />
      </Button>
    </Dropdown>
  );
}
