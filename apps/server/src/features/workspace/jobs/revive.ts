import type { Block, ChatEvent } from '@glossa/contracts/chat';
import type { Owner } from '#core/owner.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';

/**
 * Makes the conversation's failed jobs resumable (decision 0024): a job that failed (an outage
 * longer than JOB_OUTAGE_SECONDS, say) keeps its saved segments; resuming it turns it into a
 * paused job, which the runner then queues like any other, and it goes on from those segments.
 * The chat given back when it failed is charged again in the same transaction, so the finished
 * job is charged once (and a user out of chats is told so, the job staying failed). The message
 * loses its error card and goes back to "waiting to start". A job stopped because its process
 * died under it `maxAttempts` times (it kills its worker) stays failed: resuming is no way to
 * make it kill workers again.
 */
export async function reviveFailedJobs(
  deps: WorkspaceDeps,
  conversationId: string,
  owner: Owner,
  address: string | null,
  maxAttempts: number,
): Promise<void> {
  const failed = await deps.db
    .selectFrom('jobs')
    .select(['id', 'kind', 'message_id'])
    .where('conversation_id', '=', conversationId)
    .where('state', '=', 'failed')
    .where('lost_runs', '<', maxAttempts)
    .execute();
  for (const job of failed) {
    const revived = await deps.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('jobs')
        .set({ state: 'paused', error: null, worker_id: null, lease_until: null, updated_at: deps.now() })
        .where('id', '=', job.id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await deps.quota.charge(trx, owner, { jobId: job.id, conversationId, kind: job.kind, address });
      return true;
    });
    if (!revived) continue;
    const row = await deps.db.selectFrom('messages').selectAll().where('id', '=', job.message_id).executeTakeFirst();
    if (!row) continue;
    const message = toMessage(row);
    const blocks = message.blocks
      .filter((block) => block.type !== 'error')
      .map(
        (block): Block =>
          block.type === 'progress'
            ? { ...block, attributes: { ...block.attributes, state: 'queued' as const } }
            : block,
      );
    const revivedMessage = { ...message, blocks, status: 'streaming' as const };
    const event: ChatEvent = { type: 'message', message: revivedMessage };
    await deps.events.publish(conversationId, [event], { id: message.id, blocks, status: 'streaming' });
  }
}
