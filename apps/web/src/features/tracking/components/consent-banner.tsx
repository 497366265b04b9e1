import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { saveConsent } from '../consent.ts';
import './consent-banner.css';

/** Asks once whether page visits may be counted; the answer is remembered in this browser. */
export default function ConsentBanner() {
  const { t } = useTranslation('site');
  const { locale } = useUiLocale();
  return (
    <section className="consent-banner" aria-label={t('consent.label')} data-testid="consent-banner">
      <p className="consent-text">
        {t('consent.text')} <Link to={localePath(locale, 'contract/privacyPolicy')}>{t('consent.privacy')}</Link>
      </p>
      <div className="consent-actions">
        <Button onClick={() => saveConsent('declined')} data-testid="consent-decline">
          {t('consent.decline')}
        </Button>
        <Button type="primary" onClick={() => saveConsent('accepted')} data-testid="consent-accept">
          {t('consent.accept')}
        </Button>
      </div>
    </section>
  );
}
