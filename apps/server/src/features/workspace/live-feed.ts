import { EventEmitter } from 'node:events';
import type { ChatEvent } from '@glossa/contracts/chat';

/** Events of one conversation after a number, in order, from the event table. */
/** A conversation's event with its number: readers ask for the events after the last number they saw. */
export interface NumberedEvent {
  seq: number;
  event: ChatEvent;
}

export type ReadAfter = (conversationId: string, afterSeq: number) => Promise<NumberedEvent[]>;

/**
 * The live events this process hands to its open streams, in order and each once, whichever
 * process published them (decision 0024). Events published here arrive with their numbers; a
 * notice from another process (PostgreSQL NOTIFY) says a conversation has new events, which are
 * then read from the table. The event numbers of a conversation are committed in order (they are
 * handed out under the conversation row's lock), so reading after the last one handed out finds
 * every event missed, never one twice. Work is chained per conversation to keep that order.
 */
export class LiveFeed {
  private readonly live = new EventEmitter();
  /** The last event handed out, per conversation someone here listens to. */
  private readonly last = new Map<string, number>();
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    private readonly readAfter: ReadAfter,
    private readonly onError: (error: unknown) => void,
  ) {
    this.live.setMaxListeners(0);
  }

  subscribe(conversationId: string, listener: (item: NumberedEvent) => void): () => void {
    this.live.on(conversationId, listener);
    return () => {
      this.live.off(conversationId, listener);
      if (this.live.listenerCount(conversationId) === 0) this.last.delete(conversationId);
    };
  }

  listenerCount(conversationId: string): number {
    return this.live.listenerCount(conversationId);
  }

  /** Conversations someone in this process listens to (caught up after the notice channel reconnects). */
  conversations(): string[] {
    return this.live.eventNames().filter((name): name is string => typeof name === 'string');
  }

  /** Events this process has just committed. */
  deliver(conversationId: string, items: readonly NumberedEvent[]): void {
    if (items.length === 0 || this.listenerCount(conversationId) === 0) return;
    const first = (items[0] as NumberedEvent).seq;
    const known = this.last.get(conversationId);
    // Nothing pending and nothing missing: handed out at once, as the commit returns.
    if (!this.chains.has(conversationId) && (known === undefined || first <= known + 1)) {
      this.emit(conversationId, items);
      return;
    }
    this.chain(conversationId, async () => {
      const last = this.last.get(conversationId);
      if (last !== undefined && first > last + 1) return this.catchUp(conversationId, last);
      this.emit(conversationId, items);
    });
  }

  /** Another process committed events `from`..: read what this one has not handed out yet. */
  notice(conversationId: string, from?: number): void {
    if (this.listenerCount(conversationId) === 0) return;
    this.chain(conversationId, async () => {
      const last = this.last.get(conversationId) ?? (from === undefined ? undefined : from - 1);
      if (last !== undefined) await this.catchUp(conversationId, last);
    });
  }

  /** After the notice channel was down: whatever happened meanwhile, for every conversation listened to. */
  catchUpAll(): void {
    for (const conversationId of this.conversations()) {
      const last = this.last.get(conversationId);
      if (last !== undefined) this.chain(conversationId, () => this.catchUp(conversationId, last));
    }
  }

  private async catchUp(conversationId: string, after: number): Promise<void> {
    const current = Math.max(after, this.last.get(conversationId) ?? after);
    this.emit(conversationId, await this.readAfter(conversationId, current));
  }

  private emit(conversationId: string, items: readonly NumberedEvent[]): void {
    for (const item of items) {
      const last = this.last.get(conversationId);
      if (last !== undefined && item.seq <= last) continue;
      if (this.listenerCount(conversationId) > 0) this.last.set(conversationId, item.seq);
      this.live.emit(conversationId, item);
    }
  }

  private chain(conversationId: string, work: () => Promise<void>): void {
    const previous = this.chains.get(conversationId) ?? Promise.resolve();
    const next = previous.then(work).catch(this.onError);
    this.chains.set(conversationId, next);
    void next.finally(() => {
      if (this.chains.get(conversationId) === next) this.chains.delete(conversationId);
    });
  }
}
