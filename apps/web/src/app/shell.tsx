import { localeEntry } from '@glossa/contracts/locales';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import { SystemMessages } from '../features/site-notices/index.ts';
import { SiteTracking } from '../features/tracking/index.ts';
import { setUiLocale } from '../lib/ui-locale.ts';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EditorLayout } from './layouts/editor-layout.tsx';
import { ACCOUNT_ENTRY_PAGES, useRouteHandle } from './route-handle.ts';

/** Everything under /{lang}: language, direction, document title, and the page's layout. */
export function Shell() {
  const { locale } = useLoaderData() as { locale: ReturnType<typeof localeEntry>['code'] };
  const handle = useRouteHandle();
  const { t } = useTranslation('meta');

  useLayoutEffect(() => {
    setUiLocale({ direction: handle.forceLtr ? 'ltr' : localeEntry(locale).dir });
  }, [locale, handle.forceLtr]);

  useEffect(() => {
    // A conversation's tab is named after the conversation (ConversationView sets it), a help
    // article's after the article (its page sets it).
    if (handle.pageId === 'chat' || handle.pageId === 'helpArticle') return;
    document.title = t(`${handle.pageId}.title`);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(`${handle.pageId}.description`));
  }, [t, handle.pageId]);

  // The console draws its own frame (side menu and header) and shows no site messages.
  if (handle.layout === 'console') return <Outlet />;
  const Layout = handle.layout === 'chat' ? ChatLayout : handle.layout === 'editor' ? EditorLayout : DefaultLayout;
  // The site messages go at the top of the layout, in the page's flow (decision 0048).
  return (
    <Layout notices={<SystemMessages welcome={!ACCOUNT_ENTRY_PAGES.has(handle.pageId)} />}>
      <Outlet />
      <SiteTracking />
    </Layout>
  );
}
