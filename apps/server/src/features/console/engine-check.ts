import type { EngineCheck } from '@glossa/contracts/console-answers';
import { trimEndOf } from '@glossa/translate/linear-text';

const TIMEOUT_MS = 8000;
const MODELS_SHOWN = 50;

/**
 * "Test connection": asks the OpenAI-compatible endpoint for `/models` (as `{baseUrl}/models`,
 * the base URL ending in the API version). Reachable and 200 with a model list is success.
 */
export async function checkEndpoint(
  baseUrl: string,
  apiKey: string | undefined,
  model: string | undefined,
  now: () => number = Date.now,
): Promise<EngineCheck> {
  const started = now();
  const result = (fields: Partial<EngineCheck>): EngineCheck => ({
    ok: false,
    status: null,
    models: [],
    modelFound: null,
    error: null,
    elapsedMs: Math.max(0, now() - started),
    ...fields,
  });
  try {
    const response = await fetch(`${trimEndOf(baseUrl, '/')}/models`, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) return result({ status: response.status, error: `HTTP ${response.status}` });
    const body = (await response.json().catch(() => undefined)) as { data?: { id?: unknown }[] } | undefined;
    if (!Array.isArray(body?.data))
      return result({ status: response.status, error: 'not an OpenAI-compatible model list' });
    const models = body.data.map((entry) => String(entry.id ?? '')).filter(Boolean);
    return result({
      ok: true,
      status: response.status,
      models: models.slice(0, MODELS_SHOWN),
      modelFound: model && models.length > 0 ? models.includes(model) : null,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return result({ error: cause ?? (error instanceof Error ? error.message : String(error)) });
  }
}
