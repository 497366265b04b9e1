/** The part of smtp-server (no published types) the SMTP delivery test uses. */
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';

  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?(
      stream: Readable,
      session: { envelope: { rcptTo: { address: string }[] } },
      callback: (error?: Error) => void,
    ): void;
  }

  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    server: import('node:net').Server;
  }
}
