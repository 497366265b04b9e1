import type { ChatMessage } from '@glossa/contracts/chat';
import type { JobRow } from '#core/queue/job-row.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';
import { MessageWriter } from './message-writer.ts';

/**
 * Pauses the conversation's waiting and running jobs; answers whether any was. From the moment a
 * job is paused its run's writes are refused (its guard wants `running`); `stopRun` stops the
 * run in this process at once, then the message says so, from its stored row.
 */
export async function pauseJobs(
  deps: WorkspaceDeps,
  conversationId: string,
  stopRun: (jobId: string) => void,
): Promise<boolean> {
  const jobs = await deps.db
    .selectFrom('jobs')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('state', 'in', ['queued', 'running'])
    .execute();
  let paused = false;
  for (const job of jobs) {
    const result = await deps.db
      .updateTable('jobs')
      .set({ state: 'paused', updated_at: deps.now() })
      .where('id', '=', job.id)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    paused = true;
    stopRun(job.id);
    await markMessage(deps, job, 'paused', 'paused');
  }
  return paused;
}

/**
 * Queues the conversation's paused jobs again. Their messages say so at once (streaming, the
 * progress card "waiting to start"), before a worker claims them: a client that reconnects
 * meanwhile sees the turn going on, not "paused" until the next poll. A resumed job's place in
 * the line is the moment of its resume: behind the jobs that waited while it was paused.
 */
export async function resumeJobs(deps: WorkspaceDeps, conversationId: string): Promise<boolean> {
  const jobs = await deps.db
    .selectFrom('jobs')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('state', '=', 'paused')
    .execute();
  // While the jobs are still paused nothing else writes their messages.
  for (const job of jobs) await markMessage(deps, job, 'streaming', 'queued');
  const result = await deps.db
    .updateTable('jobs')
    .set({ state: 'queued', queued_at: deps.now() })
    .where('conversation_id', '=', conversationId)
    .where('state', '=', 'paused')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The message as stored (not the run's writer: what it had not saved is not shown), with its new status. */
async function markMessage(
  deps: WorkspaceDeps,
  job: JobRow,
  status: ChatMessage['status'],
  progressState: 'paused' | 'queued',
): Promise<void> {
  const row = await deps.db.selectFrom('messages').selectAll().where('id', '=', job.message_id).executeTakeFirst();
  if (!row) return;
  const message = toMessage(row);
  const writer = new MessageWriter(deps.events, job.conversation_id, message.id, message.blocks, message.status);
  const progress = writer.blocks.findIndex((b) => b.type === 'progress');
  await writer.settle(status, progress >= 0 ? [{ index: progress, attributes: { state: progressState } }] : []);
}
