import { EngineError } from '../engine.ts';

export function cancelledError(signal?: AbortSignal): EngineError {
  return new EngineError('The translation was cancelled', 'cancelled', { cause: signal?.reason });
}

interface Watch {
  callbacks: Set<() => void>;
  listener: () => void;
}

const watches = new WeakMap<AbortSignal, Watch>();

/**
 * Calls `callback` once when `signal` aborts; returns the function that stops watching. A signal
 * gets a single listener however many requests watch it, so one job's signal shared by hundreds
 * of queued requests raises no MaxListenersExceeded warning.
 */
export function whenAborted(signal: AbortSignal, callback: () => void): () => void {
  let watch = watches.get(signal);
  if (!watch) {
    const callbacks = new Set<() => void>();
    const listener = () => {
      watches.delete(signal);
      for (const call of callbacks) call();
    };
    watch = { callbacks, listener };
    watches.set(signal, watch);
    signal.addEventListener('abort', listener, { once: true });
  }
  const current = watch;
  current.callbacks.add(callback);
  return () => {
    current.callbacks.delete(callback);
    if (current.callbacks.size === 0 && watches.get(signal) === current) {
      watches.delete(signal);
      signal.removeEventListener('abort', current.listener);
    }
  };
}
