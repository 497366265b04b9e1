import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { AdSpace } from '../../features/site-notices/index.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layouts.css';

/** Account, legal and error pages: the site messages' bar, header, a centred column, footer. */
export function DefaultLayout({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="default-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {notices}
      <SiteHeader start={<BrandLogo />} />
      <main id="main" className="default-main">
        {children}
      </main>
      <AdSpace slot="pageFooter" />
      <SiteFooter />
    </div>
  );
}
