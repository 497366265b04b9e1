import { DEFAULT_LOCALE, type LocaleCode, localeEntry, type TextDirection } from '@glossa/contracts/locales';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';

/** The interface language in force, its Ant Design texts and the page direction. */
export interface UiLocale {
  locale: LocaleCode;
  antd: AntdLocale | undefined;
  direction: TextDirection;
}

let state: UiLocale = { locale: DEFAULT_LOCALE, antd: undefined, direction: 'ltr' };
const listeners = new Set<() => void>();

export function setUiLocale(next: Partial<UiLocale>): void {
  const merged = { ...state, ...next };
  if (merged.locale === state.locale && merged.antd === state.antd && merged.direction === state.direction) return;
  state = merged;
  const root = document.documentElement;
  root.lang = localeEntry(state.locale).iso;
  root.dir = state.direction;
  for (const listener of listeners) listener();
}

/** The physical side where a line starts (for placements that take left or right, not start or end). */
export function startSide(direction: TextDirection): 'left' | 'right' {
  return direction === 'rtl' ? 'right' : 'left';
}

export function useUiLocale(): UiLocale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
