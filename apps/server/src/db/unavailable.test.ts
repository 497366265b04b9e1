import { createServer, type Server, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#http/app-error.ts';
import { connectionSettings } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** An error of PostgreSQL itself, as node-postgres hands it over (a SQLSTATE in `code`). */
function serverError(code: string, message = 'from the server'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

let sockets: Socket[] = [];
let servers: Server[] = [];

/** A server that hangs up on every connection, or one that accepts them and never answers. */
async function listening(silent: boolean): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    if (silent) sockets.push(socket);
    else socket.destroy();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  [sockets, servers] = [[], []];
});

describe('isDatabaseUnavailable', () => {
  it('knows a server that is away: shut down, crashed, starting, ending sessions, out of slots, class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '57P05', '53300', '08000', '08003', '08006', '08001']) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
    }
  });

  it('knows sockets refused, cut or silent, alone or wrapped', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']) {
      expect(isDatabaseUnavailable(socketError(code)), code).toBe(true);
    }
    // Node tries every address of a host and reports them together.
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED')], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: socketError('ECONNRESET') }))).toBe(true);
  });

  it("knows node-postgres's own words for a lost or slow connection", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('leaves faults of the query, of ours and of SQLite alone', () => {
    for (const code of ['23505', '42601', '40001', '40P01', '22P02']) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new AppError('internal'))).toBe(false);
    // The file storage away is its own outage, whatever socket error it wraps.
    expect(
      isDatabaseUnavailable(new AppError('storageUnavailable', undefined, { cause: socketError('ECONNREFUSED') })),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });

  it('leaves a busy SQLite file alone (its busy timeout is its own answer)', () => {
    expect(isDatabaseUnavailable(new SQLite.SqliteError('database is locked', 'SQLITE_BUSY'))).toBe(false);
  });

  it('classifies what node-postgres really throws when nothing listens, or when the server hangs up or stays silent', async () => {
    const closed = await listening(false);
    const hangsUp = new pg.Client(connectionSettings(`postgres://u@127.0.0.1:${closed.port}/db`));
    const cut = await hangsUp.connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(cut)).toBe(true);

    const silent = await listening(true);
    const pool = new pg.Pool({
      ...connectionSettings(`postgres://u@127.0.0.1:${silent.port}/db`),
      connectionTimeoutMillis: 200,
    });
    const timedOut = await pool.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    await pool.end();

    await new Promise((resolve) => closed.server.close(resolve));
    const refusedClient = new pg.Client(connectionSettings(`postgres://u@127.0.0.1:${closed.port}/db`));
    const refused = await refusedClient.connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
