import { startTransition, useEffect, useState } from 'react';
import { importWithReload } from '../../lib/reload-guard.ts';

/**
 * A module fetched the first time it is wanted rather than with the page (decision 0018): the
 * first visit carries only what it draws. Every user of the module gets it once it has arrived.
 */
export interface FirstUse<T> {
  /** The module, once it has arrived. */
  current: () => T | undefined;
  /** Fetches it (once; a failed chunk reloads the page once, as the routes do). */
  load: () => Promise<T>;
  /** Calls `listener` when the module arrives; returns the unsubscription. */
  subscribe: (listener: (module: T) => void) => () => void;
}

export function firstUse<T>(load: () => Promise<T>): FirstUse<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<(module: T) => void>();
  return {
    current: () => module,
    load: () => {
      pending ??= importWithReload(load).then((loaded) => {
        module = loaded;
        for (const listener of listeners) listener(loaded);
        return loaded;
      });
      return pending;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module once it has arrived (fetched when `wanted`); undefined until then.
 *
 * Its arrival is drawn as a transition, in a moment of its own. Drawn as an ordinary update, it
 * could still be waiting on a busy page when the reader pressed the look-alike, and React would
 * draw it with the press's own update, before the browser's answer to the press: the look-alike
 * would be gone from the page by then, and the browser would move the focus to nothing, closing
 * the real component that had just opened (decision 0018, "Races found later").
 */
export function useFirstUse<T>(entry: FirstUse<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState(entry.current);
  useEffect(() => {
    if (module) return;
    const take = (arrived: T) => startTransition(() => setModule(() => arrived));
    const arrived = entry.current();
    if (arrived) return void take(arrived);
    return entry.subscribe(take);
  }, [entry, module]);
  useEffect(() => {
    if (wanted && !module) void entry.load();
  }, [entry, wanted, module]);
  return module;
}
