import { TRACKING_CALLS, TRACKING_LIMITS, type TrackingEvent, type TrackingSendType } from '@glossa/contracts/tracking';

export const SAVE_URL = TRACKING_CALLS.saveEvent.path;

/** A failed send (status 400 or more, a beacon the browser refused): rethrown, never shown (docs/product.md §8.4). */
export class TrackingError extends Error {
  constructor(readonly status: number) {
    super(`tracking event not stored (${status})`);
    this.name = 'TrackingError';
  }
}

/** Cuts the event's text to 7,000 characters (docs/product.md §3.7). */
export function truncateEvent(event: TrackingEvent): TrackingEvent {
  const max = TRACKING_LIMITS.expandDataMaxLength;
  return event.expandData && event.expandData.length > max
    ? { ...event, expandData: event.expandData.slice(0, max) }
    : event;
}

/**
 * Sends one event the configured way: ajax (default; a POST that outlives the page), image (a GET
 * whose answer is a picture) or beacon (the browser sends it even while the page closes).
 */
export async function sendEvent(event: TrackingEvent, type: TrackingSendType = 'ajax'): Promise<void> {
  const body = JSON.stringify(truncateEvent(event));
  if (type === 'beacon') {
    // A string body goes as text/plain, which needs no preflight and which the server reads as JSON.
    if (!navigator.sendBeacon?.(SAVE_URL, body)) throw new TrackingError(0);
    return;
  }
  if (type === 'image') {
    await new Promise<void>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = () => reject(new TrackingError(400));
      image.src = `${SAVE_URL}?data=${encodeURIComponent(body)}`;
    });
    return;
  }
  const response = await fetch(SAVE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  });
  if (response.status >= 400) throw new TrackingError(response.status);
}
