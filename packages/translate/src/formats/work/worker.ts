import { move } from 'piscina';
import { errorToData, type TaskErrorData } from './task-errors.ts';
import { type DocumentTask, runDocumentTask } from './tasks.ts';
import { wholeBuffer } from './whole-buffer.ts';

export type TaskAnswer = { ok: true; value: unknown } | { ok: false; error: TaskErrorData };

/**
 * One document task in a worker thread. A refusal comes back as data (the adapter's own error
 * class is rebuilt on the other side); a file's bytes come back moved, not copied.
 */
export default async function work(task: DocumentTask): Promise<TaskAnswer | ArrayBuffer> {
  try {
    const value = await runDocumentTask(task);
    const whole = wholeBuffer(value);
    if (whole) return move(whole) as ArrayBuffer;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: errorToData(error) };
  }
}
