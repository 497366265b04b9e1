import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOverlayTurn } from '../../../lib/overlay-queue.tsx';
import { useBaseConfig } from '../../site/index.ts';
import { doNotTrack, trackingState, useConsent } from '../consent.ts';
import type { TrackingSession } from '../start-tracking.ts';

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

/** Runs `work` once the page has painted and the browser is idle, so the first visit stays fast. */
function afterFirstPaint(work: () => void): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(work, { timeout: 3000 })
      : window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * Tracking as decision 0023 says: the cookie banner while the visitor has not answered (and the
 * server tracks and the browser does not say Do Not Track); the tracking client, loaded after the
 * first paint, once they accept. Nothing is sent before.
 */
export function SiteTracking() {
  const { data: config, isPending } = useBaseConfig();
  const consent = useConsent();
  const dnt = doNotTrack();
  const state = trackingState(config?.features.tracking ?? false, consent, dnt);
  // The banner goes first of the overlays (decision 0048); while the settings load it may be due.
  const myTurn = useOverlayTurn('consent', state === 'ask' || (isPending && consent === undefined && !dnt));
  const { pathname } = useLocation();
  const session = useRef<TrackingSession | undefined>(undefined);
  const page = useRef(pathname);
  page.current = pathname;

  useEffect(() => {
    if (state !== 'on') return;
    let stopped = false;
    const cancel = afterFirstPaint(() => {
      void import('../start-tracking.ts')
        .then(({ startTracking }) => {
          if (!stopped) session.current = startTracking(page.current);
        })
        .catch(() => {});
    });
    return () => {
      stopped = true;
      cancel();
      session.current?.stop();
      session.current = undefined;
    };
  }, [state]);

  useEffect(() => session.current?.enter(pathname), [pathname]);

  if (state !== 'ask' || !myTurn) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
