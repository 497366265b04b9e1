import type { LlmSettingsView } from '@glossa/contracts/console-answers';
import type { TranslationEngine } from '@glossa/translate/engines/engine';
import { type LlmEndpoint, llmEndpointsFromEnv } from '@glossa/translate/engines/llm/llm-config';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { Database } from '#db/database.ts';
import type { ServerSecret } from '#http/server-secret.ts';
import { readSiteSettings } from '../system/index.ts';

/** The llm endpoint saved in the console (site_settings); the key is sealed with the server's key. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  strongModel: string | null;
  apiKey: string | undefined;
}

const KEYS = {
  baseUrl: 'engine.llm.baseUrl',
  model: 'engine.llm.model',
  strongModel: 'engine.llm.strongModel',
  apiKey: 'engine.llm.apiKeySealed',
} as const;

export async function readLlmSettings(db: Database, secret: ServerSecret): Promise<LlmSettings | undefined> {
  const settings = await readSiteSettings(db);
  const baseUrl = settings.get(KEYS.baseUrl);
  const model = settings.get(KEYS.model);
  if (!baseUrl || !model) return undefined;
  const sealed = settings.get(KEYS.apiKey);
  let apiKey: string | undefined;
  try {
    apiKey = sealed ? secret.unseal(sealed) : undefined;
  } catch {
    // Sealed with another server key (SECRET_KEY changed): the key must be entered again.
    apiKey = undefined;
  }
  return { baseUrl, model, strongModel: settings.get(KEYS.strongModel) || null, apiKey };
}

/** Saves (or, with undefined, forgets) the console's llm endpoint in one transaction. */
export async function writeLlmSettings(
  db: Database,
  secret: ServerSecret,
  settings: LlmSettings | undefined,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_settings').where('key', 'in', Object.values(KEYS)).execute();
    if (!settings) return;
    const rows: [string, string | null | undefined][] = [
      [KEYS.baseUrl, settings.baseUrl],
      [KEYS.model, settings.model],
      [KEYS.strongModel, settings.strongModel],
      [KEYS.apiKey, settings.apiKey ? secret.seal(settings.apiKey) : undefined],
    ];
    const values = rows.flatMap(([key, value]) => (value ? [{ key, value, updated_at: now }] : []));
    await trx.insertInto('site_settings').values(values).execute();
  });
}

/**
 * The running engine set, whose llm engines the console can replace without a restart: the
 * set's array is changed in place, so every part of the server that reads `engines.engines` sees
 * the new endpoint on its next job (a job already running finishes on the old one).
 */
export class LiveEngines {
  /** The llm endpoints of the environment (LLM_* variables): back to these when the console's are removed. */
  private readonly fromEnvironment: LlmEndpoint[];

  constructor(
    readonly set: EngineSet,
    private readonly order: readonly string[],
  ) {
    this.fromEnvironment = set.engines.flatMap((engine) => (engine instanceof LlmEngine ? [engine.endpoint] : []));
  }

  apply(settings: LlmSettings | undefined): void {
    const endpoints = settings ? this.endpoints(settings) : this.fromEnvironment;
    const others = this.set.engines.filter((engine) => engine.kind !== 'llm');
    const make = this.set.makeLlm ?? ((endpoint: LlmEndpoint) => new LlmEngine(endpoint));
    const next: TranslationEngine[] = [...endpoints.map(make), ...others];
    const rank = (engine: TranslationEngine) => {
      const index = this.order.indexOf(engine.kind);
      return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    next.sort((a, b) => rank(a) - rank(b));
    this.set.engines.splice(0, this.set.engines.length, ...next);
  }

  /** The console's endpoint with the environment's limits (concurrency, timeouts), or the defaults. */
  private endpoints(settings: LlmSettings): LlmEndpoint[] {
    const limits = this.fromEnvironment[0];
    return llmEndpointsFromEnv({
      LLM_BASE_URL: settings.baseUrl,
      LLM_MODEL: settings.model,
      LLM_API_KEY: settings.apiKey,
      LLM_STRONG_MODEL: settings.strongModel ?? undefined,
      LLM_CONCURRENCY: limits ? String(limits.concurrency) : undefined,
      LLM_RPM: limits?.requestsPerMinute ? String(limits.requestsPerMinute) : undefined,
      LLM_TPM: limits?.tokensPerMinute ? String(limits.tokensPerMinute) : undefined,
      LLM_TIMEOUT_MS: limits ? String(limits.timeoutMs) : undefined,
      LLM_MAX_RETRIES: limits ? String(limits.maxRetries) : undefined,
      LLM_MAX_BATCH_TOKENS: limits ? String(limits.maxBatchTokens) : undefined,
    });
  }

  /** What the console shows: the endpoint in force and where it comes from; never the key. */
  view(settings: LlmSettings | undefined): LlmSettingsView {
    if (settings) {
      const { baseUrl, model, strongModel, apiKey } = settings;
      return { baseUrl, model, strongModel, keySet: apiKey !== undefined, source: 'console' };
    }
    const [main, strong] = [
      this.fromEnvironment.find((e) => e.id === 'llm'),
      this.fromEnvironment.find((e) => e.id === 'llm:strong'),
    ];
    const first = main ?? strong;
    return {
      baseUrl: first?.baseUrl ?? null,
      model: main?.model ?? null,
      strongModel: strong?.model ?? null,
      keySet: first?.apiKey !== undefined,
      source: first ? 'environment' : 'none',
    };
  }

  /** The key of the endpoint in force (for "test connection" without retyping it). */
  currentKey(settings: LlmSettings | undefined): string | undefined {
    return settings ? settings.apiKey : this.fromEnvironment[0]?.apiKey;
  }
}
