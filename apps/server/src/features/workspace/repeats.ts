import type { Propagation, PropagationUndone } from '@glossa/contracts/chat';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { stripTags } from '@glossa/translate/segments/inline-tags';
import type { Kysely } from 'kysely';
import type { Owner } from '#core/owner.ts';
import type { DatabaseSchema } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { type ConversationRow, ownConversation } from './repo.ts';
import { showVersion } from './version-messages.ts';
import { bumpRevision, editRound, isReady, resolveVersion, type VersionRow } from './versions.ts';

/**
 * Repeats: the other sentences of a version with the same source as an edited one. The edit can
 * be given to all of them at once, and taken back (docs/decisions/0052-translation-versions.md).
 */

/** One conversation's share of a propagation: its round of edits and each repeat's earlier wording and origin. */
export interface RepeatUndo {
  c: string;
  v: string;
  s: { id: string; t: string | null; o: string | null }[];
}

/**
 * What an undo token carries: the conversation the edit was made in, the wording given, and where
 * it went (that file's repeats, or the owner's other files'). Tokens of an earlier release name one
 * round (`v`) and its repeats.
 */
export type UndoClaims =
  | { o: string; after: string; c: RepeatUndo[] }
  | { v: string; after: string; s: RepeatUndo['s'] };

export const UNDO_PURPOSE = 'propagation-undo';

/** The repeats of `segmentId` in the version whose translation is not `target`, in document order. */
export async function repeatsOf(
  trx: Kysely<DatabaseSchema>,
  versionId: string,
  segment: { segment_id: string; source: string },
  target: string,
) {
  return trx
    .selectFrom('version_segments')
    .select(['segment_id', 'target', 'origin'])
    .where('version_id', '=', versionId)
    .where('source', '=', segment.source)
    .where('segment_id', '<>', segment.segment_id)
    .where((eb) => eb.or([eb('target', 'is', null), eb('target', '<>', target)]))
    .orderBy('position')
    .limit(INPUT_LIMITS.propagationMaxSegments)
    .execute();
}

/**
 * Gives `target` to these sentences of a round of edits (inside the caller's transaction): their
 * revision bumped and the answer that shows the round updated; answers the events and, for the
 * undo token, each sentence's earlier wording and origin.
 */
export async function giveWording(
  trx: Kysely<DatabaseSchema>,
  conversation: Pick<ConversationRow, 'module'>,
  version: VersionRow,
  repeats: readonly { segment_id: string; target: string | null; origin: string | null }[],
  target: string,
  now: number,
) {
  const items = repeats.map((repeat) => ({ id: repeat.segment_id, t: repeat.target, o: repeat.origin }));
  if (repeats.length === 0) return { shown: { events: [] }, items };
  await trx
    .updateTable('version_segments')
    .set({ target, origin: 'edit' })
    .where('version_id', '=', version.id)
    .where(
      'segment_id',
      'in',
      repeats.map((repeat) => repeat.segment_id),
    )
    .execute();
  await bumpRevision(trx, version.id, now);
  const changes = repeats.map((repeat) => ({
    before: repeat.target === null ? '' : stripTags(repeat.target),
    after: stripTags(target),
  }));
  return { shown: await showVersion(trx, version, conversation.module === 'text', changes), items };
}

/** Gives a sentence's translation in the version to every repeat (at most propagationMaxSegments), in its round of edits. */
export async function propagateEdit(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown; segmentId?: unknown },
): Promise<Propagation> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const base = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const now = deps.now();
  const outcome = await deps.events.publishFrom(conversation.id, async (trx) => {
    const { version } = await editRound(trx, base.version, now);
    const row = await trx
      .selectFrom('version_segments')
      .select(['segment_id', 'source', 'target'])
      .where('version_id', '=', version.id)
      .where('segment_id', '=', String(body.segmentId ?? ''))
      .executeTakeFirst();
    if (!row) throw new AppError('notFound');
    if (row.target === null) throw new AppError('translationNotReady');
    const target = row.target;
    const repeats = await repeatsOf(trx, version.id, row, target);
    const { shown, items } = await giveWording(trx, conversation, version, repeats, target, now);
    const claims: UndoClaims = {
      o: conversation.id,
      after: target,
      c: [{ c: conversation.id, v: version.id, s: items }],
    };
    return {
      ...shown,
      answer: {
        versionId: version.id,
        version: version.number,
        changed: repeats.length,
        undoToken: deps.secret.issueToken(UNDO_PURPOSE, claims),
      },
    };
  });
  return outcome.answer;
}

/**
 * Takes a propagated edit back, in this file and in the owner's other files it went to: each
 * repeat gets its earlier wording again, unless it was edited since (it no longer has the wording
 * the propagation gave it), which is left as it is and counted; so is a file deleted since.
 */
export async function undoPropagation(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; undoToken?: unknown },
): Promise<PropagationUndone> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const claims = deps.secret.readToken<UndoClaims>(UNDO_PURPOSE, String(body.undoToken ?? ''));
  if (!claims) throw new AppError('notFound');
  // A token is its conversation's: presented with another conversation, it is not found.
  if ('o' in claims && claims.o !== conversation.id) throw new AppError('notFound');
  const parts = 'o' in claims ? claims.c : [{ c: conversation.id, v: claims.v, s: claims.s }];
  let restored = 0;
  let skipped = 0;
  for (const part of parts) {
    const other =
      part.c === conversation.id ? conversation : await ownConversation(deps.db, owner, part.c).catch(() => undefined);
    const outcome = other ? await restoreRepeats(deps, other, part, claims.after) : undefined;
    restored += outcome?.restored ?? 0;
    skipped += outcome?.skipped ?? part.s.length;
  }
  return { restored, skipped };
}

/** Gives one conversation's repeats their earlier wording, where they still have the wording given. */
async function restoreRepeats(deps: WorkspaceDeps, conversation: ConversationRow, part: RepeatUndo, after: string) {
  const { version } = await resolveVersion(deps.db, conversation.id, part.v);
  const now = deps.now();
  const outcome = await deps.events.publishFrom(conversation.id, async (trx) => {
    const current = await trx
      .selectFrom('version_segments')
      .select(['segment_id', 'target'])
      .where('version_id', '=', version.id)
      .where('segment_id', 'in', part.s.length > 0 ? part.s.map((item) => item.id) : [''])
      .execute();
    const unchanged = new Set(current.filter((row) => row.target === after).map((row) => row.segment_id));
    const restore = part.s.filter((item) => unchanged.has(item.id));
    for (const item of restore) {
      await trx
        .updateTable('version_segments')
        .set({ target: item.t, origin: item.o })
        .where('version_id', '=', version.id)
        .where('segment_id', '=', item.id)
        .execute();
    }
    if (restore.length > 0) {
      await bumpRevision(trx, version.id, now);
    }
    const changes = restore.map((item) => ({
      before: stripTags(after),
      after: item.t === null ? '' : stripTags(item.t),
    }));
    const shown =
      restore.length > 0 ? await showVersion(trx, version, conversation.module === 'text', changes) : { events: [] };
    return { ...shown, answer: { restored: restore.length, skipped: part.s.length - restore.length } };
  });
  return outcome.answer;
}
