import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SiteHeader } from './site-header.tsx';
import './layouts.css';

/** The segment editor: the header, then the page over the rest of the screen (it scrolls its own list). */
export function EditorLayout({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="editor-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {notices}
      <SiteHeader start={<BrandLogo />} />
      <main id="main" className="editor-main">
        {children}
      </main>
    </div>
  );
}
