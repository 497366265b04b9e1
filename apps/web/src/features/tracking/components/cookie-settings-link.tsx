import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBaseConfig } from '../../site/index.ts';
import { doNotTrack, forgetConsent } from '../consent.ts';

/** The footer's way to answer the cookie banner again; absent where nothing would ever be tracked. */
export function CookieSettingsLink() {
  const { t } = useTranslation('site');
  const { data: config } = useBaseConfig();
  if (!config?.features.tracking || doNotTrack()) return null;
  return (
    <Button type="link" size="small" className="cookie-settings" onClick={forgetConsent} data-testid="cookie-settings">
      {t('consent.settings')}
    </Button>
  );
}
