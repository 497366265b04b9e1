import type { PropagationElsewhere, RepeatsElsewhere } from '@glossa/contracts/chat';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { Owner } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { giveWording, type RepeatUndo, UNDO_PURPOSE, type UndoClaims } from './repeats.ts';
import { type ConversationRow, ownConversation } from './repo.ts';
import { editRound, isReady, resolveVersion } from './versions.ts';

/**
 * Repeats in the owner's other files (issue 32, asked for by the user): the sentences with the
 * same source (tags included) in the newest version of each other conversation into the same
 * target language, ready and with another translation. Read within the owner's own conversations
 * only, so the scan is as large as the owner's work, not the server's.
 */

/** The edited sentence: its source and the translation the repeats are offered. */
async function editedSentence(deps: WorkspaceDeps, owner: Owner, body: ElsewhereBody) {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const base = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const row = await deps.db
    .selectFrom('version_segments')
    .select(['source', 'target'])
    .where('version_id', '=', base.version.id)
    .where('segment_id', '=', String(body.segmentId ?? ''))
    .executeTakeFirst();
  if (!row) throw new AppError('notFound');
  if (row.target === null) throw new AppError('translationNotReady');
  return { conversation, source: row.source, target: row.target };
}

interface ElsewhereBody {
  conversationId?: unknown;
  versionId?: unknown;
  segmentId?: unknown;
}

/** The repeats, newest conversations first, at most propagationMaxSegments of them. */
function repeatsIn(db: Database, conversation: ConversationRow, source: string, target: string) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('versions as v', 'v.conversation_id', 'c.id')
    .innerJoin('jobs as j', 'j.id', 'v.job_id')
    .innerJoin('version_segments as s', 's.version_id', 'v.id')
    .select(['c.id as conversationId', 'c.module', 'v.id as versionId', 's.segment_id', 's.target', 's.origin'])
    .where('c.owner', '=', conversation.owner)
    .where('c.id', '<>', conversation.id)
    .where('c.target_language', '=', conversation.target_language)
    .where('v.number', '=', (eb) =>
      eb
        .selectFrom('versions as newest')
        .select((inner) => inner.fn.max('newest.number').as('number'))
        .whereRef('newest.conversation_id', '=', 'c.id'),
    )
    .where((eb) => eb.or([eb('v.kind', '<>', 'translation'), eb('j.state', '=', 'done')]))
    .where('s.source', '=', source)
    .where((eb) => eb.or([eb('s.target', 'is', null), eb('s.target', '<>', target)]))
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .orderBy('s.position')
    .limit(INPUT_LIMITS.propagationMaxSegments)
    .execute();
}

/** How many sentences of how many other files would take the edit. */
export async function repeatsElsewhere(
  deps: WorkspaceDeps,
  owner: Owner,
  body: ElsewhereBody,
): Promise<RepeatsElsewhere> {
  const { conversation, source, target } = await editedSentence(deps, owner, body);
  const rows = await repeatsIn(deps.db, conversation, source, target);
  return { sentences: rows.length, files: new Set(rows.map((row) => row.conversationId)).size };
}

/**
 * Gives the edit to the repeats in the other files: in each, on its newest version's round of
 * edits (a version made from it, as any edit makes), written with the events that show it, one
 * conversation at a time. The token takes it all back (undoPropagation).
 */
export async function propagateElsewhere(
  deps: WorkspaceDeps,
  owner: Owner,
  body: ElsewhereBody,
): Promise<PropagationElsewhere> {
  const { conversation, source, target } = await editedSentence(deps, owner, body);
  const rows = await repeatsIn(deps.db, conversation, source, target);
  // The query reads the owner's conversations only: each group is one of the owner's files.
  const byConversation = new Map<string, typeof rows>();
  for (const row of rows) {
    const group = byConversation.get(row.conversationId);
    if (group) group.push(row);
    else byConversation.set(row.conversationId, [row]);
  }
  const undo: RepeatUndo[] = [];
  let changed = 0;
  for (const [conversationId, repeats] of byConversation) {
    const [first] = repeats;
    if (!first) continue;
    const base = await deps.db
      .selectFrom('versions')
      .selectAll()
      .where('id', '=', first.versionId)
      .executeTakeFirstOrThrow();
    const now = deps.now();
    const outcome = await deps.events.publishFrom(conversationId, async (trx) => {
      const { version } = await editRound(trx, base, now);
      // Only what still reads as it did: a sentence edited meanwhile (another tab) is left alone.
      const current = await trx
        .selectFrom('version_segments')
        .select(['segment_id', 'target', 'origin'])
        .where('version_id', '=', version.id)
        .where(
          'segment_id',
          'in',
          repeats.map((repeat) => repeat.segment_id),
        )
        .execute();
      const read = new Map(repeats.map((repeat) => [repeat.segment_id, repeat.target]));
      const taking = current.filter((row) => read.get(row.segment_id) === row.target);
      if (taking.length === 0) return { events: [], answer: undefined };
      const { shown, items } = await giveWording(trx, first, version, taking, target, now);
      return { ...shown, answer: { c: conversationId, v: version.id, s: items } satisfies RepeatUndo };
    });
    if (outcome.answer) {
      undo.push(outcome.answer);
      changed += outcome.answer.s.length;
    }
  }
  return {
    changed,
    files: undo.length,
    undoToken: deps.secret.issueToken(UNDO_PURPOSE, {
      o: conversation.id,
      after: target,
      c: undo,
    } satisfies UndoClaims),
  };
}
