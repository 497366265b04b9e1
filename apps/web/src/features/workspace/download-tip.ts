import { STORAGE_KEYS } from '@glossa/contracts/limits';

/** The download-guide hint stays away once the user chose "don't remind again" (kept locally). */
export function downloadTipDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.downloadTip) === 'dismissed';
  } catch {
    return false;
  }
}

export function dismissDownloadTip(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.downloadTip, 'dismissed');
  } catch {
    // Storage blocked: the hint comes back on the next visit.
  }
}
