import { Button, Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ProfilePanel, SessionsPanel, UsageTable, useSignOut, useUserInfo } from '../features/account/index.ts';
import { ApiKeysPanel } from '../features/api-keys/index.ts';
import { ChatsLeftNow, OrderTable, PackagePanel } from '../features/plans/index.ts';
import { localePath } from '../lib/locale-path.ts';
import { useSignedIn } from '../lib/session.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

const TABS = ['profile', 'package', 'orders', 'usage', 'sessions', 'apiKeys'];

/** `/account`: profile, account info (the current package), orders, usage details, sessions, API keys, and sign-out. */
export default function AccountProfilePage() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const { t: tp } = useTranslation('plans');
  const location = useLocation();
  // `?tab=orders&order=GL…` opens a tab (and an order): the plans pages and the package panel link here.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'profile';
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
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: 'profile',
            label: t('profile.tabs.profile'),
            children: user ? <ProfilePanel user={user} /> : <Skeleton active avatar />,
          },
          { key: 'package', label: t('profile.tabs.package'), children: <PackagePanel /> },
          {
            key: 'orders',
            label: tp('account.orders'),
            children: <OrderTable openOrderNo={params.get('order') ?? undefined} />,
          },
          {
            key: 'usage',
            label: t('profile.tabs.usage'),
            children: (
              <Flex vertical gap={12}>
                <ChatsLeftNow />
                <UsageTable />
              </Flex>
            ),
          },
          { key: 'sessions', label: t('profile.tabs.sessions'), children: <SessionsPanel /> },
          { key: 'apiKeys', label: t('profile.tabs.apiKeys'), children: <ApiKeysPanel /> },
        ]}
      />
    </Card>
  );
}
