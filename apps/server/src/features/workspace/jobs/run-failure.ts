import type { Block } from '@glossa/contracts/chat';
import { isLocaleCode } from '@glossa/contracts/locales';
import { EngineError } from '@glossa/translate/engines/engine';
import { errorMessage } from '#core/error-message.ts';
import { holdRun, RunEnded, type RunToken } from '#core/queue/run-token.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import type { JobInput } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';

/**
 * A run stopped by an outage of the site's own services (the database, the file storage) did not
 * fail: nothing is written (nothing could be), and the runner gives its job back to the queue
 * once the database answers, to go on from its saved segments (decision 0035).
 */
export function interruptedByOutage(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error instanceof AppError && error.errorName === 'storageUnavailable');
}

/**
 * A run that failed: the job failed, the message failed with an error card in the user's
 * language, and the chat given back, together; nothing is written if the run had already ended.
 */
export async function failRun(
  deps: WorkspaceDeps,
  token: RunToken,
  writer: MessageWriter,
  input: JobInput,
  error: unknown,
  progressState: 'failed' | 'cancelled' = 'failed',
): Promise<void> {
  const appError =
    error instanceof AppError
      ? error
      : error instanceof EngineError && error.code !== 'unsupported-pair'
        ? new AppError('unavailable')
        : new AppError('internal');
  if (!(error instanceof AppError)) deps.log.error({ err: error, jobId: token.jobId }, 'job failed');
  const locale = input.settings.locale && isLocaleCode(input.settings.locale) ? input.settings.locale : 'enus';
  const block: Block = {
    type: 'error',
    content: errorMessage(deps.catalog, locale, appError),
    attributes: { code: appError.code },
  };
  const progress = writer.blocks.findIndex((b) => b.type === 'progress');
  const changes = [
    ...(progress >= 0 ? [{ index: progress, attributes: { state: progressState } }] : []),
    { index: writer.blocks.length, block },
  ];
  const failed = { state: 'failed', error: String((error as Error)?.message ?? error).slice(0, 2000) };
  await writer
    .settle('failed', changes, async (trx) => {
      await holdRun(trx, token, deps.now(), failed);
      await deps.quota.refund(token.jobId, trx);
    })
    .catch((refused: unknown) => {
      if (!(refused instanceof RunEnded)) throw refused;
    });
}

/**
 * A job whose process died under it `lostRuns` times (JOB_MAX_ATTEMPTS: it kills its worker): it
 * fails as any failed run does, chat given back, with a message saying it was stopped. Its card
 * shows "Stopped" without a resume button, and resuming the conversation leaves it (revive.ts).
 */
export function stopLostJob(
  deps: WorkspaceDeps,
  token: RunToken,
  writer: MessageWriter,
  input: JobInput,
  lostRuns: number,
): Promise<void> {
  return failRun(deps, token, writer, input, new AppError('jobRunsLost', { count: lostRuns }), 'cancelled');
}
