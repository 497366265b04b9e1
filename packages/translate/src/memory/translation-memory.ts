import { createHash } from 'node:crypto';

/**
 * Translation memory: exact reuse of a segment already translated under the same conditions.
 * The key covers everything that changes the output: normalised text, language pair, engine
 * and model, agent (and its prompt version) and term-base version.
 */
export interface MemoryScope {
  /** The account whose memory this is: reuse never crosses accounts. */
  owner: string;
  source: string;
  target: string;
  engine: string;
  agent: string;
  termBaseVersion: string;
}

export interface TranslationMemory {
  lookup(scope: MemoryScope, texts: readonly string[]): Promise<Map<string, string>>;
  store(scope: MemoryScope, entries: readonly { source: string; target: string }[]): Promise<void>;
}

/** NFC, collapsed whitespace, trimmed: invisible differences do not defeat reuse. */
export function normaliseForMemory(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function memoryKey(scope: MemoryScope, text: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        scope.owner,
        scope.source,
        scope.target,
        scope.engine,
        scope.agent,
        scope.termBaseVersion,
        normaliseForMemory(text),
      ]),
    )
    .digest('hex');
}

/** A bounded in-process memory (least recently used entries go first), for the CLI and tests. */
export class InMemoryTranslationMemory implements TranslationMemory {
  readonly #entries = new Map<string, string>();

  constructor(private readonly maxEntries = 100_000) {}

  async lookup(scope: MemoryScope, texts: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const text of texts) {
      const key = memoryKey(scope, text);
      const target = this.#entries.get(key);
      if (target === undefined) continue;
      this.#entries.delete(key);
      this.#entries.set(key, target);
      found.set(text, target);
    }
    return found;
  }

  async store(scope: MemoryScope, entries: readonly { source: string; target: string }[]): Promise<void> {
    for (const { source, target } of entries) {
      const key = memoryKey(scope, source);
      this.#entries.delete(key);
      this.#entries.set(key, target);
      if (this.#entries.size > this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
