import { describe, expect, it } from 'vitest';
import { LlmConfigError, llmEndpointsFromEnv } from './llm-config.ts';

describe('llmEndpointsFromEnv', () => {
  it('has no endpoint when nothing is configured', () => {
    expect(llmEndpointsFromEnv({})).toEqual([]);
  });

  it('reads the default endpoint with the default limits', () => {
    const [endpoint, ...rest] = llmEndpointsFromEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_API_KEY: ' sk-local ',
      LLM_MODEL: 'qwen2.5:7b',
    });
    expect(rest).toEqual([]);
    expect(endpoint).toEqual({
      id: 'llm',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      model: 'qwen2.5:7b',
      concurrency: 64,
      adaptiveConcurrency: true,
      timeoutMs: 120_000,
      maxRetries: 4,
      maxBatchTokens: 3000,
    });
  });

  it('reads the limits and a strong endpoint that inherits address and key', () => {
    const endpoints = llmEndpointsFromEnv({
      LLM_BASE_URL: 'https://api.deepseek.com/v1',
      LLM_API_KEY: 'sk-one',
      LLM_MODEL: 'deepseek-chat',
      LLM_STRONG_MODEL: 'deepseek-reasoner',
      LLM_CONCURRENCY: '16',
      LLM_RPM: '500',
      LLM_TPM: '200000',
      LLM_TIMEOUT_MS: '60000',
      LLM_MAX_RETRIES: '0',
      LLM_MAX_BATCH_TOKENS: '',
      LLM_ADAPTIVE_CONCURRENCY: 'false',
    });
    expect(endpoints.map((endpoint) => [endpoint.id, endpoint.model, endpoint.baseUrl, endpoint.apiKey])).toEqual([
      ['llm', 'deepseek-chat', 'https://api.deepseek.com/v1', 'sk-one'],
      ['llm:strong', 'deepseek-reasoner', 'https://api.deepseek.com/v1', 'sk-one'],
    ]);
    expect(endpoints[1]).toMatchObject({
      concurrency: 16,
      adaptiveConcurrency: false,
      requestsPerMinute: 500,
      tokensPerMinute: 200_000,
      timeoutMs: 60_000,
      maxRetries: 0,
      maxBatchTokens: 3000,
    });
  });

  it('gives the strong endpoint its own address and key', () => {
    const [, strong] = llmEndpointsFromEnv({
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_MODEL: 'local',
      LLM_STRONG_BASE_URL: 'https://api.openai.com/v1',
      LLM_STRONG_API_KEY: 'sk-strong',
      LLM_STRONG_MODEL: 'gpt-4o',
    });
    expect(strong).toMatchObject({ id: 'llm:strong', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-strong' });
  });

  it.each([
    [{ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_CONCURRENCY: 'many' }, 'LLM_CONCURRENCY'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_CONCURRENCY: '0' }, 'LLM_CONCURRENCY'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_RPM: '1.5' }, 'LLM_RPM'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '-5' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_MAX_RETRIES: 'x' }, 'LLM_MAX_RETRIES'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_MAX_BATCH_TOKENS: '10' }, 'LLM_MAX_BATCH_TOKENS'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_TPM: 'lots' }, 'LLM_TPM'],
    [{ LLM_BASE_URL: 'http://h/v1' }, 'LLM_MODEL'],
    [{ LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_STRONG_BASE_URL: 'http://s/v1' }, 'LLM_STRONG_MODEL'],
    [{ LLM_STRONG_MODEL: 'big' }, 'LLM_STRONG_BASE_URL'],
  ])('names the wrong variable (%o)', (env, variable) => {
    expect(() => llmEndpointsFromEnv(env)).toThrow(LlmConfigError);
    expect(() => llmEndpointsFromEnv(env)).toThrow(variable);
  });

  it('names every wrong variable at once and never quotes the key', () => {
    const env = { LLM_BASE_URL: 'nope', LLM_API_KEY: 'sk-secret', LLM_MODEL: 'm', LLM_RPM: 'x' };
    const message = (() => {
      try {
        llmEndpointsFromEnv(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('LLM_BASE_URL');
    expect(message).toContain('LLM_RPM');
    expect(message).not.toContain('sk-secret');
  });
});
