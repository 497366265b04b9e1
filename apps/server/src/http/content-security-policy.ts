import { randomBytes } from 'node:crypto';

/** A fresh nonce for the inline boot script of one page answer. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Cloudflare Turnstile's widget: its script and its frame, allowed only when the human check is on. */
const TURNSTILE = 'https://challenges.cloudflare.com';

export interface CspOptions {
  turnstile?: boolean;
}

/** The directives, shared by helmet (every answer) and the page renderer (adds a nonce). */
export function cspDirectives(nonce?: string, options: CspOptions = {}): Record<string, string[]> {
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`] : [`'self'`];
  return {
    defaultSrc: [`'self'`],
    scriptSrc: options.turnstile ? [...scripts, TURNSTILE] : scripts,
    frameSrc: options.turnstile ? [TURNSTILE] : [`'none'`],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    // Ad spaces may show a picture from any https:// address (docs/decisions/0022-operator-console.md).
    imgSrc: [`'self'`, 'data:', 'blob:', 'https:'],
    fontSrc: [`'self'`, 'data:'],
    connectSrc: [`'self'`],
    frameAncestors: [`'none'`],
    objectSrc: [`'none'`],
    baseUri: [`'self'`],
    formAction: [`'self'`],
  };
}

/**
 * Content-Security-Policy: scripts only from this origin or with the page's nonce.
 * Styles allow inline because Ant Design writes its CSS-in-JS into style tags at run time.
 */
export function contentSecurityPolicy(nonce?: string, options: CspOptions = {}): string {
  return Object.entries(cspDirectives(nonce, options))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}
