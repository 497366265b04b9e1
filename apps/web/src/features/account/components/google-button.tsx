import { GoogleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { clientId } from '../../../lib/client-id.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { googleStartUrl } from '../api/account-api.ts';
import { useAccountSettings } from '../hooks/use-account.ts';

/** "Continue with Google", when this site has it; the terms must be accepted first. */
export function GoogleButton({ termsAccepted }: { termsAccepted: () => Promise<boolean> }) {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const { data: settings } = useAccountSettings();
  if (!settings?.googleSignIn) return null;
  const onClick = async () => {
    if (await termsAccepted()) window.location.assign(googleStartUrl(locale, clientId()));
  };
  return (
    <>
      <Divider plain>{t('notice.or')}</Divider>
      <Button block size="large" icon={<GoogleOutlined />} onClick={onClick}>
        {t('action.google')}
      </Button>
    </>
  );
}
