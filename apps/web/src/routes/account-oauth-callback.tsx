import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/link-button.tsx';
import { accountApi, useSignedInNavigation } from '../features/account/index.ts';
import { ApiError } from '../lib/http.ts';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** `/oauth/callback`: the provider sends the person back here; the server redeems the code once. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const signedIn = useSignedInNavigation();
  const [failure, setFailure] = useState<string | undefined>();
  // The code is single use: React's development double effect must not send it twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = window.location.search;
    const denied = new URLSearchParams(query).get('error');
    if (denied) {
      setFailure(t('oauth.failed'));
      return;
    }
    accountApi
      .googleLogin(query)
      .then(signedIn, (error: unknown) => setFailure(error instanceof ApiError ? error.message : t('oauth.failed')));
  }, [signedIn, t]);
  if (!failure) return <Result icon={<Spin size="large" />} title={t('title.oauth')} subTitle={t('oauth.working')} />;
  return (
    <Result
      status="warning"
      title={t('oauth.failed')}
      subTitle={failure}
      extra={[
        <LinkButton key="login" type="primary" to={localePath(locale, 'login')}>
          {t('action.backToSignIn')}
        </LinkButton>,
        <Button key="home" href={localePath(locale)}>
          {t('action.home')}
        </Button>,
      ]}
    />
  );
}
