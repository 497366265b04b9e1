import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a table's rows, newest first (`created_at`, then `id` to break ties), with the
 * total the filters leave: the console's lists all page this way.
 */
export async function newestFirstPage<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  pageNum: number,
  pageSize: number,
) {
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { n: number | string }).n) };
}
