import { existsSync } from 'node:fs';
import { ApertiumEngine } from './apertium/apertium-engine.ts';
import { DEFAULT_MODES_DIRS } from './apertium/modes.ts';
import type { ProbeStore } from './apertium/probe-cache.ts';
import { EngineError, type LanguageCode, type TranslationEngine } from './engine.ts';
import type { LlmEndpoint } from './llm/llm-config.ts';
import type { RequestBudget } from './llm/request-budget.ts';
import { PseudoEngine } from './pseudo.ts';

export interface EngineSet {
  /** Real engines, in order of preference: llm endpoints, then apertium. */
  engines: TranslationEngine[];
  /** Pseudo-localisation: only when asked for by name. */
  pseudo: TranslationEngine;
  /** Makes an llm engine for an endpoint as this set does (with its shared budget), for one set later. */
  makeLlm?: (endpoint: LlmEndpoint) => TranslationEngine;
  /**
   * Probes the offline pairs nobody asked for yet (with `apertiumProbing: 'first-use'`), leaving
   * out those that fail; resolves to how many were probed here. For a process once it is ready.
   */
  probeRest?(): Promise<number>;
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
  /** Apertium pairs probed before the set is made (default), or each on its first request (decision 0051). */
  apertiumProbing?: 'at-start' | 'first-use';
  /** Kinds in order of preference when several engines serve a pair (default: llm, then apertium). */
  order?: readonly ('llm' | 'apertium')[];
  /** A per-minute budget shared with other processes, for an llm endpoint that has one (default: memory). */
  llmBudget?: (endpoint: LlmEndpoint) => RequestBudget | undefined;
}

/** The engines this machine offers: llm when configured, apertium when installed, pseudo always. */
export async function createEngineSet(options: EngineSetOptions = {}): Promise<EngineSet> {
  const env = options.env ?? process.env;
  const llm = await loadLlm(options, env);
  const makeLlm = llm?.makeLlm;
  const engines: TranslationEngine[] = llm ? llm.endpointsFromEnv(env).map(llm.makeLlm) : [];
  const modesDirs = options.apertiumModesDirs ?? DEFAULT_MODES_DIRS;
  let apertium: ApertiumEngine | undefined;
  if (options.apertium !== false && modesDirs.some((dir) => existsSync(dir))) {
    apertium = await ApertiumEngine.start({
      log: options.log,
      modesDirs,
      probeStore: options.apertiumProbes,
      pairs: options.apertiumPairs,
      probing: options.apertiumProbing,
    });
    if (apertium.languagePairs().length > 0) engines.push(apertium);
    else {
      await apertium.close();
      apertium = undefined;
    }
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
    probeRest: async () => (apertium ? apertium.probeRest() : 0),
    async close() {
      await Promise.all(engines.map((engine) => engine.close?.()));
    },
  };
}

/**
 * The llm engine's modules (the settings' schema, the OpenAI SDK: about half a second of a start)
 * load only for a set that can use them: one given a shared budget (a server, where endpoints are
 * also added later) or one whose environment has LLM_* settings. A command that translates with
 * Apertium does not pay for them.
 */
async function loadLlm(options: EngineSetOptions, env: Record<string, string | undefined>) {
  const configured = Object.entries(env).some(([name, value]) => name.startsWith('LLM_') && value);
  if (!options.llmBudget && !configured) return undefined;
  const [{ llmEndpointsFromEnv }, { LlmEngine }] = await Promise.all([
    import('./llm/llm-config.ts'),
    import('./llm/llm-engine.ts'),
  ]);
  const makeLlm = (endpoint: LlmEndpoint): TranslationEngine => {
    const budget = options.llmBudget?.(endpoint);
    return new LlmEngine(endpoint, budget ? { budget } : {});
  };
  return { makeLlm, endpointsFromEnv: llmEndpointsFromEnv };
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
