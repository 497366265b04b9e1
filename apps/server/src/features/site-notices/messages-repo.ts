import type { MessagePosition, MessageType } from '@glossa/contracts/site-notices';
import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import type { Database } from '#db/database.ts';
import type { SystemMessageTable } from '#db/schema.ts';
import type { Viewer } from './viewer.ts';

/** At most this many messages are shown at once (the rest come on a later visit). */
const SHOWN_AT_ONCE = 10;

export function publicMessage(row: Pick<SystemMessageTable, 'id' | 'type' | 'title' | 'content' | 'position'>) {
  const message: SystemMessage = {
    messageNumber: row.id,
    type: row.type as MessageType,
    title: row.title,
    content: row.content,
    position: row.position as MessagePosition,
  };
  return message;
}

/**
 * The messages due for this viewer now: active, inside their time window, for their language (or
 * all) and audience (or everyone), and never closed by them. In the operators' order.
 */
export async function dueMessages(db: Database, viewer: Viewer, locale: string, now: number) {
  const rows = await db
    .selectFrom('system_messages as m')
    .select(['m.id', 'm.type', 'm.title', 'm.content', 'm.position'])
    .where('m.active', '=', 1)
    .where('m.starts_at', '<=', now)
    .where((eb) => eb.or([eb('m.ends_at', 'is', null), eb('m.ends_at', '>', now)]))
    .where((eb) => eb.or([eb('m.locale', 'is', null), eb('m.locale', '=', locale)]))
    .where('m.audience', 'in', ['everyone', viewer.group])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('system_message_closes as c')
            .select('c.message_id')
            .whereRef('c.message_id', '=', 'm.id')
            .where('c.viewer', '=', viewer.key),
        ),
      ),
    )
    .orderBy('m.sort_order')
    .orderBy('m.starts_at')
    .orderBy('m.id')
    .limit(SHOWN_AT_ONCE)
    .execute();
  return rows.map(publicMessage);
}

/** Remembers that the viewer closed a message; false when there is no such message. */
export async function closeMessage(db: Database, viewer: Viewer, messageId: string, now: number): Promise<boolean> {
  const exists = await db.selectFrom('system_messages').select('id').where('id', '=', messageId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('system_message_closes')
    .values({ message_id: messageId, viewer: viewer.key, closed_at: now })
    .onConflict((oc) => oc.columns(['message_id', 'viewer']).doNothing())
    .execute();
  return true;
}
