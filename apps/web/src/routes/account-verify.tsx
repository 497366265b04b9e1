import { SafetyCertificateOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { Result, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../components/link-button.tsx';
import { accountApi, safeRedirect, TurnstileWidget, useAccountSettings } from '../features/account/index.ts';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** `/verify`: the connection security check; passing it returns to the page that asked for it. */
export default function VerifyPage() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: settings, isPending } = useAccountSettings();
  const [failed, setFailed] = useState(false);
  const back = safeRedirect(params.get('redirect'), localePath(locale));
  const onToken = useCallback(
    (token: string) =>
      void accountApi.humanCheck(token).then(
        () => navigate(back, { replace: true }),
        () => setFailed(true),
      ),
    [navigate, back],
  );
  const onError = useCallback(() => setFailed(true), []);
  const check = settings?.humanCheck;
  return (
    <Result
      icon={isPending ? <Spin size="large" /> : <SafetyCertificateOutlined />}
      title={t('title.verify')}
      subTitle={failed ? t('verify.failed') : check ? t('verify.text') : t('verify.off')}
      extra={
        check && !failed ? (
          <TurnstileWidget
            siteKey={check.siteKey}
            language={localeEntry(locale).iso}
            onToken={onToken}
            onError={onError}
          />
        ) : (
          <LinkButton type="primary" to={back}>
            {t('action.continue')}
          </LinkButton>
        )
      }
    />
  );
}
