import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What may cover or interrupt a page, most important first (docs/decisions/0048-one-overlay-at-a-time.md):
 * the cookie banner (a legal answer), the operator's announcements, the welcome dialog, then ads.
 */
export const OVERLAY_ORDER = ['consent', 'announcement', 'onboarding', 'ad'] as const;
export type OverlayKind = (typeof OVERLAY_ORDER)[number];

export interface OverlayQueue {
  /** Asks for a turn; the same id asking again keeps its place. */
  ask(id: symbol, kind: OverlayKind): void;
  /** Gives the turn (or the place in the queue) back: the next one shows. */
  leave(id: symbol): void;
  /** Whose turn it is: the most important waiting overlay, the earliest of its kind. */
  current(): symbol | undefined;
  subscribe(listener: () => void): () => void;
}

/** One page's queue of overlays: exactly one of them, or none, has the turn. */
export function createOverlayQueue(): OverlayQueue {
  const waiting = new Map<symbol, { rank: number; since: number }>();
  const listeners = new Set<() => void>();
  let asked = 0;
  let turn: symbol | undefined;
  const update = () => {
    let best: [symbol, { rank: number; since: number }] | undefined;
    for (const entry of waiting) {
      const [, place] = entry;
      if (!best || place.rank < best[1].rank || (place.rank === best[1].rank && place.since < best[1].since)) {
        best = entry;
      }
    }
    if (best?.[0] === turn) return;
    turn = best?.[0];
    for (const listener of listeners) listener();
  };
  return {
    ask(id, kind) {
      if (waiting.has(id)) return;
      waiting.set(id, { rank: OVERLAY_ORDER.indexOf(kind), since: asked++ });
      update();
    },
    leave(id) {
      if (waiting.delete(id)) update();
    },
    current: () => turn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const QueueContext = createContext<OverlayQueue>(createOverlayQueue());

/** The page's overlay queue (each test render gets its own). */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createOverlayQueue);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

/**
 * Asks for a turn while `wanted` and tells whether it is this overlay's turn: show it only then.
 * An overlay still finding out whether it has anything to show asks too, so that nothing less
 * important slips in and is covered a moment later. Unwanted or unmounted, it lets the next one show.
 */
export function useOverlayTurn(kind: OverlayKind, wanted: boolean): boolean {
  const queue = useContext(QueueContext);
  const [id] = useState(() => Symbol(kind));
  useEffect(() => {
    if (!wanted) return;
    queue.ask(id, kind);
    return () => queue.leave(id);
  }, [queue, id, kind, wanted]);
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return wanted && current === id;
}
