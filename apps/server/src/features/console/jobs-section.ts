import type { Page } from '@glossa/contracts/console';
import type { ConsoleFailedJob } from '@glossa/contracts/console-answers';
import type { FailedJobsPageRequest } from '@glossa/contracts/console-requests';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { Database } from '#db/database.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import type { ConsoleSection } from './section.ts';

/** The error a job stopped after JOB_MAX_ATTEMPTS lost runs carries (the `jobRunsLost` error's name). */
const STOPPED = 'jobRunsLost';

/** Failed jobs, newest failure first; `stoppedOnly`: those stopped after their runs were lost. */
export async function failedJobsPage(
  db: Database,
  { pageNum = 1, pageSize = 20, stoppedOnly }: FailedJobsPageRequest,
): Promise<Page<ConsoleFailedJob>> {
  let query = db
    .selectFrom('jobs')
    .innerJoin('conversations', 'conversations.id', 'jobs.conversation_id')
    .leftJoin('stored_files', 'stored_files.id', 'conversations.file_id')
    .where('jobs.state', '=', 'failed');
  if (stoppedOnly) query = query.where('jobs.error', '=', STOPPED);
  const [rows, count] = await Promise.all([
    query
      .select([
        'jobs.id',
        'jobs.conversation_id',
        'jobs.kind',
        'jobs.lost_runs',
        'jobs.error',
        'jobs.updated_at',
        'conversations.name',
        'conversations.preview',
        'conversations.owner',
        'stored_files.name as file_name',
      ])
      .orderBy('jobs.updated_at', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const userIds = rows.flatMap((row) => (row.owner.startsWith('user:') ? [row.owner.slice(5)] : []));
  const users =
    userIds.length > 0 ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute() : [];
  const emails = new Map(users.map((user) => [`user:${user.id}`, user.email]));
  return {
    records: rows.map((row) => {
      const stopped = row.error === STOPPED;
      return {
        id: row.id,
        conversationId: row.conversation_id,
        // As the history lists it: the name given, else the file's, else the start of the text.
        title: row.name || row.file_name || row.preview,
        kind: row.kind,
        ownerEmail: emails.get(row.owner) ?? null,
        lostRuns: Number(row.lost_runs),
        stopped,
        error: stopped ? '' : (row.error ?? ''),
        failedAt: Number(row.updated_at),
      };
    }),
    total: Number(count.n),
    pageNum,
    pageSize,
  };
}

/** Failed jobs: why each failed, and the jobs stopped because their process died under every run. */
export const jobsSection: ConsoleSection = async (scope, { db }) => {
  gatewayRoute(scope, ROUTES.failedJobsPage, async (request) => ok(await failedJobsPage(db, request.body)));
};
