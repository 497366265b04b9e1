/**
 * The offline `apertium` engine (docs/translation-core.md §4, docs/decisions/0008-apertium-pipeline.md):
 * Debian's apertium-* pairs, each run as one warm chain of processes started on first use. Pairs
 * are discovered and probed once at start; a pair whose probe fails is left out and logged.
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
import { type ApertiumMode, DEFAULT_MODES_DIRS, discoverModes } from './modes.ts';
import { ApertiumPipeline } from './pipeline.ts';
import type { ProbeOutcome, ProbeStore } from './probe-cache.ts';
import { findProbeOutcomes } from './shared-probes.ts';
import { TermNouns } from './term-nouns.ts';
import { planStandIns, type SegmentStandIns, settleStandIns } from './term-stand-ins.ts';

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
}

/** One short sentence per source language, to check that a pair translates at all. */
const PROBES: Record<string, string> = {
  en: 'The house is red.',
  fr: 'La maison est rouge.',
  es: 'La casa es roja.',
  ca: 'La casa és vermella.',
  pt: 'A casa é vermelha.',
  gl: 'A casa é vermella.',
  it: 'La casa è rossa.',
  ro: 'Casa este roșie.',
  oc: "L'ostal es roge.",
  an: 'A casa ye roya.',
  ast: 'La casa ye colorada.',
  eu: 'Etxea gorria da.',
  de: 'Das Haus ist rot.',
  nl: 'Het huis is rood.',
  af: 'Die huis is rooi.',
  sv: 'Huset är rött.',
  da: 'Huset er rødt.',
  nb: 'Huset er rødt.',
  nn: 'Huset er raudt.',
  is: 'Húsið er rautt.',
  eo: 'La domo estas ruĝa.',
  cy: "Mae'r tŷ yn goch.",
  br: 'Ruz eo an ti.',
  pl: 'Dom jest czerwony.',
  cs: 'Dům je červený.',
  sk: 'Dom je červený.',
  sl: 'Hiša je rdeča.',
  hr: 'Kuća je crvena.',
  sr: 'Кућа је црвена.',
  bg: 'Къщата е червена.',
  mk: 'Куќата е црвена.',
  ru: 'Дом красный.',
  uk: 'Будинок червоний.',
  be: 'Дом чырвоны.',
  tr: 'Ev kırmızı.',
  kk: 'Үй қызыл.',
  tt: 'Өй кызыл.',
  mt: 'Id-dar hija ħamra.',
  ar: 'البيت أحمر.',
};
/** For a language without its own probe: numbers go through every pair. */
const GENERIC_PROBE = '1, 2, 3.';

export class ApertiumEngine implements TranslationEngine {
  readonly id = 'apertium';
  readonly kind = 'apertium' as const;
  readonly maxBatchChars = 20_000;
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly termNouns = new Map<string, TermNouns | undefined>();
  private closed = false;

  private constructor(
    private readonly modes: readonly ApertiumMode[],
    private readonly options: ApertiumEngineOptions,
  ) {}

  /** Discovers the installed pairs and keeps those whose probe sentence comes back translated. */
  static async start(options: ApertiumEngineOptions = {}): Promise<ApertiumEngine> {
    const log = options.log ?? (() => {});
    const startedAt = Date.now();
    const discovered = discoverModes(options.modesDirs ?? DEFAULT_MODES_DIRS);
    const modes = options.pairs
      ? discovered.modes.filter((mode) => options.pairs?.includes(mode.name))
      : discovered.modes;
    for (const failure of discovered.failures) log(`apertium: cannot read ${failure.file}: ${failure.reason}`);
    const probes = { ...PROBES, ...options.probes };
    const { outcomes, remembered, probed } = await findProbeOutcomes(modes, {
      probe: (mode) => probe(mode, probes[mode.source] ?? GENERIC_PROBE, options),
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
    log(`apertium: ${working.length} of ${modes.length} pairs work; ${taken}${probed} probed here (${seconds} s)`);
    return new ApertiumEngine(working, options);
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

  /** Stops every running process. */
  async close(): Promise<void> {
    this.closed = true;
    const pipelines = [...this.pipelines.values()];
    this.pipelines.clear();
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
      pipeline = createPipeline(mode, this.options, this.options.timeoutMs ?? 60_000);
      this.pipelines.set(mode.name, pipeline);
    }
    return pipeline;
  }
}

/** Starts the pair, translates one short sentence, stops it. */
async function probe(mode: ApertiumMode, sentence: string, options: ApertiumEngineOptions): Promise<ProbeOutcome> {
  const pipeline = createPipeline(mode, options, options.probeTimeoutMs ?? 30_000);
  try {
    const [translation] = decodeBatch(await pipeline.run(encodeBatch([sentence])), [sentence]);
    return translation?.trim() ? { ok: true } : { ok: false, reason: `the probe "${sentence}" came back empty` };
  } catch (error) {
    const passing = error instanceof EngineError && error.code === 'timeout';
    return { ok: false, reason: error instanceof Error ? error.message : String(error), passing };
  } finally {
    await pipeline.close();
  }
}

function createPipeline(mode: ApertiumMode, options: ApertiumEngineOptions, timeoutMs: number): ApertiumPipeline {
  return new ApertiumPipeline({ name: mode.name, commands: mode.commands, timeoutMs, env: options.env });
}
