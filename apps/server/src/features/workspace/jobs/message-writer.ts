import type { Block, ChatMessage } from '@glossa/contracts/chat';
import type { ConversationEvents } from '../events.ts';

const APPEND_FLUSH_MS = 80;
const PATCH_EVERY_MS = 250;

/**
 * The assistant message a turn is writing: every change is an event addressed `blocks/N` and
 * the message row is updated with it. Streamed text is gathered for a few milliseconds so a
 * token stream does not become one database write per token; progress is sent a few times a second.
 */
export class MessageWriter {
  private pendingText = new Map<number, string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastPatch = 0;
  private lastFlush = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: ConversationEvents,
    private readonly conversationId: string,
    readonly id: string,
    public blocks: Block[],
    public state: ChatMessage['status'],
  ) {}

  /** Events are written one after another, in the order they were made. */
  private enqueue(work: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(work, work);
    return this.chain;
  }

  private snapshot() {
    return { id: this.id, blocks: this.blocks.map((block) => ({ ...block })), status: this.state };
  }

  async set(index: number, block: Block): Promise<void> {
    await this.flush();
    this.blocks[index] = block;
    const state = this.snapshot();
    await this.enqueue(() =>
      this.events.publish(
        this.conversationId,
        [{ type: 'block', messageId: this.id, path: `blocks/${index}`, block }],
        state,
      ),
    );
  }

  append(index: number, text: string): void {
    if (text === '') return;
    const block = this.blocks[index];
    if (block && 'content' in block) block.content += text;
    this.pendingText.set(index, (this.pendingText.get(index) ?? '') + text);
    if (this.flushTimer) return;
    // The first text after a quiet spell goes out at once (time to first byte); the rest is gathered.
    const wait = Math.max(0, this.lastFlush + APPEND_FLUSH_MS - Date.now());
    this.flushTimer = setTimeout(() => void this.flush(), wait);
  }

  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.lastFlush = Date.now();
    if (this.pendingText.size === 0) return this.chain;
    const pending = [...this.pendingText];
    this.pendingText.clear();
    const state = this.snapshot();
    return this.enqueue(() =>
      this.events.publish(
        this.conversationId,
        pending.map(([index, text]) => ({ type: 'append', messageId: this.id, path: `blocks/${index}`, text })),
        state,
      ),
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
    const state = this.snapshot();
    await this.enqueue(() =>
      this.events.publish(
        this.conversationId,
        [{ type: 'patch', messageId: this.id, path: `blocks/${index}`, attributes: { ...block.attributes } }],
        state,
      ),
    );
  }

  async status(status: ChatMessage['status']): Promise<void> {
    await this.flush();
    this.state = status;
    const state = this.snapshot();
    await this.enqueue(() =>
      this.events.publish(this.conversationId, [{ type: 'status', messageId: this.id, status }], state),
    );
  }
}
