import { UserOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DeferredDropdown } from '../../../components/deferred/deferred-dropdown.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { PlanMenuEntry } from '../../plans/components/plan-menu-entry.tsx';
import { useChatSettings } from '../../workspace/api/use-chat-settings.ts';
import { useForcedLogout, useSignOut, useUserInfo } from '../hooks/use-account.ts';

/**
 * The header's end: "Sign in" for visitors; for signed-in users the avatar with their plan and
 * its chats left (leading to the plans page), the account, its API keys, and sign-out.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  const settings = useChatSettings();
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
    <DeferredDropdown
      name="account"
      trigger={['click']}
      menu={{
        items: [
          // Drawn from the start (held by placeholders while the settings load), so that the
          // entries below never move; left out only when the settings could not be had.
          ...(settings.isError && !settings.data
            ? []
            : [
                {
                  key: 'plan',
                  label: <PlanMenuEntry settings={settings.data} language={localeEntry(locale).iso} />,
                  disabled: !settings.data,
                  onClick: () => navigate(localePath(locale, 'plans')),
                },
                { type: 'divider' as const },
              ]),
          { key: 'account', label: ta('menu.account'), onClick: () => navigate(localePath(locale, 'account')) },
          {
            key: 'apiKeys',
            label: ta('menu.apiKeys'),
            onClick: () => navigate(`${localePath(locale, 'account')}?tab=apiKeys`),
          },
          { type: 'divider' },
          { key: 'signOut', label: ta('menu.signOut'), onClick: () => void signOut() },
        ],
      }}
    >
      <Button type="text" aria-label={ta('menu.label', { name: user?.nickname ?? '' })} data-testid="account-menu">
        <Avatar size={28} src={user?.avatar ?? undefined} icon={<UserOutlined />} />
      </Button>
    </DeferredDropdown>
  );
}
