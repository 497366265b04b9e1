import { LIMITS, STORAGE_KEYS } from '@glossa/contracts/limits';
import { serverReachable, whenServerReachable } from './connection.ts';

/**
 * Full page loads triggered by a new build or a failed lazy chunk happen at most once per
 * path in a 10-second window, so a broken deployment cannot put the browser in a reload loop.
 */
export function reloadOnce(path: string, reload: (path: string) => void = (p) => window.location.assign(p)): boolean {
  let guard: Record<string, number> = {};
  try {
    guard = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.reloadGuard) ?? '{}') as Record<string, number>;
  } catch {
    guard = {};
  }
  const now = Date.now();
  const last = guard[path];
  if (last !== undefined && now - last < LIMITS.buildReloadGuardMs) return false;
  guard[path] = now;
  try {
    sessionStorage.setItem(STORAGE_KEYS.reloadGuard, JSON.stringify(guard));
  } catch {
    // Storage may be full or disabled; the reload still happens.
  }
  reload(path);
  return true;
}

/**
 * Lazy modules: a chunk that fails to load (old build removed) reloads the page once. `target`
 * names the page being opened (during a navigation the address bar still shows the old one).
 * A chunk that failed because the server cannot be reached (offline, server down, a proxy's 502)
 * is not a reason to reload: a page load then is the browser's "This site can't be reached". It
 * is asked for again once the server answers, and only a second failure reloads (decision 0045).
 */
export async function importWithReload<T>(load: () => Promise<T>, target?: () => string | undefined): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(await serverReachable())) {
      await whenServerReachable();
      return importWithReload(load, target);
    }
    const path = target?.() ?? window.location.pathname + window.location.search;
    if (reloadOnce(path)) return new Promise<T>(() => {});
    throw error;
  }
}
