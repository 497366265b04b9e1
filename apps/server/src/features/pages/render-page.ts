import { escapeHtml } from '#http/escape-html.ts';

export interface PageHead {
  lang: string;
  dir: 'ltr' | 'rtl';
  dark: boolean;
  title: string;
  description: string;
  keywords: string;
  nonce: string;
  /** Shown before the app starts (and without scripts): the 404 or error message. */
  rootHtml?: string;
}

/** Fills the index.html template so the page is right before any script runs. */
export function renderPage(template: string, head: PageHead): string {
  const values: Record<string, string> = {
    __HTML_LANG__: head.lang,
    __HTML_DIR__: head.dir,
    __HTML_CLASS__: head.dark ? 'dark' : 'light',
    __TITLE__: escapeHtml(head.title),
    __DESCRIPTION__: escapeHtml(head.description),
    __KEYWORDS__: escapeHtml(head.keywords),
    __NONCE__: head.nonce,
  };
  return template
    .replace(/__(HTML_LANG|HTML_DIR|HTML_CLASS|TITLE|DESCRIPTION|KEYWORDS|NONCE)__/g, (token) => values[token] ?? token)
    .replace('<!--app-root-->', () => head.rootHtml ?? '');
}

/** The static status block inside #root for 404 and error answers. */
export function statusBlock(status: number, heading: string, message: string): string {
  return `<main class="boot-status" role="main"><p class="boot-status-code">${status}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p></main>`;
}
