import { isHelpArticleId } from './help.ts';
import { isLocaleCode, type LocaleCode } from './locales.ts';

/**
 * The page routes of the web app (docs/product.md §2.2), shared by the server (status codes,
 * localised head tags) and the web app (router). Paths are relative to `/{lang}`.
 */
/**
 * 'console': the page draws its own frame (the operator console's side menu). 'editor': the header
 * over the whole width and height of the screen (the segment editor).
 */
export type PageLayout = 'chat' | 'default' | 'console' | 'editor';

export type PageId =
  | 'home'
  | 'chat'
  | 'editor'
  | 'login'
  | 'register'
  | 'forgetPwd'
  | 'verify'
  | 'oauthCallback'
  | 'account'
  | 'plans'
  | 'plansSuccess'
  | 'orderReceipt'
  | 'privacyPolicy'
  | 'userAgreement'
  | 'console'
  | 'help'
  | 'helpArticle'
  | 'about'
  | 'test';

export interface PageRoute {
  id: PageId;
  /** Path below the language segment, React Router syntax; '' is the language root. */
  path: string;
  layout: PageLayout;
  /** Legal texts are always shown left to right, whatever the interface language. */
  forceLtr?: boolean;
  /** Only operators see it: anyone else gets the 404 of an unknown path, so it cannot be discovered. */
  operatorOnly?: boolean;
  /** Route validation: a failing check is a 404 'Page Not Found: {path}'. */
  validate?: (params: Record<string, string | undefined>) => boolean;
}

/** Conversation ids are UUIDs (version 7: time-ordered, so new rows append to indexes). */
export const CONVERSATION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isConversationId(value: unknown): value is string {
  return typeof value === 'string' && CONVERSATION_ID_PATTERN.test(value);
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { id: 'home', path: '', layout: 'chat' },
  { id: 'chat', path: 'chat/:id', layout: 'chat', validate: (p) => isConversationId(p.id) },
  { id: 'editor', path: 'chat/:id/editor', layout: 'editor', validate: (p) => isConversationId(p.id) },
  { id: 'login', path: 'login', layout: 'default' },
  { id: 'register', path: 'register', layout: 'default' },
  { id: 'forgetPwd', path: 'forgetPwd', layout: 'default' },
  { id: 'verify', path: 'verify', layout: 'default' },
  { id: 'oauthCallback', path: 'oauth/callback', layout: 'default' },
  { id: 'account', path: 'account', layout: 'default' },
  { id: 'plans', path: 'plans', layout: 'default' },
  { id: 'plansSuccess', path: 'plans/success', layout: 'default' },
  {
    id: 'orderReceipt',
    path: 'account/orders/:orderNo/receipt',
    layout: 'default',
    validate: (p) => /^[A-Z0-9]{1,32}$/.test(p.orderNo ?? ''),
  },
  { id: 'privacyPolicy', path: 'contract/privacyPolicy', layout: 'default', forceLtr: true },
  { id: 'userAgreement', path: 'contract/userAgreement', layout: 'default', forceLtr: true },
  { id: 'console', path: 'console', layout: 'console', operatorOnly: true },
  { id: 'help', path: 'help', layout: 'default' },
  { id: 'helpArticle', path: 'help/:article', layout: 'default', validate: (p) => isHelpArticleId(p.article) },
  { id: 'about', path: 'about', layout: 'default' },
  { id: 'test', path: 'test', layout: 'default' },
];

export type PageMatch =
  | { kind: 'page'; locale: LocaleCode; route: PageRoute; params: Record<string, string> }
  /** A route matched but its validation failed, or the language code is unknown. */
  | { kind: 'invalid'; locale: LocaleCode | undefined }
  /** Nothing matched. */
  | { kind: 'unmatched'; locale: LocaleCode };

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Resolves a pathname (no query, no trailing slash) to a page, the way the web app's router does. */
export function matchPage(pathname: string): PageMatch {
  const [first = '', ...rest] = pathname.split('/').filter(Boolean).map(safeDecode);
  if (!isLocaleCode(first)) return { kind: 'invalid', locale: undefined };
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, rest);
    if (!params) continue;
    if (route.validate && !route.validate(params)) return { kind: 'invalid', locale: first };
    return { kind: 'page', locale: first, route, params };
  }
  return { kind: 'unmatched', locale: first };
}

/** The two 404 wordings (docs/product.md §2.3): validation failure vs. no match. */
export function notFoundMessage(kind: 'invalid' | 'unmatched', path: string): string {
  return kind === 'invalid' ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}
