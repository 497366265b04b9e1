import type { Block, ChatEvent, ChatMessage } from '@glossa/contracts/chat';
import { sql, type Transaction } from 'kysely';
import type { WriteGuard } from '#core/queue/run-token.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';
import { LiveFeed, type NumberedEvent } from './live-feed.ts';
import { EVENTS_CHANNEL, noticePayload } from './pg-notices.ts';
import { searchTextOf } from './repo.ts';

/** The message row as it stands after the events: written in the same transaction. */
export interface MessageState {
  id: string;
  blocks: Block[];
  status: ChatMessage['status'];
}

/**
 * The numbered event log of each conversation (decision 0012). Events are stored with the
 * message rows they change, in one transaction, so a snapshot and the log never disagree;
 * live listeners in this process hear them after the commit. On PostgreSQL the transaction also
 * NOTIFYs the other processes, whose live feed reads the new events from the table (decision 0024).
 */
export class ConversationEvents {
  readonly feed: LiveFeed;

  constructor(
    private readonly db: Database,
    private readonly options: { postgres: boolean; onError: (error: unknown) => void } = {
      postgres: false,
      onError: () => {},
    },
  ) {
    this.feed = new LiveFeed((id, after) => this.replay(id, after), options.onError);
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
    await this.publishFrom(conversationId, async (trx) => {
      await guard?.(trx);
      return { events, message };
    });
  }

  /**
   * Writes of the caller and the events they make, in one transaction: `write` makes its changes
   * and answers the events (and the message row) that tell them, so a reader never sees one without
   * the other. Answers what `write` answered.
   */
  async publishFrom<T extends { events: readonly ChatEvent[]; message?: MessageState }>(
    conversationId: string,
    write: (trx: Transaction<DatabaseSchema>) => Promise<T>,
  ): Promise<T> {
    const now = Date.now();
    const { numbered, outcome } = await this.db.transaction().execute(async (trx) => {
      const outcome = await write(trx);
      const { events, message } = outcome;
      if (events.length === 0) return { numbered: [], outcome };
      // An atomic increment hands out the numbers, in SQLite and PostgreSQL alike.
      const row = await trx
        .updateTable('conversations')
        .set((eb) => ({ next_seq: eb('next_seq', '+', events.length), updated_at: now }))
        .where('id', '=', conversationId)
        .returning('next_seq')
        .executeTakeFirst();
      if (!row) return { numbered: [], outcome };
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
      if (this.options.postgres) {
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${noticePayload(conversationId, first)})`.execute(trx);
      }
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
      return { numbered: list, outcome };
    });
    if (numbered.length > 0) this.feed.deliver(conversationId, numbered);
    return outcome;
  }

  subscribe(conversationId: string, listener: (item: NumberedEvent) => void): () => void {
    return this.feed.subscribe(conversationId, listener);
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
    return this.feed.listenerCount(conversationId);
  }

  /**
   * Whether the log still holds every event after `afterSeq`: a turn's end prunes it, and a client
   * that fell behind the pruned part gets a snapshot instead of a replay.
   */
  async canReplay(conversationId: string, afterSeq: number): Promise<boolean> {
    const first = await this.db
      .selectFrom('conversation_events')
      .select((eb) => eb.fn.min<number>('seq').as('seq'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const conversation = await this.db
      .selectFrom('conversations')
      .select('next_seq')
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (!conversation) return false;
    const oldest = first?.seq ?? conversation.next_seq;
    return afterSeq >= oldest - 1 && afterSeq < conversation.next_seq;
  }

  /**
   * Drops the events a reconnect no longer needs once a turn has ended: all but the last `keep`
   * (a client a little behind still replays; one further behind gets a snapshot, canReplay).
   */
  async prune(conversationId: string, keep: number): Promise<void> {
    const row = await this.db
      .selectFrom('conversations')
      .select('next_seq')
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (!row) return;
    await this.db
      .deleteFrom('conversation_events')
      .where('conversation_id', '=', conversationId)
      .where('seq', '<', row.next_seq - keep)
      .execute();
  }
}
