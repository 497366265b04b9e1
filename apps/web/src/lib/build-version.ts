import type { BuildInfo } from '@glossa/contracts/base-config';
import { LIMITS } from '@glossa/contracts/limits';

let stale = false;

/** True once the server serves a build other than the one this page was loaded from. */
export function isBuildStale(): boolean {
  return stale;
}

async function check(onStale: () => void): Promise<void> {
  if (stale) return;
  try {
    const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    // A plain check rather than the zod schema: it keeps zod out of the first-visit bundle.
    const latest = (await response.json()) as Partial<BuildInfo>;
    if (typeof latest.id === 'string' && latest.id !== __BUILD_ID__) {
      stale = true;
      onStale();
    }
  } catch {
    // Offline or a server restart: try again at the next tick.
  }
}

/** Polls builds/latest.json every minute and whenever the tab becomes visible again. */
export function watchBuildVersion(onStale: () => void): () => void {
  const timer = window.setInterval(() => void check(onStale), LIMITS.buildPollIntervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check(onStale);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
