import type { Block, ChatMessage, TurnKind } from '@glossa/contracts/chat';
import { uuidV7 } from '#core/ids.ts';
import { type Owner, ownerKey } from '#core/owner.ts';
import { admissionKeys, admitJob, type JobLimits } from '#core/queue/admission.ts';
import type { Database } from '#db/database.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';
import type { QuotaService } from '../quota/index.ts';
import type { ConversationEvents } from './events.ts';
import type { JobInput } from './jobs/job-input.ts';
import { searchTextOf, toMessage } from './repo.ts';
import { addVersion } from './versions.ts';

export interface NewTurn {
  conversationId: string;
  owner: Owner;
  kind: TurnKind;
  userBlocks: Block[];
  input: JobInput;
  now: number;
  /** The client address that asked (per-address limits); null when unknown. */
  address: string | null;
}

/** A conversation takes one turn at a time: conversationBusy while a job of it waits or runs. */
export async function assertIdle(db: Database, conversationId: string): Promise<void> {
  const busy = await db
    .selectFrom('jobs')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (busy) throw new AppError('conversationBusy');
}

/**
 * A turn: the user's message, the assistant message the job will write, the job, its charge and
 * its admission (per-minute and waiting limits), in one transaction (a turn the quota or the limits
 * refuse leaves nothing behind). Then both messages are announced.
 */
export async function startTurn(
  db: Database,
  events: ConversationEvents,
  quota: QuotaService,
  turn: NewTurn,
  limits: JobLimits,
): Promise<{ jobId: string; messages: ChatMessage[] }> {
  const jobId = uuidV7(turn.now);
  const userId = uuidV7(turn.now);
  const assistantId = uuidV7(turn.now + 1);
  const who = { owner: ownerKey(turn.owner), address: turn.address };
  const rows = await db.transaction().execute(async (trx) => {
    // Another turn of this owner or address waits until this one commits: the quota and the
    // limits are read and written by one transaction at a time.
    await serializeOn(trx, admissionKeys(who));
    const last = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('conversation_id', '=', turn.conversationId)
      .executeTakeFirst();
    const position = Number(last?.position ?? -1) + 1;
    const base = { conversation_id: turn.conversationId, kind: turn.kind, feedback: 0, created_at: turn.now };
    const user = {
      ...base,
      id: userId,
      position,
      role: 'user',
      blocks: JSON.stringify(turn.userBlocks),
      search_text: searchTextOf(turn.userBlocks),
      status: 'done',
    };
    const assistant = {
      ...base,
      id: assistantId,
      position: position + 1,
      role: 'assistant',
      blocks: '[]',
      search_text: '',
      status: 'streaming',
      created_at: turn.now + 1,
    };
    await trx.insertInto('messages').values([user, assistant]).execute();
    // Quota first (a user out of chats is told so), then the limits, counted before this job waits.
    await quota.charge(trx, turn.owner, {
      jobId,
      conversationId: turn.conversationId,
      kind: turn.kind,
      address: turn.address,
    });
    await admitJob(trx, limits, who, turn.now);
    await trx
      .insertInto('jobs')
      .values({
        id: jobId,
        conversation_id: turn.conversationId,
        message_id: assistantId,
        kind: turn.kind,
        state: 'queued',
        input: JSON.stringify(turn.input),
        total: 0,
        done: 0,
        revision: 0,
        error: null,
        created_at: turn.now,
        updated_at: turn.now,
        queued_at: turn.now,
        attempt: 0,
        address: turn.address,
      })
      .execute();
    // A translation is the conversation's next version from the start (its segments come with its first run).
    if (turn.kind === 'translate') {
      await addVersion(trx, {
        id: jobId,
        conversationId: turn.conversationId,
        jobId,
        parentId: null,
        kind: 'translation',
        madeBy: null,
        messageId: assistantId,
        now: turn.now,
      });
    }
    return [user, assistant];
  });
  const messages = rows.map(toMessage);
  await events.publish(
    turn.conversationId,
    messages.map((message) => ({ type: 'message', message })),
  );
  return { jobId, messages };
}
