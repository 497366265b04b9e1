import type { AddressInfo } from 'node:net';
import type { EngineBatch, TranslationEngine } from '@glossa/translate/engines/engine';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { DocumentWork } from '@glossa/translate/formats/work/document-work';
import * as deepl from 'deepl-node';
import { fakeEndpoint, startFakeLlmServer } from '../../../packages/translate/test/fake-llm-server.ts';
import { ApiKeyService } from '../src/features/api-keys/service.ts';
import type { Answer, Buyer } from './billing-kit.ts';
import { signUpUser } from './console-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import type { WorkspaceTest } from './workspace/workspace-kit.ts';

export interface DeeplTest extends WorkspaceTest {
  /** The listening server's address, as deepl-node's `serverUrl`. */
  url: string;
  holds: Set<string>;
  /** The instructions each batch brought the AI engine, in order. */
  briefs: string[];
  /** The source language of each batch ('auto' when the model was left to tell it), in order. */
  sources: string[];
}

/** The engine, recording the instructions and source language of every batch it is given. */
function recording(engine: TranslationEngine, briefs: string[], sources: string[]): TranslationEngine {
  const note = (batch: EngineBatch) => {
    briefs.push(batch.brief?.instructions ?? '');
    sources.push(batch.source);
  };
  return new Proxy(engine, {
    get(target, name) {
      if (name === 'translate') {
        return (batch: EngineBatch, signal?: AbortSignal) => {
          note(batch);
          return target.translate(batch, signal);
        };
      }
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The real server, listening on a local port, with the fake AI engine (whose held markers a test
 * sets and whose instructions it reads); `options` gives it a clock or wraps its document work.
 */
export async function deeplApp(
  env: Record<string, string> = {},
  options: { now?: () => number; documents?: DocumentWork } = {},
): Promise<DeeplTest> {
  const holds = new Set<string>();
  const briefs: string[] = [];
  const sources: string[] = [];
  const llm = await startFakeLlmServer({ holds });
  const engine = new LlmEngine(fakeEndpoint(llm), { retryBaseMs: 5, retryMaxMs: 20 });
  const engines: EngineSet = {
    engines: [recording(engine, briefs, sources)],
    pseudo: new PseudoEngine(),
    close: async () => {},
  };
  const t = await createTestApp(env, FALLBACK_BUNDLE, { ...options, engines });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    t,
    llm,
    url: `http://127.0.0.1:${port}`,
    holds,
    briefs,
    sources,
    async close() {
      await t.close();
      await llm.close();
    },
  };
}

/** A new account and an API key of it. */
export async function keyHolder(t: TestApp): Promise<{ user: Buyer; key: string }> {
  const user = await signUpUser(t);
  const created = await new ApiKeyService({ db: t.db, now: Date.now }).create(user.userId, 'DeepL client');
  return { user, key: created.secret };
}

/**
 * deepl-node as a program uses it, pointed at this server. No retries (it retries 429 and 5xx with
 * backoff); its request timeout is `minTimeout`, so a generous one.
 */
export function translator(test: DeeplTest, key: string): deepl.Translator {
  return new deepl.Translator(key, { serverUrl: test.url, maxRetries: 0, minTimeout: 60_000 });
}

/** A raw request to /v2 as a form, JSON or nothing; the key in DeepL's header unless `key` is null. */
export async function v2(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  key: string | null,
  options: { json?: unknown; form?: Record<string, string | string[]>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = key === null ? {} : { authorization: `DeepL-Auth-Key ${key}` };
  let payload: string | undefined;
  if (options.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(options.form)) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    }
    payload = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.json !== undefined) {
    payload = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const response = await t.app.inject({
    method,
    url: `/v2${path}`,
    headers: { ...headers, ...options.headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, json: jsonOf(response.body), body: response.body, headers: response.headers };
}

/** A JSON answer's value; undefined for a file or an empty answer. */
export function jsonOf(body: string): unknown {
  return /^\s*[[{]/.test(body) ? JSON.parse(body) : undefined;
}
