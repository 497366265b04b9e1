import { Button, Card, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useUiLocale } from '../app/ui-locale.ts';
import { PackagePanel } from '../features/account/components/package-panel.tsx';
import { ProfilePanel } from '../features/account/components/profile-panel.tsx';
import { SessionsPanel } from '../features/account/components/sessions-panel.tsx';
import { UsageTable } from '../features/account/components/usage-table.tsx';
import { useSignOut, useUserInfo } from '../features/account/hooks/use-account.ts';
import { localePath } from '../lib/locale-path.ts';
import { useSignedIn } from '../lib/session.ts';
import '../features/account/components/account.css';

/** `/account`: profile, account info (the current package), usage details, sessions, and sign-out. */
export default function AccountProfilePage() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const location = useLocation();
  // `?tab=package` opens the plan (the account menu's plan entry and the quota dialog lead there).
  const tab = new URLSearchParams(location.search).get('tab');
  const signedIn = useSignedIn();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  if (!signedIn) {
    const redirect = new URLSearchParams({ redirect: location.pathname });
    return <Navigate to={`${localePath(locale, 'login')}?${redirect}`} replace />;
  }
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('title.profile')}
        </Typography.Title>
      }
      extra={<Button onClick={() => void signOut()}>{t('menu.signOut')}</Button>}
    >
      <Tabs
        defaultActiveKey={tab === 'package' || tab === 'usage' || tab === 'sessions' ? tab : 'profile'}
        items={[
          {
            key: 'profile',
            label: t('profile.tabs.profile'),
            children: user ? <ProfilePanel user={user} /> : <Skeleton active avatar />,
          },
          { key: 'package', label: t('profile.tabs.package'), children: <PackagePanel /> },
          { key: 'usage', label: t('profile.tabs.usage'), children: <UsageTable /> },
          { key: 'sessions', label: t('profile.tabs.sessions'), children: <SessionsPanel /> },
        ]}
      />
    </Card>
  );
}
