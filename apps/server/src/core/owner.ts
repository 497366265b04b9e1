import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '@glossa/contracts/chat';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { requestToken } from './session-cookies.ts';

/** Reads a session token (the account feature implements it; the core needs no more of it). */
export interface SessionReader {
  /** The signed-in account; an ended or unknown token throws the 401 or 418 error. */
  authenticate(token: string | undefined): Promise<{ userId: string }>;
}

/** Who a row belongs to: an account, or a visitor known by the browser's random client id. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; clientId: string };

export function ownerKey(owner: Owner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.clientId}`;
}

export function ownerFromKey(key: string): Owner {
  return key.startsWith('user:') ? { kind: 'user', userId: key.slice(5) } : { kind: 'visitor', clientId: key.slice(8) };
}

export function requestClientId(request: FastifyRequest): string | undefined {
  const header = request.headers[CLIENT_ID_HEADER];
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return CLIENT_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The signed-in account when the request carries a session token (an ended or unknown token
 * answers 418 or 401 as everywhere), else the visitor of the `x-client-id` header.
 */
export async function requestOwner(request: FastifyRequest, accounts: SessionReader): Promise<Owner> {
  const token = requestToken(request);
  if (token) return { kind: 'user', userId: (await accounts.authenticate(token)).userId };
  const clientId = requestClientId(request);
  if (!clientId) throw new AppError('unauthorized');
  return { kind: 'visitor', clientId };
}

/** A visitor who signs up or signs in from the same browser keeps the conversations, files and usage. */
export async function claimVisitorWork(db: Database, clientId: string, userId: string): Promise<void> {
  if (!CLIENT_ID_PATTERN.test(clientId)) return;
  const from = ownerKey({ kind: 'visitor', clientId });
  const to = ownerKey({ kind: 'user', userId });
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('conversations').set({ owner: to }).where('owner', '=', from).execute();
    await trx.updateTable('stored_files').set({ owner: to }).where('owner', '=', from).execute();
    await trx.updateTable('usage_records').set({ owner: to }).where('owner', '=', from).execute();
    await trx.updateTable('term_bases').set({ owner_key: to }).where('owner_key', '=', from).execute();
  });
}
