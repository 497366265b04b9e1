import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A door between the server and PostgreSQL, for outage tests on a database other tests share:
 * the server's DATABASE_URL points at the door, which passes every connection through. Shut, the
 * database is away as the server sees it: its connections are cut and new ones refused. Opened
 * again, on the same port, it is back.
 */
export class DatabaseDoor {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  private constructor(private readonly target: URL) {}

  static async open(databaseUrl: string): Promise<DatabaseDoor> {
    const door = new DatabaseDoor(new URL(databaseUrl));
    await door.open();
    return door;
  }

  /** The database's address through the door. */
  get url(): string {
    const url = new URL(this.target);
    url.host = `127.0.0.1:${this.port}`;
    return url.toString();
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((inside) => {
      const outside = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [inside, outside]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          inside.destroy();
          outside.destroy();
        });
      }
      inside.pipe(outside).pipe(inside);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async shut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
