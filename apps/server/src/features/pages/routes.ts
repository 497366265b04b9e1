import { COOKIES } from '@glossa/contracts/limits';
import { localeEntry } from '@glossa/contracts/locales';
import { matchPage, notFoundMessage } from '@glossa/contracts/page-routes';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error.ts';
import { contentSecurityPolicy, createNonce } from '#http/content-security-policy.ts';
import { storedOrBrowserLocale } from '#http/request-locale.ts';
import { homeShell } from './home-shell.ts';
import { renderPage, statusBlock } from './render-page.ts';
import type { WebBundle } from './web-bundle.ts';

interface PagesOptions {
  bundle: WebBundle;
  catalog: Catalog;
  secureCookies: boolean;
  /** The human check is Cloudflare Turnstile: its widget may load. */
  turnstile?: boolean;
  /** Whether the caller may see an operator-only page (the console). */
  isOperator: (request: FastifyRequest) => Promise<boolean>;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.indexOf('?');
  return index === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, index), search: url.slice(index) };
}

/**
 * Every page of the web app: `/` chooses a language and redirects, a trailing slash redirects,
 * and `/{lang}/...` renders index.html with the route's language, direction, theme and head tags.
 */
export async function pageRoutes(
  app: FastifyInstance,
  { bundle, catalog, secureCookies, turnstile = false, isOperator }: PagesOptions,
) {
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname: rawPath, search } = splitUrl(request.url);
    if (rawPath.startsWith('/gateway/') || rawPath.startsWith('/assets/')) throw new AppError('notFound');

    // Collapse repeated slashes first, so `//evil.example/` can never become an off-site redirect.
    const pathname = `/${rawPath.split('/').filter(Boolean).join('/')}`;
    if (pathname === '/') {
      const locale = storedOrBrowserLocale(request);
      reply.setCookie(COOKIES.locale, locale, {
        path: '/',
        maxAge: COOKIES.maxAgeSeconds,
        sameSite: 'lax',
        secure: secureCookies,
      });
      return reply.header('Vary', 'Cookie, Accept-Language').redirect(`/${locale}${search}`, 302);
    }
    if (pathname !== rawPath) return reply.redirect(`${pathname}${search}`, 301);

    const found = matchPage(pathname);
    const hidden = found.kind === 'page' && found.route.operatorOnly && !(await isOperator(request));
    const match = hidden ? { kind: 'unmatched' as const, locale: found.locale } : found;
    const locale = match.locale ?? storedOrBrowserLocale(request);
    const entry = localeEntry(locale);
    const t = (key: string) => catalog.t(locale, 'meta', key);
    const nonce = createNonce();
    const dark = request.cookies[COOKIES.colorScheme] === 'dark';
    const keywords = t('keywords');

    let status = 200;
    let html: string;
    if (match.kind === 'page') {
      html = renderPage(bundle.template, {
        lang: entry.iso,
        dir: match.route.forceLtr ? 'ltr' : entry.dir,
        dark,
        nonce,
        keywords,
        title: t(`${match.route.id}.title`),
        description: t(`${match.route.id}.description`),
        // The home page paints before the app's scripts run: its shell is in the HTML.
        rootHtml: match.route.id === 'home' ? homeShell(catalog, locale, entry.iso) : undefined,
      });
    } else {
      status = 404;
      const message = notFoundMessage(match.kind, pathname);
      html = renderPage(bundle.template, {
        lang: entry.iso,
        dir: entry.dir,
        dark,
        nonce,
        keywords,
        title: t('notFound.title'),
        description: t('notFound.description'),
        rootHtml: statusBlock(404, catalog.t(locale, 'common', 'error.notFoundTitle'), message),
      });
    }
    return reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, { turnstile }))
      .send(html);
  });
}
