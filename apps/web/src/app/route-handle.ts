import type { PageId, PageRoute } from '@glossa/contracts/page-routes';
import { useMatches } from 'react-router';

/** What each route of the router carries: the page, its layout and whether it is always left to right. */
export interface RouteHandle {
  pageId: PageId | 'notFound';
  layout: PageRoute['layout'];
  forceLtr?: boolean;
}

/** The deepest matched route's handle decides the layout, title and direction. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.pageId) return handle;
  }
  return { pageId: 'notFound', layout: 'default' };
}

/** Signing in, up or back (a reset, a check, a Google return): no welcome dialog there (decision 0048). */
export const ACCOUNT_ENTRY_PAGES: ReadonlySet<RouteHandle['pageId']> = new Set([
  'login',
  'register',
  'forgetPwd',
  'verify',
  'oauthCallback',
]);
