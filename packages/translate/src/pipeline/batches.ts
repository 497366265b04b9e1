/** Groups items into batches of at most `maxChars` characters, keeping order; an oversized item travels alone. */
export function batchByChars<T>(items: readonly T[], size: (item: T) => number, maxChars: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    const length = size(item);
    if (current.length > 0 && chars + length > maxChars) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Consecutive slices of `items` of the given lengths (what is left over goes in one last slice). */
export function cutByCounts<T>(items: readonly T[], counts: readonly number[]): T[][] {
  const slices: T[][] = [];
  let at = 0;
  for (const count of counts) {
    if (at >= items.length) break;
    slices.push(items.slice(at, at + Math.max(1, count)));
    at += Math.max(1, count);
  }
  if (at < items.length) slices.push(items.slice(at));
  return slices;
}

/** Runs tasks with at most `limit` in flight; the first failure stops new tasks and is rethrown. */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const index = next++;
      try {
        results[index] = await (tasks[index] as () => Promise<T>)();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}
