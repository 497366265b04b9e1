/// <reference path="./smtp-server.d.ts" />
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** The six-digit code of the newest mail to an address, as a person reads it in the e-mail. */
  latestCode(to: string): string | undefined;
  close(): Promise<void>;
}

/** The text/plain part of a MIME message, decoded (base64 or quoted-printable). */
export function plainText(raw: string): string {
  const start = raw.search(/Content-Type: text\/plain/i);
  if (start < 0) return '';
  const part = raw.slice(start);
  const blank = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, blank);
  const content = part.slice(blank).replace(/^\r?\n\r?\n/, '');
  const end = content.search(/\r?\n--/);
  const body = end < 0 ? content : content.slice(0, end);
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1];
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const latin1 = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(latin1, 'latin1').toString('utf8');
  }
  return body;
}

/** A local SMTP server that keeps every message it receives (no TLS, no authentication). */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    latestCode(to) {
      // The newest mail with a code: a receipt or a reminder may have come after it.
      const codes = mails
        .filter((m) => m.to.includes(to.toLowerCase()))
        .map((m) => /^(\d{6})\r?$/m.exec(plainText(m.raw))?.[1]);
      return codes.findLast((code) => code !== undefined);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
