import type { LineLength } from '@glossa/contracts/chat';
import { defaultLineLength } from '@glossa/contracts/file-formats';
import { checkSegment, type QaOptions } from '@glossa/translate/qa/qa-checks';
import { CSV_BOM } from '#core/csv.ts';
import type { Owner } from '#core/owner.ts';
import type { WorkspaceDeps } from './deps.ts';
import { sourceOf, type TranslateInput } from './jobs/job-input.ts';
import { allSegments } from './jobs/segments-repo.ts';
import { type ConversationRow, type ConversationSettings, documentName, ownConversation } from './repo.ts';
import { type ResolvedVersion, resolveVersion } from './versions.ts';

/**
 * The QA checks on a version's translations (issue 32; packages/translate/src/qa): numbers, tags,
 * placeholders, the term base's terms, untranslated sentences, punctuation and spacing rules of
 * the target language. Shown beside each sentence of the preview, and as a CSV report.
 */
export async function qaOptions(
  deps: WorkspaceDeps,
  conversation: ConversationRow,
  { job }: ResolvedVersion,
  /** The conversation's line length, when the caller has read it already. */
  lineLength?: LineLength,
): Promise<QaOptions> {
  const input = JSON.parse(job.input) as TranslateInput;
  const termBaseId = input.settings.termBaseId;
  const [termBase, { maxLength }] = await Promise.all([
    termBaseId ? deps.termBase?.(conversation.owner, termBaseId) : undefined,
    lineLength ?? lineLengthOf(deps, conversation),
  ]);
  return {
    sourceLanguage: sourceOf(input),
    targetLanguage: input.target,
    terms: termBase?.entries,
    ...(maxLength === null ? {} : { maxLength }),
  };
}

/** The conversation's line length limit: the one set on it (null: none), else its format's. */
export async function lineLengthOf(deps: WorkspaceDeps, conversation: ConversationRow): Promise<LineLength> {
  const formatDefault = defaultLineLength(await documentName(deps.db, conversation));
  const set = (JSON.parse(conversation.settings) as ConversationSettings).lineLength;
  return { maxLength: set === undefined ? formatDefault : set, formatDefault };
}

/** Sets the line length limit the checks hold the conversation's translations to (null: none). */
export async function setLineLength(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; maxLength: number | null },
): Promise<LineLength> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const settings = { ...(JSON.parse(conversation.settings) as ConversationSettings), lineLength: body.maxLength };
  const stored = JSON.stringify(settings);
  await deps.db.updateTable('conversations').set({ settings: stored }).where('id', '=', conversation.id).execute();
  return lineLengthOf(deps, { ...conversation, settings: stored });
}

/** A sentence's findings; none for one not translated yet (a translation still running). */
export function sentenceIssues(source: string, target: string | null, options: QaOptions) {
  return target === null ? [] : checkSegment(source, target, options);
}

/** The findings on every sentence of a version, one CSV line each, with the file name it is saved as. */
export async function qaReport(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown },
): Promise<{ csv: string; fileName: string }> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const resolved = await resolveVersion(deps.db, conversation.id, body.versionId);
  const options = await qaOptions(deps, conversation, resolved);
  const rows = (await allSegments(deps.db, resolved.version.id)).map((row) => ({
    position: row.position + 1,
    segmentId: row.segment_id,
    source: row.source,
    target: row.target,
  }));
  // Checked in a worker thread: 10,000 sentences take a second or two of CPU.
  const report = await deps.documents.run({ kind: 'checks', rows, options });
  const file = await documentName(deps.db, conversation);
  return {
    // The mark makes spreadsheet programs read the file as UTF-8; the cells are already made safe.
    csv: `${CSV_BOM}${report}`,
    fileName: `${file.replace(/\.[^.]+$/, '')}_v${resolved.version.number}_checks.csv`,
  };
}
