import { STORAGE_KEYS, SYSTEM_CODE } from '@glossa/contracts/limits';
import { BURY_POINTS, type FirstVisit, TRACKING_CALLS, type TrackingSendType } from '@glossa/contracts/tracking';
import { ConsentPass } from './consent-pass.ts';
import { deviceInfo } from './device-info.ts';
import { deviceFingerprint } from './fingerprint.ts';
import { type PageStay, PageStayTimer } from './page-stay.ts';
import { sendEvent } from './send-event.ts';

/**
 * The tracking client, loaded after the first paint and only with the visitor's consent
 * (docs/decisions/0023-tracking-consent-and-reports.md): it times the stay on each page and sends
 * it by beacon. Every failure is dropped here: tracking never shows an error or blocks the user.
 */
export interface TrackingSession {
  /** The page now shown (a route change ends the previous page's stay). */
  enter(pageKey: string): void;
  stop(): void;
}

/** How often the consent token is looked at (renewed only when it runs out soon). */
const CONSENT_CHECK_MS = 5 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in the browser's time (docs/product.md §3.7). */
export function buryPointTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A random string plus a timestamp (docs/product.md §3.7). */
function requestId(now: number): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${random}${now}`;
}

/** The first visit: stored in this browser, else the server's memory of this device, else now. */
async function firstVisitTime(anonymousId: string, now: number): Promise<number> {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEYS.firstVisit));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    return now;
  }
  let first = now;
  try {
    const query = new URLSearchParams({ anonymousId });
    const response = await fetch(`${TRACKING_CALLS.firstVisit.path}?${query}`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { data?: FirstVisit };
    if (body.data?.firstVisitTime) first = Math.min(body.data.firstVisitTime, now);
  } catch {
    // Unknown: this visit is the first.
  }
  try {
    localStorage.setItem(STORAGE_KEYS.firstVisit, String(first));
  } catch {
    // Storage blocked: asked again next time.
  }
  return first;
}

/**
 * Starts timing at once: the listeners are in place before any request is answered, so a tab hidden
 * while the first visit or the consent token is still being asked for still ends (and sends) its stay.
 */
export function startTracking(
  firstPage: string,
  options: { sendType?: TrackingSendType; now?: () => number } = {},
): TrackingSession {
  const now = options.now ?? Date.now;
  const anonymousId = deviceFingerprint();
  const firstVisit = firstVisitTime(anonymousId, now());
  const consent = new ConsentPass(anonymousId, now);
  void consent.current();
  const report = (stay: PageStay) => {
    const at = now();
    // Without a token the server would refuse the event: it is not sent.
    void Promise.all([firstVisit, consent.current()])
      .then(([first, consentToken]) => {
        if (!consentToken) return;
        const event = {
          requestId: requestId(at),
          anonymousId,
          systemCode: SYSTEM_CODE,
          buryPointId: BURY_POINTS.pageStay,
          expandData: '',
          deviceInfo: deviceInfo(first, at),
          buryPointTime: buryPointTime(at),
          ...stay,
          consentToken,
        };
        // Page-stay events go by beacon: they are sent while the page hides or closes.
        return sendEvent(event, options.sendType ?? 'beacon');
      })
      .catch(() => {});
  };
  const timer = new PageStayTimer(now, report);
  const renew = () => void consent.current();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') return timer.end();
    renew();
    timer.resume();
  };
  const renewal = setInterval(renew, CONSENT_CHECK_MS);
  const onLeave = () => timer.end();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  window.addEventListener('beforeunload', onLeave);
  timer.enter(firstPage);
  return {
    enter: (pageKey) => timer.enter(pageKey),
    stop() {
      clearInterval(renewal);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
    },
  };
}
