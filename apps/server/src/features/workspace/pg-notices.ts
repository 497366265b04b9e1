import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionSettings } from '#db/database.ts';
import type { LiveFeed } from './live-feed.ts';

/** The PostgreSQL channel that says "conversation X has new events from number N". */
export const EVENTS_CHANNEL = 'glossa_events';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

export function noticePayload(conversationId: string, firstSeq: number): string {
  return `${conversationId}:${firstSeq}`;
}

/**
 * Listens on EVENTS_CHANNEL with a connection of its own and passes each notice to the live feed
 * (decision 0024). NOTIFY is sent inside the transaction that stores the events, so it arrives
 * only once they are committed. When the connection drops it reconnects with backoff, and then
 * reads every listened conversation's events after the last one handed out: nothing is missed
 * while it was away, and nothing is sent twice.
 */
export class PgNotices {
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly feed: LiveFeed,
    private readonly log: FastifyBaseLogger,
  ) {}

  get connected(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    await this.connect().catch((error: unknown) => this.retry(error));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // A connection that cannot be made in time is given up and tried again, never waited on.
    const client = new pg.Client(connectionSettings(this.url));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const at = message.payload.lastIndexOf(':');
      const from = Number(message.payload.slice(at + 1));
      this.feed.notice(message.payload.slice(0, at), Number.isInteger(from) ? from : undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      // A half-made connection is closed before the next try, so none is left open behind.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    const again = this.retryMs !== FIRST_RETRY_MS;
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Back after a drop: what was published meanwhile reached no one here yet.
    if (again) {
      this.log.info('event notices back; catching up');
      this.feed.catchUpAll();
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.retry(error);
  }

  private retry(error: unknown): void {
    if (this.closed) return;
    this.log.warn({ err: error, retryMs: this.retryMs }, 'event notices lost; reconnecting');
    this.timer = setTimeout(() => {
      void this.connect().catch((next: unknown) => this.retry(next));
    }, this.retryMs).unref();
    this.retryMs = Math.min(LONGEST_RETRY_MS, this.retryMs * 2);
  }
}
