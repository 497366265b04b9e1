import { ACCOUNT_COOKIES } from '@glossa/contracts/account';
import { useSyncExternalStore } from 'react';
import { readCookie } from './cookies.ts';

/**
 * Signed in exactly when the session cookie exists (docs/product.md §4.1). The token cookie is
 * httpOnly, so scripts look at its readable companion `signed_in` instead
 * (docs/decisions/0011-session-cookie.md).
 */
export function isSignedIn(): boolean {
  return readCookie(ACCOUNT_COOKIES.signedIn) === '1';
}

const listeners = new Set<() => void>();

/** Sign-in, sign-out and forced logout call this, so every reader of the state re-renders. */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}
