import type { Block, ChatEvent } from '@glossa/contracts/chat';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';
import type { MessageState } from './events.ts';
import { allSegments } from './jobs/segments-repo.ts';
import { joinedTranslation } from './jobs/translation-block.ts';
import type { VersionRow } from './versions.ts';

/**
 * The answer that shows a version, made to show `version` after an edit of it: its translation
 * and download blocks name the version, and the translation shows the edited sentence (a text:
 * the whole text again; a document's sample: each sentence replaced where the sample has it).
 * Answers the events and the message row to write with the edit, none when no answer shows it.
 */
export async function showVersion(
  trx: Kysely<DatabaseSchema>,
  version: VersionRow,
  isText: boolean,
  changes: readonly { before: string; after: string }[],
): Promise<{ events: ChatEvent[]; message?: MessageState }> {
  if (!version.message_id) return { events: [] };
  const row = await trx
    .selectFrom('messages')
    .select(['id', 'blocks', 'status'])
    .where('id', '=', version.message_id)
    .executeTakeFirst();
  if (!row) return { events: [] };
  const blocks = JSON.parse(row.blocks) as Block[];
  const ref = { versionId: version.id, version: version.number };
  const text = isText ? await wholeText(trx, version.id) : undefined;
  const events: ChatEvent[] = [];
  for (const [index, block] of blocks.entries()) {
    let shown: Block | undefined;
    if (block.type === 'translation') {
      const content = text ?? changes.reduce(replaceOnce, block.content);
      shown = { ...block, content, attributes: { ...block.attributes, ...ref } };
    } else if (block.type === 'download') {
      shown = { ...block, attributes: { ...block.attributes, ...ref } };
    }
    if (!shown) continue;
    blocks[index] = shown;
    events.push({ type: 'block', messageId: row.id, path: `blocks/${index}`, block: shown });
  }
  return { events, message: { id: row.id, blocks, status: row.status as MessageState['status'] } };
}

/** A typed text's whole translation in a version, as its answer shows it. */
async function wholeText(trx: Kysely<DatabaseSchema>, versionId: string): Promise<string> {
  const rows = await allSegments(trx, versionId);
  const segments = rows.map((row) => ({ id: row.segment_id, text: row.source }));
  const done = new Map(rows.flatMap((row) => (row.target === null ? [] : [[row.segment_id, row.target] as const])));
  return joinedTranslation(segments, done);
}

/** The sample with a sentence's first occurrence replaced, as written (no pattern characters). */
function replaceOnce(content: string, change: { before: string; after: string }): string {
  return change.before && content.includes(change.before)
    ? content.replace(change.before, () => change.after)
    : content;
}
