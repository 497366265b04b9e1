import { EventEmitter } from 'node:events';
import type { Block, ChatEvent, ChatMessage } from '@glossa/contracts/chat';
import type { Database } from '../../db/database.ts';
import type { WriteGuard } from './jobs/run-token.ts';
import { searchTextOf } from './repo.ts';

export interface NumberedEvent {
  seq: number;
  event: ChatEvent;
}

/** The message row as it stands after the events: written in the same transaction. */
export interface MessageState {
  id: string;
  blocks: Block[];
  status: ChatMessage['status'];
}

/**
 * The numbered event log of each conversation (DESIGN.md 3.3). Events are stored with the
 * message rows they change, in one transaction, so a snapshot and the log never disagree;
 * live listeners in this process hear them after the commit.
 */
export class ConversationEvents {
  private readonly live = new EventEmitter();

  constructor(private readonly db: Database) {
    this.live.setMaxListeners(0);
  }

  /**
   * `guard` runs first in the transaction: a running job's writes pass its run token there, so an
   * event of a run that has ended (failed, paused, deleted) is never stored; it throws and nothing is written.
   */
  async publish(
    conversationId: string,
    events: readonly ChatEvent[],
    message?: MessageState,
    guard?: WriteGuard,
  ): Promise<void> {
    if (events.length === 0) return;
    const now = Date.now();
    const numbered = await this.db.transaction().execute(async (trx) => {
      await guard?.(trx);
      // An atomic increment hands out the numbers, in SQLite and PostgreSQL alike.
      const row = await trx
        .updateTable('conversations')
        .set((eb) => ({ next_seq: eb('next_seq', '+', events.length), updated_at: now }))
        .where('id', '=', conversationId)
        .returning('next_seq')
        .executeTakeFirst();
      if (!row) return [];
      const first = row.next_seq - events.length;
      const list = events.map((event, index) => ({ seq: first + index, event }));
      await trx
        .insertInto('conversation_events')
        .values(
          list.map(({ seq, event }) => ({
            conversation_id: conversationId,
            seq,
            data: JSON.stringify(event),
            created_at: now,
          })),
        )
        .execute();
      if (message) {
        await trx
          .updateTable('messages')
          .set({
            blocks: JSON.stringify(message.blocks),
            status: message.status,
            search_text: searchTextOf(message.blocks),
          })
          .where('id', '=', message.id)
          .execute();
      }
      return list;
    });
    for (const item of numbered) this.live.emit(conversationId, item);
  }

  subscribe(conversationId: string, listener: (item: NumberedEvent) => void): () => void {
    this.live.on(conversationId, listener);
    return () => this.live.off(conversationId, listener);
  }

  /** Events after `afterSeq`, in order: what a reconnecting client missed. */
  async replay(conversationId: string, afterSeq: number): Promise<NumberedEvent[]> {
    const rows = await this.db
      .selectFrom('conversation_events')
      .select(['seq', 'data'])
      .where('conversation_id', '=', conversationId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({ seq: row.seq, event: JSON.parse(row.data) as ChatEvent }));
  }

  listenerCount(conversationId: string): number {
    return this.live.listenerCount(conversationId);
  }
}
