/**
 * The offline `apertium` engine (docs/translation-core.md §4, docs/decisions/0008-apertium-pipeline.md):
 * Debian's apertium-* pairs, each run as one warm chain of processes started on first use. Pairs
 * are discovered at start; a pair missing a file it reads is left out at once. The others are
 * probed at start, or (`probing: 'first-use'`, decision 0051) on their first request, with
 * `probeRest` for the pairs nobody asked for yet; a pair whose probe fails is left out and logged.
 */
import {
  type EngineBatch,
  EngineError,
  type EngineResult,
  type LanguageCode,
  type LanguagePair,
  type TranslationEngine,
} from '../engine.ts';
import { decodeBatch, encodeBatch } from './batch.ts';
import { FirstUseChecks, missingFiles } from './first-use.ts';
import { type ApertiumMode, DEFAULT_MODES_DIRS, discoverModes } from './modes.ts';
import type { ApertiumPipeline } from './pipeline.ts';
import type { ProbeOutcome, ProbeStore } from './probe-cache.ts';
import { createPipeline, probe, probeSentence, probeThrough } from './probes.ts';
import { findProbeOutcomes, rememberedOutcomes } from './shared-probes.ts';
import { TermNouns } from './term-nouns.ts';
import { planStandIns, type SegmentStandIns, settleStandIns } from './term-stand-ins.ts';

/** How much lower than the server the background checks run (a nice value). */
const BACKGROUND_NICENESS = 10;

export interface ApertiumEngineOptions {
  /** Folders holding `*.mode` files; Debian's by default. */
  modesDirs?: readonly string[];
  /** Where start-up findings go (pairs left out, unreadable modes). */
  log?: (message: string) => void;
  /** Longest one request may take once it leaves the queue. Default 60 s. */
  timeoutMs?: number;
  /** Longest a probe may take, process start included. Default 30 s. */
  probeTimeoutMs?: number;
  /** Probe sentences by source language, added to the built-in ones. */
  probes?: Record<string, string>;
  /** How many pairs are probed at the same time. Default 2. */
  probeConcurrency?: number;
  /** Only these installed modes ('eng-spa', 'fr-es' ...); default: every installed one. */
  pairs?: readonly string[];
  /** Where probe outcomes are remembered across starts and processes (probe-cache.ts); none: probe every pair. */
  probeStore?: ProbeStore;
  /** Extra environment for the Apertium programs. */
  env?: NodeJS.ProcessEnv;
  /**
   * When the pairs are probed: all before `start` resolves (default), or each on its first
   * request, so a process is ready at once and one that needs one pair starts one pair.
   */
  probing?: 'at-start' | 'first-use';
}

export class ApertiumEngine implements TranslationEngine {
  readonly id = 'apertium';
  readonly kind = 'apertium' as const;
  readonly maxBatchChars = 20_000;
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly termNouns = new Map<string, TermNouns | undefined>();
  private readonly firstUse: FirstUseChecks;
  private closed = false;
  /** The chains of background checks running now. */
  private readonly probing = new Set<ApertiumPipeline>();

  private constructor(
    private modes: readonly ApertiumMode[],
    private readonly options: ApertiumEngineOptions,
  ) {
    this.firstUse = new FirstUseChecks({
      store: options.probeStore,
      log: options.log ?? (() => {}),
      check: (mode) => this.checkWarm(mode),
      leaveOut: (mode) => this.leaveOut(mode),
    });
  }

  /** Discovers the installed pairs and keeps those whose probe sentence comes back translated. */
  static async start(options: ApertiumEngineOptions = {}): Promise<ApertiumEngine> {
    const log = options.log ?? (() => {});
    const startedAt = Date.now();
    const discovered = discoverModes(options.modesDirs ?? DEFAULT_MODES_DIRS);
    const wanted = options.pairs
      ? discovered.modes.filter((mode) => options.pairs?.includes(mode.name))
      : discovered.modes;
    for (const failure of discovered.failures) log(`apertium: cannot read ${failure.file}: ${failure.reason}`);
    const modes = wanted.filter((mode) => {
      const missing = missingFiles(mode);
      if (missing.length > 0)
        log(`apertium: leaving out ${mode.name}: it reads files that are not there: ${missing.join(', ')}`);
      return missing.length === 0;
    });
    if (options.probing === 'first-use')
      return ApertiumEngine.openForFirstUse(modes, wanted.length, options, startedAt);
    const { outcomes, remembered, probed } = await findProbeOutcomes(modes, {
      probe: (mode) => probe(mode, probeSentence(mode, options.probes), options),
      concurrency: options.probeConcurrency ?? 2,
      store: options.probeStore,
      log,
    });
    const working = modes.filter((mode) => {
      const outcome = outcomes.get(mode.name);
      if (!outcome?.ok) log(`apertium: leaving out ${mode.name}: ${outcome?.reason ?? 'its probe failed'}`);
      return outcome?.ok === true;
    });
    const store = options.probeStore;
    const taken = store ? `${remembered} taken from the probes in ${store.description}, ` : '';
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    log(`apertium: ${working.length} of ${wanted.length} pairs work; ${taken}${probed} probed here (${seconds} s)`);
    const engine = new ApertiumEngine(working, options);
    engine.firstUse.confirm(working.map((mode) => mode.name));
    return engine;
  }

  /** Ready at once: what the store remembers is taken, the other pairs are checked on their first request. */
  private static async openForFirstUse(
    modes: readonly ApertiumMode[],
    discovered: number,
    options: ApertiumEngineOptions,
    startedAt: number,
  ): Promise<ApertiumEngine> {
    const log = options.log ?? (() => {});
    const remembered = await rememberedOutcomes(options.probeStore, modes, log);
    const offered = modes.filter((mode) => {
      const outcome = remembered.get(mode.name);
      if (outcome && !outcome.ok) log(`apertium: leaving out ${mode.name}: ${outcome.reason ?? 'its probe failed'}`);
      return outcome?.ok !== false;
    });
    const engine = new ApertiumEngine(offered, options);
    const known = offered.filter((mode) => remembered.get(mode.name)?.ok);
    engine.firstUse.confirm(known.map((mode) => mode.name));
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    log(
      `apertium: ${offered.length} of ${discovered} pairs offered; ${known.length} known to work, ` +
        `the others are checked on their first request (${seconds} s)`,
    );
    return engine;
  }

  /**
   * Probes the pairs not checked yet (for a process started with `probing: 'first-use'`, once it
   * is ready): one at a time, in an order of its own, taking turns with other processes of a
   * shared store and skipping a pair another process has probed meanwhile; those that fail are
   * left out. Resolves to how many were probed here.
   */
  async probeRest(): Promise<number> {
    const log = this.options.log ?? (() => {});
    const store = this.options.probeStore;
    const rest = shuffled(this.modes.filter((mode) => !this.firstUse.isConfirmed(mode.name)));
    let probedHere = 0;
    /** Outcomes another process wrote while this one went through the list. */
    const foundInStore = new Map<string, ProbeOutcome>();
    const probeUnlessKnown = async (mode: ApertiumMode): Promise<ProbeOutcome> => {
      if (this.closed) return { ok: false, reason: 'the engine closed', passing: true };
      const known = (await rememberedOutcomes(store, [mode], log)).get(mode.name);
      if (known) {
        foundInStore.set(mode.name, known);
        return { ...known, passing: true }; // `passing`: not written to the store again
      }
      probedHere++;
      return this.probeInBackground(mode);
    };
    const { outcomes } = await findProbeOutcomes(rest, { probe: probeUnlessKnown, concurrency: 1, store, log });
    for (const mode of rest) {
      const outcome = foundInStore.get(mode.name) ?? outcomes.get(mode.name);
      if (outcome?.ok) this.firstUse.confirm([mode.name]);
      else if (outcome && !outcome.passing) {
        log(`apertium: leaving out ${mode.name}: ${outcome.reason ?? 'its probe failed'}`);
        this.leaveOut(mode);
      }
    }
    return probedHere;
  }

  /** The mode names in use ('eng-spa', 'fr-es' ...). */
  modeNames(): string[] {
    return this.modes.map((mode) => mode.name);
  }

  languagePairs(): LanguagePair[] {
    return this.modes.map(({ source, target }) => ({ source, target }));
  }

  supports(source: LanguageCode | 'auto', target: LanguageCode): boolean {
    return this.resolve(source, target) !== undefined;
  }

  async translate(batch: EngineBatch, signal?: AbortSignal): Promise<EngineResult> {
    if (signal?.aborted) throw new EngineError('The translation was cancelled', 'cancelled');
    if (this.closed) throw new EngineError('The Apertium engine is closed', 'unavailable');
    const mode = this.resolve(batch.source, batch.target);
    if (!mode) {
      throw new EngineError(`Apertium cannot translate ${batch.source} → ${batch.target}`, 'unsupported-pair');
    }
    await this.firstUse.ensure(mode);
    const pipeline = this.pipelineFor(mode);
    const texts = new Map<string, string>();
    const pending = batch.segments.filter((segment) => {
      if (segment.text.trim() !== '') return true;
      texts.set(segment.id, segment.text);
      return false;
    });
    if (pending.length > 0) {
      const sources = pending.map((segment) => segment.text);
      const standIns = await this.standIns(mode, pending, batch.termTags);
      const sent = sources.map((text, index) => standIns.get(index)?.text ?? text);
      const turn = { requester: batch.requester, stopWaiting: batch.stopWaiting };
      const results = decodeBatch(await pipeline.run(encodeBatch(sent), signal, turn), sent);
      for (const [index, segment] of pending.entries()) {
        const plan = standIns.get(index);
        const result = results[index];
        const settled = plan && result !== undefined ? settleStandIns(result, plan, mode.target) : result;
        const text = settled ?? (await this.translateAlone(pipeline, segment.text, signal, batch.requester));
        if (text !== undefined) texts.set(segment.id, text);
      }
    }
    const translations = batch.segments.flatMap((segment) => {
      const text = texts.get(segment.id);
      return text === undefined ? [] : [{ id: segment.id, text }];
    });
    return { translations };
  }

  /**
   * One background check in a chain of its own, at a lower priority than the requests being served,
   * and stopped with the engine if it is still running.
   */
  private async probeInBackground(mode: ApertiumMode): Promise<ProbeOutcome> {
    const pipeline = createPipeline(mode, this.options.env, this.options.probeTimeoutMs ?? 30_000, BACKGROUND_NICENESS);
    this.probing.add(pipeline);
    try {
      return await probeThrough(pipeline, probeSentence(mode, this.options.probes));
    } finally {
      this.probing.delete(pipeline);
      await pipeline.close();
    }
  }

  /** Stops every running process, a background check's included. */
  async close(): Promise<void> {
    this.closed = true;
    const pipelines = [...this.pipelines.values(), ...this.probing];
    this.pipelines.clear();
    this.probing.clear();
    await Promise.all(pipelines.map((pipeline) => pipeline.close()));
  }

  /** Process ids of every running Apertium program. */
  pids(): number[] {
    return [...this.pipelines.values()].flatMap((pipeline) => pipeline.pids());
  }

  /** By index in `segments`: the stand-in nouns their term tags travel as, where the pair has the dictionaries. */
  private async standIns(
    mode: ApertiumMode,
    segments: readonly { id: string; text: string }[],
    termTags: EngineBatch['termTags'],
  ): Promise<Map<number, SegmentStandIns>> {
    const plans = new Map<number, SegmentStandIns>();
    if (!termTags || termTags.size === 0) return plans;
    if (!this.termNouns.has(mode.name)) this.termNouns.set(mode.name, TermNouns.of(mode, this.options.env));
    const nouns = this.termNouns.get(mode.name);
    if (!nouns) return plans;
    for (const [index, segment] of segments.entries()) {
      const terms = termTags.get(segment.id);
      const plan = terms && (await planStandIns(nouns, segment.text, terms));
      if (plan) plans.set(index, plan);
    }
    return plans;
  }

  /** A segment that did not come back in its batch gets one more chance on its own (finishing the batch: it waits). */
  private async translateAlone(
    pipeline: ApertiumPipeline,
    text: string,
    signal?: AbortSignal,
    requester?: string,
  ): Promise<string | undefined> {
    try {
      return decodeBatch(await pipeline.run(encodeBatch([text]), signal, { requester }), [text])[0];
    } catch (error) {
      if (error instanceof EngineError && error.code === 'cancelled') throw error;
      this.options.log?.(`apertium: a segment failed on its own: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
  }

  /** The probe sentence through the pair's own warm chain: its first request pays for one start, not two. */
  private checkWarm(mode: ApertiumMode): Promise<ProbeOutcome> {
    return probeThrough(this.pipelineFor(mode), probeSentence(mode, this.options.probes));
  }

  /** A pair found not to work: no longer offered, its chain stopped. */
  private leaveOut(mode: ApertiumMode): void {
    this.modes = this.modes.filter((other) => other.name !== mode.name);
    const pipeline = this.pipelines.get(mode.name);
    this.pipelines.delete(mode.name);
    void pipeline?.close();
  }

  /** Exact codes first, then the primary language subtag ('en-GB' → 'en'). */
  private resolve(source: LanguageCode | 'auto', target: LanguageCode): ApertiumMode | undefined {
    if (source === 'auto') return undefined;
    const primary = (code: string): string => code.toLowerCase().split(/[-_]/)[0]!;
    return (
      this.modes.find((mode) => mode.source === source && mode.target === target) ??
      this.modes.find((mode) => primary(mode.source) === primary(source) && primary(mode.target) === primary(target))
    );
  }

  private pipelineFor(mode: ApertiumMode): ApertiumPipeline {
    let pipeline = this.pipelines.get(mode.name);
    if (!pipeline) {
      pipeline = createPipeline(mode, this.options.env, this.options.timeoutMs ?? 60_000);
      this.pipelines.set(mode.name, pipeline);
    }
    return pipeline;
  }
}

/** The same items in a random order: processes probing side by side start at different pairs. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
