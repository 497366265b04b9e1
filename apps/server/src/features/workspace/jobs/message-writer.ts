import type { Block, ChatEvent, ChatMessage } from '@glossa/contracts/chat';
import type { WriteGuard } from '#core/queue/run-token.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { ConversationEvents } from '../events.ts';

const APPEND_FLUSH_MS = 80;
const PATCH_EVERY_MS = 250;

/** A change of `settle`: a whole block, or attributes merged into one. */
export type BlockChange = { index: number; block: Block } | { index: number; attributes: Record<string, unknown> };

/**
 * The assistant message a turn is writing: every change is an event addressed `blocks/N` and
 * the message row is updated with it. Streamed text is gathered for a few milliseconds so a
 * token stream does not become one database write per token; progress is sent a few times a second.
 * A running job's writer carries its run's guard: once the run has ended, every write throws RunEnded.
 */
export class MessageWriter {
  private pendingText = new Map<number, string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastPatch = 0;
  private lastFlush = 0;
  private chain: Promise<void> = Promise.resolve();
  /** A write the database outage lost: every later write throws it, so the run stops (decision 0035). */
  private lost: unknown;

  constructor(
    private readonly events: ConversationEvents,
    private readonly conversationId: string,
    readonly id: string,
    public blocks: Block[],
    public state: ChatMessage['status'],
    private readonly guard?: WriteGuard,
  ) {}

  /**
   * Events are written one after another, in the order they were made. Once one was lost to a
   * database outage (a timed flush has no caller to tell), none after it is written: the stream
   * would have a hole. The run stops at its next write, and its job goes back to the queue.
   */
  private enqueue(work: () => Promise<void>): Promise<void> {
    const write = async () => {
      if (this.lost !== undefined) throw this.lost;
      try {
        await work();
      } catch (error) {
        if (isDatabaseUnavailable(error)) this.lost = error;
        throw error;
      }
    };
    this.chain = this.chain.then(write, write);
    return this.chain;
  }

  /**
   * The message as it is now, for the row written with the next events. Attributes are copied
   * too: a progress patch made while the write waits its turn (a batch that finished as the run
   * failed) must not turn the stored card back to "running".
   */
  private snapshot() {
    const blocks = this.blocks.map((block) =>
      'attributes' in block ? ({ ...block, attributes: { ...block.attributes } } as Block) : { ...block },
    );
    return { id: this.id, blocks, status: this.state };
  }

  private publish(events: ChatEvent[], guard = this.guard): Promise<void> {
    const state = this.snapshot();
    return this.enqueue(() => this.events.publish(this.conversationId, events, state, guard));
  }

  async set(index: number, block: Block): Promise<void> {
    await this.flush();
    this.blocks[index] = block;
    await this.publish([{ type: 'block', messageId: this.id, path: `blocks/${index}`, block }]);
  }

  append(index: number, text: string): void {
    if (text === '') return;
    const block = this.blocks[index];
    if (block && 'content' in block) block.content += text;
    this.pendingText.set(index, (this.pendingText.get(index) ?? '') + text);
    if (this.flushTimer) return;
    // The first text after a quiet spell goes out at once (time to first byte); the rest is gathered.
    const wait = Math.max(0, this.lastFlush + APPEND_FLUSH_MS - Date.now());
    // A timed flush has no caller to tell: a refused one (the run ended) is reported by the next awaited write.
    this.flushTimer = setTimeout(() => void this.flush().catch(() => undefined), wait);
  }

  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.lastFlush = Date.now();
    if (this.pendingText.size === 0) return this.chain;
    const pending = [...this.pendingText];
    this.pendingText.clear();
    return this.publish(
      pending.map(([index, text]) => ({ type: 'append', messageId: this.id, path: `blocks/${index}`, text })),
    );
  }

  /** Merges attributes into a block; unless `force`, at most a few times a second. */
  async patch(index: number, attributes: Record<string, unknown>, force = false): Promise<void> {
    const block = this.blocks[index];
    if (!block || !('attributes' in block)) return;
    Object.assign(block.attributes, attributes);
    const now = Date.now();
    if (!force && now - this.lastPatch < PATCH_EVERY_MS) return;
    this.lastPatch = now;
    await this.flush();
    await this.publish([
      { type: 'patch', messageId: this.id, path: `blocks/${index}`, attributes: { ...block.attributes } },
    ]);
  }

  async status(status: ChatMessage['status']): Promise<void> {
    await this.settle(status, []);
  }

  /**
   * Block changes and the message's status as one batch of events in one transaction, with `guard`
   * (default: the run's) in it: how a run ends, so the job row and the message change together.
   */
  async settle(status: ChatMessage['status'], changes: BlockChange[], guard = this.guard): Promise<void> {
    await this.flush();
    const events: ChatEvent[] = [];
    for (const change of changes) {
      const path = `blocks/${change.index}` as const;
      if ('block' in change) {
        this.blocks[change.index] = change.block;
        events.push({ type: 'block', messageId: this.id, path, block: change.block });
        continue;
      }
      const block = this.blocks[change.index];
      if (!block || !('attributes' in block)) continue;
      Object.assign(block.attributes, change.attributes);
      events.push({ type: 'patch', messageId: this.id, path, attributes: { ...block.attributes } });
    }
    this.state = status;
    events.push({ type: 'status', messageId: this.id, status });
    await this.publish(events, guard);
  }
}
