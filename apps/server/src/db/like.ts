import { type RawBuilder, sql } from 'kysely';

/** `%`, `_` and the escape character itself match literally in LIKE patterns. */
function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The right side of `column like …` for a keyword found anywhere, the same in SQLite and PostgreSQL. */
export function containsPattern(keyword: string): RawBuilder<string> {
  return sql<string>`${`%${escapeLike(keyword)}%`} escape '\\'`;
}

/** The right side of `column like …` for values starting with `prefix`. */
export function startsWithPattern(prefix: string): RawBuilder<string> {
  return sql<string>`${`${escapeLike(prefix)}%`} escape '\\'`;
}
