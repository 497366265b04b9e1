import { STORAGE_KEYS } from '@glossa/contracts/limits';

/**
 * The download guide is shown once: after it has been on screen it stays away (kept locally; the
 * answer "dismissed" of earlier versions counts as seen).
 */
export function downloadTipSeen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.downloadTip) !== null;
  } catch {
    return false;
  }
}

export function markDownloadTipSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.downloadTip, 'seen');
  } catch {
    // Storage blocked: the hint comes back on the next visit.
  }
}
