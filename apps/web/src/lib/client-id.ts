import { CLIENT_ID_PATTERN } from '@glossa/contracts/chat';
import { STORAGE_KEYS } from '@glossa/contracts/limits';

let memory: string | undefined;

function randomClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The visitor's identity (a random 128-bit hex string kept locally, docs/product.md §3.8). It owns the
 * visitor's conversations and term bases; when storage is blocked it lives for this page only.
 */
export function clientId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.clientId);
    if (stored && CLIENT_ID_PATTERN.test(stored)) return stored;
    const fresh = memory ?? randomClientId();
    localStorage.setItem(STORAGE_KEYS.clientId, fresh);
    memory = fresh;
    return fresh;
  } catch {
    memory ??= randomClientId();
    return memory;
  }
}

/**
 * A new visitor identity for this browser. Called after every sign-in: the server has moved the
 * visitor's work to the account, and the old id (which a link or a log may have shown) then owns
 * nothing and is never sent again.
 */
export function renewClientId(): void {
  memory = randomClientId();
  try {
    localStorage.setItem(STORAGE_KEYS.clientId, memory);
  } catch {
    // Storage blocked: the id lives for this page only, as clientId() says.
  }
}
