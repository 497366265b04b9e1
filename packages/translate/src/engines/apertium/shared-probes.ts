/**
 * Which pairs work, from the remembered probes where their files are unchanged and by probing the
 * rest. With a store shared by several processes (docs/decisions/0036-shared-apertium-probes.md)
 * one process probes at a time: the others wait, reading each outcome as it is written, and take
 * the turn themselves when it is free again (its holder finished or died) with pairs still to
 * probe; a process that sees no new outcome for `waitMs` stops waiting and probes the rest itself.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ApertiumMode } from './modes.ts';
import { modeSignature, type ProbeOutcome, type ProbeStore, type RememberedProbe } from './probe-cache.ts';

export interface ProbingOptions {
  /** Starts a pair, sends it a sentence, stops it. */
  probe: (mode: ApertiumMode) => Promise<ProbeOutcome>;
  /** How many pairs are probed at the same time. */
  concurrency: number;
  store?: ProbeStore;
  log: (message: string) => void;
  /** How long a turn is held before it must be renewed (a third of it passes between renewals). Default 30 s. */
  leaseMs?: number;
  /** How often a waiting process looks at the store. Default 0.5 s. */
  pollMs?: number;
  /** A waiting process that sees no new outcome for this long probes the rest itself. Default 2 min. */
  waitMs?: number;
}

export interface ProbeFindings {
  /** Every pair's outcome, by mode name. */
  outcomes: Map<string, ProbeOutcome>;
  /** How many came from the store, and how many this process probed. */
  remembered: number;
  probed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The remembered outcomes of these pairs whose files are unchanged since (by mode name). */
function stillValid(
  remembered: ReadonlyMap<string, RememberedProbe>,
  modes: readonly ApertiumMode[],
  signatures: ReadonlyMap<string, string> = new Map(modes.map((mode) => [mode.name, modeSignature(mode)])),
): Map<string, ProbeOutcome> {
  const outcomes = new Map<string, ProbeOutcome>();
  for (const mode of modes) {
    const entry = remembered.get(mode.name);
    if (!entry || entry.signature !== signatures.get(mode.name) || typeof entry.ok !== 'boolean') continue;
    outcomes.set(mode.name, entry.ok ? { ok: true } : { ok: false, reason: entry.reason });
  }
  return outcomes;
}

/** What the store remembers of these pairs, where their files are unchanged; nothing when it cannot be read. */
export async function rememberedOutcomes(
  store: ProbeStore | undefined,
  modes: readonly ApertiumMode[],
  log: (message: string) => void,
): Promise<Map<string, ProbeOutcome>> {
  if (!store) return new Map();
  try {
    return stillValid(await store.read(), modes);
  } catch (error) {
    log(`apertium: cannot read the probes in ${store.description}: ${message(error)}`);
    return new Map();
  }
}

export async function findProbeOutcomes(
  modes: readonly ApertiumMode[],
  options: ProbingOptions,
): Promise<ProbeFindings> {
  const { store, log } = options;
  const signatures = new Map(modes.map((mode) => [mode.name, modeSignature(mode)]));
  const outcomes = new Map<string, ProbeOutcome>();
  const findings: ProbeFindings = { outcomes, remembered: 0, probed: 0 };
  const pending = () => modes.filter((mode) => !outcomes.has(mode.name));
  const failing = new Set<string>();
  /** A store that fails is logged once per kind of use, and probing goes on without it. */
  const attempt = async <T>(what: string, fallback: T, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!failing.has(what)) log(`apertium: cannot ${what} the probes in ${store?.description}: ${message(error)}`);
      failing.add(what);
      return fallback;
    }
  };
  const readRemembered = async (): Promise<void> => {
    if (!store) return;
    const remembered = await attempt('read', new Map(), () => store.read());
    for (const [name, outcome] of stillValid(remembered, pending(), signatures)) {
      outcomes.set(name, outcome);
      findings.remembered++;
    }
  };

  await readRemembered();
  const turns = store?.turns;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  let holding = false;
  if (turns && pending().length > 0) {
    let progressAt = Date.now();
    const waitMs = options.waitMs ?? 120_000;
    while (pending().length > 0) {
      holding = await attempt('take a turn for', false, () => turns.take(holder, leaseMs));
      if (holding || failing.has('take a turn for')) break;
      if (Date.now() - progressAt > waitMs) {
        log(`apertium: no new probe outcome for ${Math.round(waitMs / 1000)} s; probing the rest here`);
        break;
      }
      await sleep(options.pollMs ?? 500);
      const before = outcomes.size;
      await readRemembered();
      if (outcomes.size > before) progressAt = Date.now();
    }
  }

  // The turn is free once its last holder wrote everything: what it probed is read first.
  if (holding) await readRemembered();
  const queue = pending();
  const renewal = holding
    ? setInterval(() => void attempt('renew the turn for', false, () => turns!.renew(holder, leaseMs)), leaseMs / 3)
    : undefined;
  try {
    const probeOne = async (mode: ApertiumMode): Promise<void> => {
      const outcome = await options.probe(mode);
      outcomes.set(mode.name, outcome);
      findings.probed++;
      // Written one by one, so waiting processes go on as each comes, and a death loses only the pairs in probe.
      const signature = signatures.get(mode.name)!;
      if (store && !outcome.passing)
        await attempt('write', undefined, () => store.write(new Map([[mode.name, { signature, ...outcome }]])));
    };
    const workers = Array.from({ length: Math.max(1, options.concurrency) }, async () => {
      for (let mode = queue.shift(); mode; mode = queue.shift()) await probeOne(mode);
    });
    await Promise.all(workers);
  } finally {
    clearInterval(renewal);
    if (holding) await attempt('give back the turn for', undefined, () => turns!.release(holder));
  }
  return findings;
}
