import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LoadingLines } from '../../components/loading-lines.tsx';
import { HistoryRail, LazyHistoryPanel } from '../../features/history/index.ts';
import { onForcedLogout } from '../../lib/http.ts';
import { importWithReload } from '../../lib/reload-guard.ts';
import { clearSearchHistory } from '../../lib/search-history.ts';
import { startSide, useUiLocale } from '../../lib/ui-locale.ts';
import { SiteHeader } from './site-header.tsx';
import './layouts.css';

// The small screens' drawer is fetched the first time it opens.
const LazyHistoryDrawer = lazy(() =>
  importWithReload(() => import('./history-drawer.tsx')).then((module) => ({ default: module.HistoryDrawer })),
);

function HistoryPanel() {
  return (
    <Suspense fallback={<LoadingLines rows={6} className="history-loading" />}>
      <LazyHistoryPanel />
    </Suspense>
  );
}

const SIDER_WIDTH = 280;
const RAIL_WIDTH = 64;

/**
 * The workspace: a history sidebar (collapsed by default, a drawer below the lg breakpoint)
 * beside the conversation area, the site messages' bar above it.
 */
export function ChatLayout({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const { direction } = useUiLocale();
  const [collapsed, setCollapsed] = useState(true);
  const { pathname } = useLocation();
  const drawerUsed = useRef(false);
  if (!wide && !collapsed) drawerUsed.current = true;

  // Logout empties the search history (docs/product.md §4.1).
  useEffect(() => onForcedLogout(clearSearchHistory), []);

  // On small screens the drawer closes once a conversation is chosen.
  useEffect(() => {
    if (!wide && pathname) setCollapsed(true);
  }, [pathname, wide]);
  const toggleLabel = collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar');

  const toggle = (
    <Tooltip title={toggleLabel}>
      <Button
        type="text"
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => setCollapsed((value) => !value)}
        data-testid="sidebar-toggle"
      />
    </Tooltip>
  );

  return (
    <div className="chat-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {wide && (
        <aside
          className={`history-sider${collapsed ? ' history-sider-collapsed' : ''}`}
          style={{ inlineSize: collapsed ? RAIL_WIDTH : SIDER_WIDTH }}
          aria-label={t('nav.history')}
        >
          {collapsed ? <HistoryRail onExpand={() => setCollapsed(false)} /> : <HistoryPanel />}
        </aside>
      )}
      {!wide && drawerUsed.current && (
        <Suspense fallback={null}>
          <LazyHistoryDrawer
            open={!collapsed}
            onClose={() => setCollapsed(true)}
            placement={startSide(direction)}
            width={SIDER_WIDTH}
            title={t('nav.history')}
          >
            <HistoryPanel />
          </LazyHistoryDrawer>
        </Suspense>
      )}
      <div className="chat-main">
        {notices}
        <SiteHeader
          start={
            <>
              {toggle}
              <BrandLogo />
            </>
          }
        />
        <main id="main" className="chat-content">
          {children}
        </main>
      </div>
    </div>
  );
}
