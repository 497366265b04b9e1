import type { ServerResponse } from 'node:http';
import { AppError } from '#http/app-error.ts';
import type { SharedStreamCounts } from './shared-streams.ts';

export interface StreamLimits {
  /** Open streams per client: an account, or a visitor's browser. */
  perClient: number;
  /** Open streams per client address, whoever the clients are (visitors can make up new ids). */
  perAddress: number;
  /** Keep-alive period; each beat also checks every stream's session again. */
  heartbeatMs: number;
  /** A stream of a conversation with no job and no event for this long ends. */
  idleMs: number;
}

/** The reconnect hint sent before a stream is closed by a stopping server: come back soon, elsewhere. */
export const RECONNECT_HINT = 'retry: 1000\n\n';

/** Whether a session token still signs someone in; false once it was signed out or replaced. */
export type SessionCheck = (token: string) => Promise<boolean>;

interface OpenStream {
  client: string;
  address: string;
  /** The session a signed-in owner opened the stream with; visitors have none. */
  token: string | undefined;
  response: ServerResponse;
  /** Its row in the shared count (PostgreSQL profile). */
  sharedId?: string;
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/**
 * The event streams this process holds open (docs/decisions/0016-hostile-input.md).
 *
 * - The stream past a client's or an address's limit is refused with 429: the web app retries it
 *   with backoff, so a tab gets in once another closes. Closing the oldest instead would make
 *   that tab reconnect and close the next oldest, round and round.
 * - One timer writes every keep-alive and asks, once per session, whether the session is still
 *   live: its streams end when it is signed out or replaced, in whichever process that happened,
 *   since the answer comes from the shared database.
 */
export class StreamRegistry {
  private readonly open = new Set<OpenStream>();
  private readonly byClient = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private beating = false;

  constructor(
    private readonly limits: StreamLimits,
    private readonly sessionLive: SessionCheck,
    private readonly shared?: SharedStreamCounts,
  ) {}

  /**
   * Counts a stream in, or throws 'tooManyStreams' (429). The count of this process is checked
   * synchronously, so that requests arriving together cannot all pass it; on PostgreSQL the count
   * of every node is checked next (shared-streams.ts). The returned function counts it out again
   * (idempotent).
   */
  async admit(
    client: string,
    address: string,
    token: string | undefined,
    response: ServerResponse,
  ): Promise<() => void> {
    const { perClient, perAddress } = this.limits;
    if ((this.byClient.get(client) ?? 0) >= perClient) throw new AppError('tooManyStreams', { max: perClient });
    if ((this.byAddress.get(address) ?? 0) >= perAddress) throw new AppError('tooManyStreams', { max: perAddress });
    const stream: OpenStream = { client, address, token, response };
    this.open.add(stream);
    bump(this.byClient, client, 1);
    bump(this.byAddress, address, 1);
    this.timer ??= setInterval(() => void this.beat(), this.limits.heartbeatMs).unref();
    if (this.shared) {
      try {
        stream.sharedId = await this.shared.admit(client, address, this.limits);
      } catch (error) {
        this.remove(stream);
        throw error;
      }
      // The client may have left while it was counted in.
      if (!this.open.has(stream)) void this.shared.release(stream.sharedId).catch(() => undefined);
    }
    return () => this.remove(stream);
  }

  /** Streams open now, for one client or in all. */
  count(client?: string): number {
    return client === undefined ? this.open.size : (this.byClient.get(client) ?? 0);
  }

  get idleMs(): number {
    return this.limits.idleMs;
  }

  /** Ends every stream (the server is shutting down), telling each client to reconnect in a second. */
  closeAll(): void {
    for (const stream of [...this.open]) {
      if (stream.response.headersSent && !stream.response.writableEnded) stream.response.write(RECONNECT_HINT);
      this.end(stream);
    }
  }

  private remove(stream: OpenStream): void {
    if (!this.open.delete(stream)) return;
    if (stream.sharedId) void this.shared?.release(stream.sharedId).catch(() => undefined);
    bump(this.byClient, stream.client, -1);
    bump(this.byAddress, stream.address, -1);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private end(stream: OpenStream): void {
    this.remove(stream);
    stream.response.end();
  }

  /** A keep-alive to each stream, then the sessions checked, each once however many tabs it has. */
  private async beat(): Promise<void> {
    for (const stream of this.open) {
      if (stream.response.headersSent && !stream.response.writableEnded) stream.response.write(': keep-alive\n\n');
    }
    if (this.beating) return;
    this.beating = true;
    try {
      const shared = [...this.open].flatMap((stream) => (stream.sharedId ? [stream.sharedId] : []));
      await this.shared?.renew(shared).catch(() => undefined);
      const tokens = new Set([...this.open].flatMap((stream) => (stream.token ? [stream.token] : [])));
      for (const token of tokens) {
        // A failed check (the database briefly away) keeps the streams: only a clear "ended" ends them.
        if (await this.sessionLive(token).catch(() => true)) continue;
        for (const stream of [...this.open]) if (stream.token === token) this.end(stream);
      }
    } finally {
      this.beating = false;
    }
  }
}
