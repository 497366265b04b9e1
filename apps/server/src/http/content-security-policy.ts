import { randomBytes } from 'node:crypto';

/** A fresh nonce for the inline boot script of one page answer. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The directives, shared by helmet (every answer) and the page renderer (adds a nonce). */
export function cspDirectives(nonce?: string): Record<string, string[]> {
  return {
    defaultSrc: [`'self'`],
    scriptSrc: nonce ? [`'self'`, `'nonce-${nonce}'`] : [`'self'`],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'blob:'],
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
export function contentSecurityPolicy(nonce?: string): string {
  return Object.entries(cspDirectives(nonce))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}
