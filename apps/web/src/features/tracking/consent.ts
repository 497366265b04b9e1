import { STORAGE_KEYS } from '@glossa/contracts/limits';
import { useSyncExternalStore } from 'react';

/** The visitor's answer to the cookie banner; undefined until they answer. */
export type Consent = 'accepted' | 'declined';

const listeners = new Set<() => void>();
let memory: Consent | undefined;

/** The browser asks not to be tracked: Do Not Track, or Global Privacy Control. */
export function doNotTrack(nav: Navigator = navigator, win: Window = window): boolean {
  const signals = [nav.doNotTrack, (win as { doNotTrack?: string }).doNotTrack];
  return (
    signals.some((value) => value === '1' || value === 'yes') ||
    (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function readConsent(): Consent | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.trackingConsent);
    return stored === 'accepted' || stored === 'declined' ? stored : memory;
  } catch {
    return memory;
  }
}

/** Remembers the answer (in this browser; for this page only when storage is blocked). */
export function saveConsent(consent: Consent): void {
  memory = consent;
  try {
    localStorage.setItem(STORAGE_KEYS.trackingConsent, consent);
  } catch {
    // Storage blocked: the answer holds until the page is closed.
  }
  for (const listener of listeners) listener();
}

/** Forgets the answer, so the banner asks again (the footer's cookie settings). */
export function forgetConsent(): void {
  memory = undefined;
  try {
    localStorage.removeItem(STORAGE_KEYS.trackingConsent);
  } catch {
    // Storage blocked: only the page's memory held it.
  }
  for (const listener of listeners) listener();
}

export function useConsent(): Consent | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readConsent,
    () => undefined,
  );
}

/**
 * What the site may do about tracking (docs/decisions/0023-tracking-consent-and-reports.md):
 * nothing when the server has it off or the browser says Do Not Track; ask with the banner
 * until the visitor answers; track only after they accept.
 */
export function trackingState(enabled: boolean, consent: Consent | undefined, dnt: boolean): 'off' | 'ask' | 'on' {
  if (!enabled || dnt || consent === 'declined') return 'off';
  return consent === 'accepted' ? 'on' : 'ask';
}
