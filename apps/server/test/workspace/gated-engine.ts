import {
  type EngineBatch,
  EngineError,
  type EngineResult,
  type LanguagePair,
  type TranslationEngine,
} from '@glossa/translate/engines/engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';

/** One engine request, held until the test answers or fails it. */
export interface GatedCall {
  texts: string[];
  signal: AbortSignal | undefined;
  answered: boolean;
  answer(): void;
  fail(error?: Error): void;
}

/**
 * An engine whose every request waits for the test: the order of requests is the order jobs and
 * batches started, and a test decides when each answers or fails, so nothing depends on timing.
 * `ignoreAbort`: the request answers even after its job aborted it, as a late network reply does.
 */
export class GatedEngine implements TranslationEngine {
  readonly id = 'gated';
  // Batches run many at once for an llm (the pipeline's default), as with a real model.
  readonly kind = 'llm' as const;
  readonly maxBatchChars = 200;
  readonly calls: GatedCall[] = [];
  /** Answer every request at once (set it to drain the queue). */
  auto = false;

  constructor(private readonly options: { ignoreAbort?: boolean } = {}) {}

  languagePairs(): LanguagePair[] {
    return [{ source: '*', target: '*' }];
  }

  supports(): boolean {
    return true;
  }

  translate(batch: EngineBatch, signal?: AbortSignal): Promise<EngineResult> {
    return new Promise((resolve, reject) => {
      const call: GatedCall = {
        texts: batch.segments.map((segment) => segment.text),
        signal,
        answered: false,
        answer: () => {
          if (call.answered) return;
          call.answered = true;
          resolve({ translations: batch.segments.map((s) => ({ id: s.id, text: `${batch.target}:${s.text}` })) });
        },
        fail: (error = new EngineError('The engine is down', 'unavailable')) => {
          if (call.answered) return;
          call.answered = true;
          reject(error);
        },
      };
      this.calls.push(call);
      if (!this.options.ignoreAbort) {
        signal?.addEventListener('abort', () => call.fail(new EngineError('cancelled', 'cancelled')), { once: true });
      }
      if (this.auto) call.answer();
    });
  }

  /** Waits until at least `count` requests have arrived (a hang guard, not a clock). */
  async waitForCalls(count: number): Promise<void> {
    for (let i = 0; i < 6000 && this.calls.length < count; i++) await new Promise((r) => setTimeout(r, 10));
    if (this.calls.length < count) throw new Error(`expected ${count} engine calls, got ${this.calls.length}`);
  }

  /** Answers everything waiting, and from now on every request at once. */
  drain(): void {
    this.auto = true;
    for (const call of this.calls) call.answer();
  }
}

export function gatedEngineSet(engine: GatedEngine): EngineSet {
  return { engines: [engine], pseudo: new PseudoEngine(), close: async () => {} };
}

/** Polls `check` until it holds (a hang guard of about a minute, not a clock the test depends on). */
export async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}
