/**
 * Whether the server can be reached from this page at all. A gateway's 502, 503 or 504 (a proxy
 * in front whose server is down) counts as unreachable; any other answer means the server is there.
 */
export const GATEWAY_DOWN: ReadonlySet<number> = new Set([502, 503, 504]);

/** How often an unreachable server is asked again while something waits for it. */
const PROBE_INTERVAL_MS = 5_000;

export async function serverReachable(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
    return !GATEWAY_DOWN.has(response.status);
  } catch {
    return false;
  }
}

/**
 * Resolves once the server answers again: asked every few seconds, and at once when the device
 * comes back online.
 */
export async function whenServerReachable(): Promise<void> {
  while (!(await serverReachable())) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        resolve();
      };
      const timer = setTimeout(done, PROBE_INTERVAL_MS);
      window.addEventListener('online', done);
    });
  }
}
