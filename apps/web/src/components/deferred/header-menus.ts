import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Which header menus are open, kept outside the components: a page change that brings another
 * layout draws the header anew, and a menu opened while that change was on its way (a click on the
 * sign-in page's header just after signing in) stays open in the new header instead of vanishing.
 */
const open = new Set<string>();
const listeners = new Set<() => void>();
/** Copies of each menu on the page. */
const mounted = new Map<string, number>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setMenuOpen(name: string, next: boolean): void {
  if (open.has(name) === next) return;
  if (next) open.add(name);
  else open.delete(name);
  for (const listener of listeners) listener();
}

/** Whether the header menu `name` is open, and the setter; shared by every copy of that menu. */
export function useHeaderMenuOpen(name: string): [boolean, (next: boolean) => void] {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open.has(name),
    () => false,
  );
  const set = useCallback((next: boolean) => setMenuOpen(name, next), [name]);
  useEffect(() => {
    mounted.set(name, (mounted.get(name) ?? 0) + 1);
    return () => {
      mounted.set(name, (mounted.get(name) ?? 1) - 1);
      // A header drawn anew mounts its copy in the same commit; a menu gone for good (the account
      // menu after a sign-out) is closed, so it does not open by itself when it comes back.
      setTimeout(() => {
        if (!mounted.get(name)) setMenuOpen(name, false);
      }, 0);
    };
  }, [name]);
  return [isOpen, set];
}
