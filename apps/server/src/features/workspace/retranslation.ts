import type { RetranslationStarted } from '@glossa/contracts/chat';
import type { RetranslateSegmentsRequest } from '@glossa/contracts/chat-requests';
import { stripTags } from '@glossa/translate/segments/inline-tags';
import type { Owner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import type { ChatInput, TranslateInput } from './jobs/job-input.ts';
import { translationSetup } from './jobs/translate-turn.ts';
import { type ConversationSettings, ownConversation } from './repo.ts';
import { assertIdle, startTurn } from './turns.ts';
import { isReady, resolveVersion } from './versions.ts';

/** How much of the chosen sources the user's message quotes (the chat shows what was retranslated). */
const QUOTE_CHARS = 600;
const ID_CHUNK = 500;

/**
 * Starts a retranslation (docs/product.md §7.6): a turn of the conversation, charged and admitted
 * as any turn, whose job translates the chosen sentences of a version again and saves a new
 * version made from it. Everything it would refuse is refused here, before anything is charged:
 * a version not ready, a sentence not in it, an engine the server does not run or that does not
 * translate the pair, a conversation already at work.
 */
export async function startRetranslation(
  deps: WorkspaceDeps,
  owner: Owner,
  body: RetranslateSegmentsRequest,
  locale: string,
  address: string | null,
): Promise<RetranslationStarted> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  await assertIdle(deps.db, conversation.id);
  const base = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const segmentIds = [...new Set(body.segmentIds)];
  const sources = await chosenSources(deps, base.version.id, segmentIds);
  if (sources.length !== segmentIds.length) throw new AppError('notFound');
  const translate = JSON.parse(base.job.input) as TranslateInput;
  const stored = JSON.parse(conversation.settings) as ConversationSettings;
  const settings: ConversationSettings = {
    ...stored,
    ...(body.precision ? { precision: body.precision } : {}),
    ...(body.agent ? { agent: body.agent } : {}),
    locale,
  };
  if (body.engine !== undefined && !deps.engines.engines.some((engine) => engine.id === body.engine)) {
    throw new AppError('validation', { field: 'engine', reason: 'unknown' });
  }
  // The engine the job will use: noEngineForPair now rather than a failed turn later.
  translationSetup(deps, { ...translate, settings }, undefined, body.engine);
  const quote = sources.join('\n');
  const input: ChatInput = {
    kind: 'retranslate',
    content: '',
    versionId: base.version.id,
    segmentIds,
    ...(body.engine ? { engine: body.engine } : {}),
    settings,
  };
  const { messages } = await startTurn(
    deps.db,
    deps.events,
    deps.quota,
    {
      conversationId: conversation.id,
      owner,
      kind: 'retranslate',
      userBlocks: [{ type: 'quote', content: quote.length > QUOTE_CHARS ? `${quote.slice(0, QUOTE_CHARS)}…` : quote }],
      input,
      now: deps.now(),
      address,
    },
    deps.jobLimits,
  );
  const assistant = messages.find((message) => message.role === 'assistant');
  if (!assistant) throw new AppError('notFound');
  return { messageId: assistant.id };
}

/** The plain sources of the chosen sentences found in the version, in document order. */
async function chosenSources(deps: WorkspaceDeps, versionId: string, segmentIds: readonly string[]) {
  const found: { position: number; source: string }[] = [];
  for (let i = 0; i < segmentIds.length; i += ID_CHUNK) {
    const rows = await deps.db
      .selectFrom('version_segments')
      .select(['position', 'source'])
      .where('version_id', '=', versionId)
      .where('segment_id', 'in', segmentIds.slice(i, i + ID_CHUNK))
      .execute();
    found.push(...rows);
  }
  return found.sort((a, b) => a.position - b.position).map((row) => stripTags(row.source));
}
