import { COOKIES, STORAGE_KEYS } from '@glossa/contracts/limits';
import { useSyncExternalStore } from 'react';
import { writeCookie } from './cookies.ts';

export type ColorSchemeMode = 'auto' | 'light' | 'dark';

const media = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function readMode(): ColorSchemeMode {
  const stored = localStorage.getItem(STORAGE_KEYS.colorScheme);
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

let mode = readMode();

function resolveDark(): boolean {
  return mode === 'dark' || (mode === 'auto' && media.matches);
}

/** Keeps <html class> and the colour-scheme cookie (read by the server) in step with the choice. */
function apply(): void {
  const dark = resolveDark();
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  writeCookie(COOKIES.colorScheme, dark ? 'dark' : 'light', COOKIES.maxAgeSeconds);
  for (const listener of listeners) listener();
}

media.addEventListener('change', () => {
  if (mode === 'auto') apply();
});

window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.colorScheme) {
    mode = readMode();
    apply();
  }
});

export function setColorSchemeMode(next: ColorSchemeMode): void {
  mode = next;
  localStorage.setItem(STORAGE_KEYS.colorScheme, next);
  apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen mode and whether the page is dark now; auto follows the system live. */
export function useColorScheme(): { mode: ColorSchemeMode; dark: boolean } {
  const currentMode = useSyncExternalStore(subscribe, () => mode);
  const dark = useSyncExternalStore(subscribe, resolveDark);
  return { mode: currentMode, dark };
}
