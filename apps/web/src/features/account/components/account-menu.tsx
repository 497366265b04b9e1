import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DeferredDropdown } from '../../../components/deferred/deferred-dropdown.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { useForcedLogout, useSignOut, useUserInfo } from '../hooks/use-account.ts';

/**
 * The header's end: "Sign in" for visitors; for signed-in users the avatar with their plan and
 * its chats left (leading to the plans page), the account, its API keys, and sign-out. `plan` is
 * that first entry, drawn by whoever knows the plan (not ready: shown disabled); none leaves it out.
 */
export function AccountMenu({ plan }: { plan: { label: ReactNode; ready: boolean } | undefined }) {
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
    <DeferredDropdown
      name="account"
      trigger={['click']}
      menu={{
        items: [
          ...(plan
            ? [
                {
                  key: 'plan',
                  label: plan.label,
                  disabled: !plan.ready,
                  onClick: () => navigate(localePath(locale, 'plans')),
                },
                { type: 'divider' as const },
              ]
            : []),
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
