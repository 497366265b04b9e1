import { z } from 'zod';
import { trimEndOf } from '../../linear-text.ts';

/** One OpenAI-compatible chat-completions endpoint and the limits Glossa keeps towards it. */
export interface LlmEndpoint {
  /** 'llm' for the default endpoint, 'llm:strong' for the stronger one. */
  id: string;
  /** Up to and including the API version, e.g. 'https://api.openai.com/v1', 'http://127.0.0.1:11434/v1'. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Requests in flight at once; with `adaptiveConcurrency`, the most the engine may grow to. */
  concurrency: number;
  /** Find the server's capacity while running, from a safe start up to `concurrency` (default: fixed). */
  adaptiveConcurrency?: boolean;
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  /** Per request: until the answer starts, and between streamed chunks. */
  timeoutMs: number;
  maxRetries: number;
  /** Source text per batch, in estimated tokens. */
  maxBatchTokens: number;
}

/** The environment is wrong; the message names the variable and says what it should be. */
export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

const url = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    error: 'must be an http:// or https:// URL, e.g. http://127.0.0.1:11434/v1',
  });

const count = (min: number, max: number, unit: string) => {
  const error = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const envSchema = z.object({
  LLM_BASE_URL: url.optional(),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().optional(),
  LLM_STRONG_BASE_URL: url.optional(),
  LLM_STRONG_API_KEY: z.string().trim().optional(),
  LLM_STRONG_MODEL: z.string().trim().optional(),
  LLM_CONCURRENCY: count(1, 1024, 'requests').default(64),
  LLM_ADAPTIVE_CONCURRENCY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  LLM_RPM: count(1, 1_000_000, 'requests per minute').optional(),
  LLM_TPM: count(100, 1_000_000_000, 'tokens per minute').optional(),
  LLM_TIMEOUT_MS: count(1000, 3_600_000, 'milliseconds').default(120_000),
  LLM_MAX_RETRIES: count(0, 20, 'retries').default(4),
  LLM_MAX_BATCH_TOKENS: count(100, 1_000_000, 'tokens').default(3000),
});

type LlmEnv = z.infer<typeof envSchema>;

/**
 * The llm endpoints configured in the environment: none when LLM_BASE_URL and LLM_MODEL are unset,
 * the default one ('llm'), and a stronger one ('llm:strong') when LLM_STRONG_MODEL or
 * LLM_STRONG_BASE_URL is set. Throws LlmConfigError naming every wrong variable.
 */
export function llmEndpointsFromEnv(env: Record<string, string | undefined> = process.env): LlmEndpoint[] {
  const parsed = envSchema.safeParse(pickLlmVariables(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new LlmConfigError(`Invalid LLM configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const endpoints: LlmEndpoint[] = [];
  const defaultConfigured = vars.LLM_BASE_URL !== undefined || vars.LLM_MODEL !== undefined;
  if (defaultConfigured) {
    endpoints.push(
      endpoint('llm', vars, vars.LLM_BASE_URL, vars.LLM_API_KEY, vars.LLM_MODEL, 'LLM_BASE_URL', 'LLM_MODEL'),
    );
  }
  if (vars.LLM_STRONG_MODEL !== undefined || vars.LLM_STRONG_BASE_URL !== undefined) {
    const baseUrl = vars.LLM_STRONG_BASE_URL ?? vars.LLM_BASE_URL;
    const apiKey = vars.LLM_STRONG_API_KEY ?? vars.LLM_API_KEY;
    const model = vars.LLM_STRONG_MODEL;
    endpoints.push(endpoint('llm:strong', vars, baseUrl, apiKey, model, 'LLM_STRONG_BASE_URL', 'LLM_STRONG_MODEL'));
  }
  return endpoints;
}

function endpoint(
  id: string,
  vars: LlmEnv,
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string | undefined,
  baseUrlName: string,
  modelName: string,
): LlmEndpoint {
  if (baseUrl === undefined) {
    throw new LlmConfigError(`Invalid LLM configuration: ${baseUrlName} is required when ${modelName} is set`);
  }
  if (model === undefined) {
    throw new LlmConfigError(
      `Invalid LLM configuration: ${modelName} is required (the model name the server expects, e.g. gpt-4o-mini or qwen2.5:7b)`,
    );
  }
  return {
    id,
    baseUrl: trimEndOf(baseUrl, '/'),
    ...(apiKey ? { apiKey } : {}),
    model,
    concurrency: vars.LLM_CONCURRENCY,
    adaptiveConcurrency: vars.LLM_ADAPTIVE_CONCURRENCY === 'true',
    ...(vars.LLM_RPM !== undefined ? { requestsPerMinute: vars.LLM_RPM } : {}),
    ...(vars.LLM_TPM !== undefined ? { tokensPerMinute: vars.LLM_TPM } : {}),
    timeoutMs: vars.LLM_TIMEOUT_MS,
    maxRetries: vars.LLM_MAX_RETRIES,
    maxBatchTokens: vars.LLM_MAX_BATCH_TOKENS,
  };
}

// Only our variables go through the schema, so an error can never quote an unrelated secret.
// An empty value (`LLM_RPM=` in a .env file) means "not set".
function pickLlmVariables(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const picked: Record<string, string | undefined> = {};
  for (const name of Object.keys(envSchema.shape)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value;
  }
  return picked;
}
