import { Button } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { saveConsent } from '../consent.ts';
import './consent-banner.css';

/** The room the banner takes at the bottom of the screen, its margin included. */
const SPACE = '--consent-banner-space';

/**
 * While the banner is up, the page is made shorter by its height (`--consent-banner-space`, read by
 * the layouts): it sits below the page's bottom controls (the launcher's Translate, the ask box's
 * Send) instead of over them, on phones most of all.
 */
function useReservedSpace() {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const box = element.getBoundingClientRect();
      root.style.setProperty(SPACE, `${Math.ceil(window.innerHeight - box.top)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(SPACE);
    };
  }, []);
  return banner;
}

/** Asks once whether page visits may be counted; the answer is remembered in this browser. */
export default function ConsentBanner() {
  const { t } = useTranslation('site');
  const { locale } = useUiLocale();
  const banner = useReservedSpace();
  return (
    <section ref={banner} className="consent-banner" aria-label={t('consent.label')} data-testid="consent-banner">
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
