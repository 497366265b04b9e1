import type { ConversationSummary, Paged, SearchHit } from '@glossa/contracts/chat';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { type Owner, ownerKey } from './owner.ts';
import { pageArgs, summaries } from './repo.ts';

/**
 * Search across the owner's conversations: titles, source excerpts and every message's words
 * (lower-cased at write time, so LIKE behaves the same in SQLite and PostgreSQL).
 */
export async function searchConversations(
  db: Database,
  owner: Owner,
  body: { keyword?: unknown; pageNum?: unknown; pageSize?: unknown },
): Promise<Paged<SearchHit>> {
  const keyword = typeof body.keyword === 'string' ? body.keyword.trim().toLowerCase().slice(0, 100) : '';
  const { pageNum, pageSize, offset } = pageArgs(body);
  if (keyword === '') return { records: [], total: 0, pageNum, pageSize };
  const pattern = containsPattern(keyword);
  const rows = await db
    .selectFrom('conversations as c')
    .leftJoin('messages as m', (join) =>
      join.onRef('m.conversation_id', '=', 'c.id').on((eb) => eb(eb.ref('m.search_text'), 'like', pattern)),
    )
    .selectAll('c')
    .select(['m.id as message_id', 'm.search_text as message_text'])
    .where('c.owner', '=', ownerKey(owner))
    .where((eb) =>
      eb.or([
        eb('m.id', 'is not', null),
        eb(eb.fn('lower', ['c.name']), 'like', pattern),
        eb(eb.fn('lower', ['c.preview']), 'like', pattern),
      ]),
    )
    .orderBy('c.updated_at', 'desc')
    .execute();
  const seen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
  const unique = [...seen.values()];
  const pageRows = unique.slice(offset, offset + pageSize);
  const list = await summaries(db, pageRows);
  const records = pageRows.map((row, index) => {
    const text = row.message_text ?? `${row.name} ${row.preview}`.toLowerCase();
    const at = Math.max(0, text.indexOf(keyword) - 40);
    return {
      conversation: list[index] as ConversationSummary,
      messageId: row.message_id,
      excerpt: text.slice(at, at + 120),
    };
  });
  return { records, total: unique.length, pageNum, pageSize };
}
