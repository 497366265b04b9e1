import type { JobRow } from '#core/queue/job-row.ts';
import type { LostReason } from '#core/queue/leases.ts';
import { RunEnded, type RunToken, runGuard } from '#core/queue/run-token.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';
import { runChatTurn } from './chat-turn.ts';
import type { JobRunContext } from './job-context.ts';
import type { JobInput } from './job-input.ts';
import type { Lane } from './lanes.ts';
import { MessageWriter } from './message-writer.ts';
import { failRun, interruptedByOutage, stopLostJob } from './run-failure.ts';
import { runTranslateTurn } from './translate-turn.ts';

/** Why a run was stopped from outside: the reason its AbortController is aborted with. */
export type StopReason = LostReason | 'shutdown';

/** One claim of a job in this process: its token, what stops it, and whose job it is once read. */
export interface JobRunHandle {
  token: RunToken;
  controller: AbortController;
  owner: string | undefined;
}

/**
 * One run of a job, from its claim to its end: the turn writes its message under the run's guard;
 * done, the job and the message become done together; failed, both fail and the chat is given
 * back (run-failure.ts); stopped by an outage of the database or the file storage, it throws and
 * writes nothing more, and the runner hands the job back. A job whose runs were lost `maxAttempts`
 * times fails so at once, before its document is read or an engine called. 'yielded': a
 * translation gave its worker back after a slice (decision
 * 0031), everything it wrote has gone out, and the runner puts the job back in the line.
 */
export async function runJob(
  deps: WorkspaceDeps,
  job: JobRow,
  handle: JobRunHandle,
  settings: { outageMs: number; eventsKept: number; maxAttempts: number },
  lane: Lane,
): Promise<'ended' | 'yielded'> {
  const { token, controller } = handle;
  const { db } = deps;
  const conversation = await db
    .selectFrom('conversations')
    .select('owner')
    .where('id', '=', job.conversation_id)
    .executeTakeFirst();
  const row = await db.selectFrom('messages').selectAll().where('id', '=', job.message_id).executeTakeFirst();
  if (!conversation || !row) {
    await db.updateTable('jobs').set({ state: 'cancelled' }).where('id', '=', job.id).execute();
    return 'ended';
  }
  handle.owner = conversation.owner;
  const guard = runGuard(token, deps.now, controller.signal);
  const message = toMessage(row);
  const writer = new MessageWriter(deps.events, job.conversation_id, message.id, message.blocks, 'streaming', guard);
  const input = JSON.parse(job.input) as JobInput;
  if (job.lost_runs >= settings.maxAttempts) {
    // Its process died under every run so far (a poison job): it is not run again.
    deps.log.warn({ jobId: job.id, lostRuns: job.lost_runs }, 'job stopped after its runs were lost');
    await stopLostJob(deps, token, writer, input, job.lost_runs);
    await deps.events.prune(job.conversation_id, settings.eventsKept);
    return 'ended';
  }
  const ctx: JobRunContext = {
    deps,
    job,
    ownerKey: conversation.owner,
    token,
    guard,
    memory: deps.memory.forOrigin({ conversationId: job.conversation_id, jobId: job.id, guard }),
    signal: controller.signal,
    outageMs: settings.outageMs,
    lane,
    setTotals: (total, done) =>
      db.transaction().execute(async (trx) => {
        await guard(trx);
        await trx.updateTable('jobs').set({ total, done }).where('id', '=', job.id).execute();
      }),
  };
  try {
    if (message.status !== 'streaming') await writer.status('streaming');
    if (input.kind === 'translate') {
      if ((await runTranslateTurn(ctx, input, writer)) === 'yielded') {
        await writer.flush();
        return 'yielded';
      }
    } else await runChatTurn(ctx, input, writer);
    // The job row and the message become done in one transaction: a client that sees "done"
    // finds the job done too (downloads answer at once).
    await writer.settle('done', [], runGuard(token, deps.now, controller.signal, { state: 'done' }));
    await deps.events.prune(job.conversation_id, settings.eventsKept);
  } catch (error) {
    const reason = controller.signal.reason as StopReason | undefined;
    // Whatever ended the run, every engine call it still has in flight or queued stops now.
    controller.abort('ended' satisfies StopReason);
    await writer.flush().catch(() => undefined);
    if (reason !== undefined || error instanceof RunEnded) return 'ended'; // paused, deleted, stopping, or taken over
    if (interruptedByOutage(error)) throw error; // not a failure: the runner hands the job back
    await failRun(deps, token, writer, input, error);
    await deps.events.prune(job.conversation_id, settings.eventsKept);
  }
  return 'ended';
}
