import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: () => number;
}

/**
 * Every message is written to the outbox table first; with SMTP_URL it is then delivered over
 * SMTP and marked sent. Without SMTP the outbox is where an operator (or a test) reads it.
 */
export function createMailer({ db, smtpUrl, from, log, now }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const id = randomUUID();
      await db
        .insertInto('outbox')
        .values({ id, ...message, created_at: now(), sent_at: null })
        .execute();
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        log.error({ err: error, outboxId: id }, 'mail delivery failed');
        throw new AppError('unavailable', undefined, { cause: error });
      }
      await db.updateTable('outbox').set({ sent_at: now() }).where('id', '=', id).execute();
    },
  };
}
