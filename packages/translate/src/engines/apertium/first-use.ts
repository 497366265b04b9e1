/**
 * Pairs checked when they are first asked for, not all at start (docs/decisions/0051-apertium-pairs-on-first-use.md):
 * a process is ready at once, a command that needs one pair starts one pair. A pair whose files are
 * all there is offered; its first request sends the probe sentence through the pair's own warm
 * chain (so the check costs no second start), and the outcome is remembered in the probe store
 * like a start-up probe's. The pairs nobody asked for yet can be probed later, in the background.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EngineError } from '../engine.ts';
import type { ApertiumMode } from './modes.ts';
import { modeSignature, type ProbeOutcome, type ProbeStore } from './probe-cache.ts';

export interface FirstUseOptions {
  store?: ProbeStore;
  log: (message: string) => void;
  /** Sends the pair's probe sentence through its warm chain and judges the answer. */
  check: (mode: ApertiumMode) => Promise<ProbeOutcome>;
  /** A pair found not to work: the engine stops offering it. */
  leaveOut: (mode: ApertiumMode, reason: string) => void;
}

export class FirstUseChecks {
  private readonly confirmed = new Set<string>();
  private readonly checking = new Map<string, Promise<void>>();

  constructor(private readonly options: FirstUseOptions) {}

  /** Pairs known to work already (remembered, or probed at start): no check on first use. */
  confirm(names: Iterable<string>): void {
    for (const name of names) this.confirmed.add(name);
  }

  isConfirmed(name: string): boolean {
    return this.confirmed.has(name);
  }

  /**
   * Resolves once the pair is known to work; several first requests share one check. A pair that
   * fails is left out and the request fails with the reason; a check that ran out of time (a busy
   * machine) fails this request only, and the next one checks again.
   */
  async ensure(mode: ApertiumMode): Promise<void> {
    if (this.confirmed.has(mode.name)) return;
    let pending = this.checking.get(mode.name);
    if (!pending) {
      pending = this.check(mode).finally(() => this.checking.delete(mode.name));
      this.checking.set(mode.name, pending);
    }
    await pending;
  }

  private async check(mode: ApertiumMode): Promise<void> {
    const outcome = await this.options.check(mode);
    if (!outcome.passing) await this.remember(mode, outcome);
    if (outcome.ok) {
      this.confirmed.add(mode.name);
      return;
    }
    const reason = outcome.reason ?? 'its probe failed';
    if (outcome.passing) throw new EngineError(`Apertium ${mode.name} did not answer in time: ${reason}`, 'timeout');
    this.options.log(`apertium: leaving out ${mode.name}: ${reason}`);
    this.options.leaveOut(mode, reason);
    throw new EngineError(`Apertium ${mode.name} does not work on this machine: ${reason}`, 'unsupported-pair');
  }

  private async remember(mode: ApertiumMode, outcome: ProbeOutcome): Promise<void> {
    const { store, log } = this.options;
    if (!store) return;
    const entry = { signature: modeSignature(mode), ok: outcome.ok, reason: outcome.reason };
    await store.write(new Map([[mode.name, entry]])).catch((error: unknown) => {
      log(
        `apertium: cannot write the probes in ${store.description}: ${error instanceof Error ? error.message : error}`,
      );
    });
  }
}

/** The absolute files a pair's programs read that are not there: such a pair cannot work, no probe needed. */
export function missingFiles(mode: ApertiumMode): string[] {
  const files = mode.commands.flatMap((command) => command.args.filter((arg) => path.isAbsolute(arg)));
  return files.filter((file) => !existsSync(file));
}
