import { existsSync } from 'node:fs';
import { ApertiumEngine } from './apertium/apertium-engine.ts';
import { DEFAULT_MODES_DIRS } from './apertium/modes.ts';
import type { ProbeStore } from './apertium/probe-cache.ts';
import { EngineError, type LanguageCode, type TranslationEngine } from './engine.ts';
import { type LlmEndpoint, llmEndpointsFromEnv } from './llm/llm-config.ts';
import { LlmEngine } from './llm/llm-engine.ts';
import type { RequestBudget } from './llm/request-budget.ts';
import { PseudoEngine } from './pseudo.ts';

export interface EngineSet {
  /** Real engines, in order of preference: llm endpoints, then apertium. */
  engines: TranslationEngine[];
  /** Pseudo-localisation: only when asked for by name. */
  pseudo: TranslationEngine;
  /** Makes an llm engine for an endpoint as this set does (with its shared budget), for one set later. */
  makeLlm?: (endpoint: LlmEndpoint) => TranslationEngine;
  close(): Promise<void>;
}

export interface EngineSetOptions {
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
  /** Skip discovering Apertium pairs (it starts and probes every installed pair). */
  apertium?: boolean;
  /** Only these Apertium modes ('eng-spa' ...); default: every installed pair. */
  apertiumPairs?: readonly string[];
  /** Folders holding Apertium's `*.mode` files; Debian's by default. */
  apertiumModesDirs?: readonly string[];
  /** Where the Apertium probe outcomes are remembered across starts: a file, or the server's database. */
  apertiumProbes?: ProbeStore;
  /** Kinds in order of preference when several engines serve a pair (default: llm, then apertium). */
  order?: readonly ('llm' | 'apertium')[];
  /** A per-minute budget shared with other processes, for an llm endpoint that has one (default: memory). */
  llmBudget?: (endpoint: LlmEndpoint) => RequestBudget | undefined;
}

/** The engines this machine offers: llm when configured, apertium when installed, pseudo always. */
export async function createEngineSet(options: EngineSetOptions = {}): Promise<EngineSet> {
  const makeLlm = (endpoint: LlmEndpoint): TranslationEngine => {
    const budget = options.llmBudget?.(endpoint);
    return new LlmEngine(endpoint, budget ? { budget } : {});
  };
  const engines: TranslationEngine[] = llmEndpointsFromEnv(options.env ?? process.env).map(makeLlm);
  const modesDirs = options.apertiumModesDirs ?? DEFAULT_MODES_DIRS;
  if (options.apertium !== false && modesDirs.some((dir) => existsSync(dir))) {
    const apertium = await ApertiumEngine.start({
      log: options.log,
      modesDirs,
      probeStore: options.apertiumProbes,
      pairs: options.apertiumPairs,
    });
    if (apertium.languagePairs().length > 0) engines.push(apertium);
    else await apertium.close();
  }
  if (options.order) {
    const rank = (engine: TranslationEngine) => {
      const index = options.order?.indexOf(engine.kind as 'llm' | 'apertium') ?? -1;
      return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    engines.sort((a, b) => rank(a) - rank(b));
  }
  return {
    engines,
    pseudo: new PseudoEngine(),
    makeLlm,
    async close() {
      await Promise.all(engines.map((engine) => engine.close?.()));
    },
  };
}

function describePairs(engine: TranslationEngine): string {
  const pairs = engine.languagePairs();
  if (pairs.some((p) => p.source === '*' && p.target === '*')) return `${engine.id} (any pair)`;
  return `${engine.id} (${pairs.map((p) => `${p.source}→${p.target}`).join(', ')})`;
}

/**
 * The engine for a pair: the one named, or the first that serves it (the strong llm first when
 * precision asks for it). No engine for the pair is an error naming the pair and what exists.
 */
export function chooseEngine(
  set: EngineSet,
  source: LanguageCode | 'auto',
  target: LanguageCode,
  preference?: { engine?: string; preferStrong?: boolean },
): TranslationEngine {
  const all = [...set.engines, set.pseudo];
  const wanted = preference?.engine;
  const candidates = wanted
    ? all.filter((engine) => engine.id === wanted || engine.kind === wanted)
    : preference?.preferStrong
      ? [...set.engines].sort((a, b) => Number(b.id.endsWith(':strong')) - Number(a.id.endsWith(':strong')))
      : set.engines;
  const found = candidates.find((engine) => engine.supports(source, target));
  if (found) return found;
  const available = set.engines.length > 0 ? set.engines.map(describePairs).join('; ') : 'none configured';
  const named = wanted && candidates.length === 0 ? `The engine "${wanted}" is not available. ` : '';
  throw new EngineError(
    `${named}No engine translates ${source} → ${target}. Available engines: ${available}.`,
    'unsupported-pair',
  );
}

/**
 * Whether the engine for an unknown source into `target` is an AI model, which reads any
 * language: a source the detector is unsure of is then left to it ('auto') instead of a guess.
 */
export function modelReadsAnySource(set: EngineSet, target: LanguageCode): boolean {
  try {
    return chooseEngine(set, 'auto', target).kind === 'llm';
  } catch {
    return false;
  }
}
