import type { Block, ConversationSummary, Paged, SearchHit } from '@glossa/contracts/chat';
import { type Owner, ownerKey } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { containsPattern } from '#db/like.ts';
import { pageArgs, summaries } from './repo.ts';
import { searchExcerpt } from './search-excerpt.ts';

/** A message's words as written (the search column holds them lower-cased). */
function blocksText(json: string): string {
  const blocks = JSON.parse(json) as Block[];
  return blocks.map((block) => ('content' in block ? block.content : '')).join('\n');
}

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
    .select(['m.id as message_id', 'm.blocks as message_blocks'])
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
    const text = row.message_blocks ? blocksText(row.message_blocks) : `${row.name} ${row.preview}`;
    return {
      conversation: list[index] as ConversationSummary,
      messageId: row.message_id,
      excerpt: searchExcerpt(text, keyword),
    };
  });
  return { records, total: unique.length, pageNum, pageSize };
}
