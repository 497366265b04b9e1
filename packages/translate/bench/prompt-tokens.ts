/**
 * What a run's requests cost in tokens, counted with OpenAI's o200k tokenizer (gpt-tokenizer):
 * prompt and completion tokens, the share of the prompt in a prefix its requests share (what a
 * provider's prompt cache can serve), and a price at a stated list price (decision 0055).
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { FakeLlmStats } from '../test/fake-llm-server.ts';

/** Per million tokens; an example list price, not any provider's current one (TOKEN_PRICES=input,cached,output). */
const [INPUT, CACHED, OUTPUT] = (process.env.TOKEN_PRICES ?? '2.50,1.25,10.00').split(',').map(Number) as [
  number,
  number,
  number,
];
/** The chat template's tokens around each message (role, separators), as providers count them. */
const PER_MESSAGE = 4;

export interface TokenFigures {
  requests: number;
  prompt: number;
  completion: number;
  /** Prompt tokens in a prefix that every request of the same document repeats. */
  cacheable: number;
  /** US dollars at the list price, the cacheable prefix at the cached price after its first request. */
  price: number;
}

export function tokenFigures(exchanges: FakeLlmStats['exchanges']): TokenFigures {
  let prompt = 0;
  let completion = 0;
  // A document's requests share their system message: group by it, and find the prefix all of a group share.
  const groups = new Map<string, string[]>();
  for (const { system, user, answer } of exchanges) {
    prompt += countTokens(system) + countTokens(user) + 2 * PER_MESSAGE;
    completion += countTokens(answer);
    const group = groups.get(system) ?? [];
    group.push(`${system}\n${user}`);
    groups.set(system, group);
  }
  let cacheable = 0;
  let cachedReads = 0;
  for (const prompts of groups.values()) {
    if (prompts.length < 2) continue;
    const shared = countTokens(commonPrefix(prompts)) + PER_MESSAGE;
    cacheable += shared * prompts.length;
    cachedReads += shared * (prompts.length - 1);
  }
  const price = ((prompt - cachedReads) * INPUT + cachedReads * CACHED + completion * OUTPUT) / 1_000_000;
  return { requests: exchanges.length, prompt, completion, cacheable, price };
}

function commonPrefix(texts: string[]): string {
  let prefix = texts[0] ?? '';
  for (const text of texts) {
    let at = 0;
    const end = Math.min(prefix.length, text.length);
    while (at < end && prefix.charCodeAt(at) === text.charCodeAt(at)) at++;
    prefix = prefix.slice(0, at);
  }
  return prefix;
}

export function printTokens(label: string, figures: TokenFigures, estimate?: number): void {
  const { prompt, completion, cacheable, price, requests } = figures;
  const ratio = prompt / Math.max(1, completion);
  const share = cacheable / Math.max(1, prompt);
  console.log(
    `  ${label}: ${requests} requests, prompt ${prompt} tokens, completion ${completion} tokens ` +
      `(o200k): prompt/completion ${ratio.toFixed(2)} (goal <= 1.5), cacheable prefix ${(share * 100).toFixed(0)}% ` +
      `of the prompt (goal >= 50%), $${price.toFixed(4)} at $${INPUT}/$${CACHED}/$${OUTPUT} per million ` +
      'input/cached/output tokens',
  );
  if (estimate !== undefined) {
    const whole = prompt + completion;
    console.log(
      `  estimate shown before the run: ${estimate} tokens, counted ${whole}: ` +
        `${(((estimate - whole) / whole) * 100).toFixed(1)}% (goal within 15%)`,
    );
  }
}
