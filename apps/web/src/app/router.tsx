import { COOKIES } from '@glossa/contracts/limits';
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  type LocaleCode,
  localeEntry,
  localeFromLanguageTag,
} from '@glossa/contracts/locales';
import { matchPage, notFoundMessage, PAGE_ROUTES, type PageId, type PageRoute } from '@glossa/contracts/page-routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { operatorLoader } from '../features/console/index.ts';
import { isBuildStale } from '../lib/build-version.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { loadLocale, loadPageNamespaces } from '../lib/i18n.ts';
import { importWithReload, reloadOnce } from '../lib/reload-guard.ts';
import { setUiLocale } from '../lib/ui-locale.ts';
import { RouteError } from '../routes/route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { Shell } from './shell.tsx';

type PageModule = { default: ComponentType };

/** Each page is its own lazy chunk. */
const PAGES: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('../routes/home.tsx'),
  chat: () => import('../routes/chat.tsx'),
  editor: () => import('../routes/segment-editor.tsx'),
  login: () => import('../routes/account-login.tsx'),
  register: () => import('../routes/account-register.tsx'),
  forgetPwd: () => import('../routes/account-forget-pwd.tsx'),
  verify: () => import('../routes/account-verify.tsx'),
  oauthCallback: () => import('../routes/account-oauth-callback.tsx'),
  account: () => import('../routes/account-profile.tsx'),
  plans: () => import('../routes/plans.tsx'),
  plansSuccess: () => import('../routes/plans-success.tsx'),
  orderReceipt: () => import('../routes/order-receipt.tsx'),
  privacyPolicy: () => import('../routes/legal-page.tsx'),
  userAgreement: () => import('../routes/legal-page.tsx'),
  console: () => import('../routes/console.tsx'),
  help: () => import('../routes/help-center.tsx'),
  helpArticle: () => import('../routes/help-article.tsx'),
  about: () => import('../routes/about.tsx'),
  test: () => import('../routes/test-page.tsx'),
};

/** Namespaces a page needs beyond those every page loads (lib/i18n.ts), loaded with its chunk. */
const PAGE_NAMESPACES: Partial<Record<PageId, readonly string[]>> = {
  console: ['console', 'reports'],
  help: ['help'],
  helpArticle: ['help'],
  about: ['help'],
  account: ['apikeys'],
};

/** `/` alone: the stored choice, then the browser's languages, then the default. */
export function chooseLocale(): LocaleCode {
  const stored = readCookie(COOKIES.locale);
  if (isLocaleCode(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

async function localeLoader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const match = matchPage(pathname);
  const locale = isLocaleCode(params.lang) ? params.lang : chooseLocale();
  const antd = await loadLocale(locale);
  setUiLocale({ locale, antd, direction: localeEntry(locale).dir });
  // The language in the path is the user's latest choice: `/` takes them back to it. Written here,
  // before the address changes, so a `/` opened right after a switch already finds it.
  if (isLocaleCode(params.lang)) writeCookie(COOKIES.locale, locale, COOKIES.maxAgeSeconds);
  if (match.kind === 'invalid') throw data(notFoundMessage('invalid', pathname), { status: 404 });
  return { locale };
}

let made: typeof router | undefined;

/** Where the router is going while it loads a page's chunk. */
function navigationTarget(): string | undefined {
  // The first page's chunk is asked for while the router is still being made: no navigation yet.
  const next = made?.state.navigation.location;
  return next ? next.pathname + next.search + next.hash : undefined;
}

/** The language of the page being opened (the route's chunk loads beside the language's loader). */
function pageLocale(): LocaleCode {
  const match = matchPage((navigationTarget() ?? window.location.pathname).split(/[?#]/)[0] ?? '/');
  return match.locale ?? chooseLocale();
}

function pageRoute(route: PageRoute): RouteObject {
  const handle: RouteHandle = { pageId: route.id, layout: route.layout, forceLtr: route.forceLtr };
  const common = {
    handle,
    ...(route.operatorOnly ? { loader: operatorLoader } : {}),
    lazy: async () => {
      const [page] = await Promise.all([
        importWithReload(PAGES[route.id], navigationTarget),
        loadPageNamespaces(PAGE_NAMESPACES[route.id] ?? [], pageLocale()),
      ]);
      return { Component: page.default };
    },
  };
  return route.path === '' ? { index: true, ...common } : { path: route.path, ...common };
}

const routes: RouteObject[] = [
  { path: '/', loader: () => redirect(`/${chooseLocale()}`) },
  {
    path: '/:lang',
    id: 'locale',
    loader: localeLoader,
    // Loaders under /:lang are cheap; this one only reruns when the language changes.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      ...PAGE_ROUTES.map(pageRoute),
      {
        path: '*',
        handle: { pageId: 'notFound', layout: 'default' } satisfies RouteHandle,
        loader: ({ request }) => {
          const { pathname } = new URL(request.url);
          throw data(notFoundMessage('unmatched', pathname), { status: 404 });
        },
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
made = router;

/** After a new build is deployed, the next navigation is a full page load (guarded per path). */
router.subscribe((state) => {
  const next = state.navigation.location;
  if (state.navigation.state !== 'loading' || !next || !isBuildStale()) return;
  reloadOnce(next.pathname + next.search + next.hash);
});
