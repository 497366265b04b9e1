import { type EngineBatch, EngineError, type TranslationEngine } from '@glossa/translate/engines/engine';

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 15_000;

export interface OutageOptions {
  /** How long one batch keeps trying through an outage before its error ends the job. */
  outageMs: number;
  signal: AbortSignal;
  /** Told before each wait (the job's log). */
  onWait?: (error: EngineError, waitMs: number) => void;
}

/** An engine that is away, overloaded or slow: worth waiting for. A refusal of the request is not. */
export function isTransient(error: unknown): error is EngineError {
  if (!(error instanceof EngineError)) return false;
  if (error.code === 'unavailable' || error.code === 'rate-limited' || error.code === 'timeout') return true;
  return error.code === 'http-error' && (error.status === undefined || error.status >= 500 || error.status === 429);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The job's engine, riding out outages (decision 0024): a batch that fails because the engine is
 * unreachable, answers 5xx or 429, or times out is sent again after a growing wait (1 s doubling
 * to 15 s), for up to `outageMs` from its first failure. Only that batch waits; the others go on,
 * and nothing saved is sent again. The engine's own quick retries happen inside each attempt.
 * A streamed text is tried again only while nothing of it has been shown.
 */
export function outageTolerant(engine: TranslationEngine, options: OutageOptions): TranslationEngine {
  // A batch waiting out an outage is a waiting batch: a job giving its worker back drops it (decision 0031).
  const attempt = async <T>(call: () => Promise<T>, stopWaiting?: AbortSignal): Promise<T> => {
    let since: number | undefined;
    let wait = FIRST_WAIT_MS;
    for (;;) {
      try {
        return await call();
      } catch (error) {
        if (!isTransient(error) || options.signal.aborted) throw error;
        since ??= Date.now();
        if (Date.now() - since + wait > options.outageMs) throw error;
        options.onWait?.(error, wait);
        const waiting = stopWaiting ? AbortSignal.any([options.signal, stopWaiting]) : options.signal;
        await pause(wait * (0.8 + Math.random() * 0.4), waiting).catch((reason: unknown) => {
          if (options.signal.aborted) throw reason;
          throw new EngineError('The batch stopped waiting for the engine', 'cancelled');
        });
        wait = Math.min(LONGEST_WAIT_MS, wait * 2);
      }
    }
  };
  const translate: TranslationEngine['translate'] = (batch, signal) =>
    attempt(() => engine.translate(batch, signal), batch.stopWaiting);
  const stream = engine.translateStream?.bind(engine);
  const translateStream = stream
    ? (batch: EngineBatch, signal?: AbortSignal) =>
        (async function* () {
          const first = await attempt(async () => {
            const iterator = stream(batch, signal)[Symbol.asyncIterator]();
            return { iterator, head: await iterator.next() };
          }, batch.stopWaiting);
          for (let item = first.head; !item.done; item = await first.iterator.next()) {
            yield item.value;
          }
        })()
    : undefined;
  // Everything else (limits, batch planning, estimates, the engine's class) is the engine's own.
  const tolerant = new Proxy(engine, {
    get(target, property) {
      if (property === 'translate') return translate;
      if (property === 'translateStream') return translateStream;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return tolerant;
}
