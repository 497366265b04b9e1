import * as account from '@glossa/contracts/account-requests';
import * as apiKeys from '@glossa/contracts/api-keys-requests';
import * as chat from '@glossa/contracts/chat-requests';
import * as combo from '@glossa/contracts/combo-requests';
import * as consoleNotices from '@glossa/contracts/console-notices-requests';
import * as consoleRequests from '@glossa/contracts/console-requests';
import * as consoleSettings from '@glossa/contracts/console-settings-requests';
import * as deepl from '@glossa/contracts/deepl-requests';
import * as libre from '@glossa/contracts/libretranslate-requests';
import * as publicApi from '@glossa/contracts/public-api-requests';
import * as siteNotices from '@glossa/contracts/site-notices-requests';
import * as termBase from '@glossa/contracts/term-base-requests';

const MODULES = [
  account,
  apiKeys,
  chat,
  combo,
  consoleNotices,
  consoleRequests,
  consoleSettings,
  deepl,
  libre,
  publicApi,
  siteNotices,
  termBase,
];

/** Every key of every object schema reachable from a value (zod 4 keeps a schema's parts in `_zod.def`). */
function collectKeys(value: unknown, keys: Set<string>, seen: Set<unknown>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const shape = (value as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') {
    for (const [key, inner] of Object.entries(shape)) {
      keys.add(key);
      collectKeys(inner, keys, seen);
    }
  }
  const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  for (const part of Object.values(def)) {
    if (Array.isArray(part)) for (const item of part) collectKeys(item, keys, seen);
    else collectKeys(part, keys, seen);
  }
}

/**
 * The field names the request schemas of every route know (`conversationId`, `text`, `target_lang`,
 * `q` ...): random bodies built from them get past "unknown field" and reach the rules behind.
 */
export function requestFieldNames(): string[] {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  for (const module of MODULES) for (const value of Object.values(module)) collectKeys(value, keys, seen);
  return [...keys].sort();
}
