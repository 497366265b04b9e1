import type { Block, ChatMessage, ConversationSummary, Feedback, TurnKind } from '@glossa/contracts/chat';
import { type Owner, ownerKey } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import type { ConversationTable, MessageTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';

export type ConversationRow = ConversationTable;
export type MessageRow = MessageTable;

export interface ConversationSettings {
  agent?: { id: string; customInstructions?: string };
  mode?: 'agent' | 'professional';
  options?: Record<string, boolean | string>;
  termBaseId?: string;
  precision?: 'fast' | 'balanced' | 'best';
  /** The interface language of the turn's author: texts the server writes use it. */
  locale?: string;
  /** An output made by the translation job before it ends (an API document's export format). */
  output?: PreparedOutput;
  /** The line length the checks hold the translations to; null for none, absent for the format's own. */
  lineLength?: number | null;
}

/** The file an API document asked for: its translation in this export format (an extension). */
export interface PreparedOutput {
  format: string;
}

const iso = (time: number) => new Date(time).toISOString();

/** pageNum from 1, pageSize 1-100 (default 20). */
export function pageArgs(body: { pageNum?: unknown; pageSize?: unknown }) {
  const pageSize = Math.min(Math.max(1, Math.trunc(Number(body.pageSize)) || 20), 100);
  const pageNum = Math.max(1, Math.trunc(Number(body.pageNum)) || 1);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function toSummary(
  row: ConversationRow,
  extra: { fileName: string | null; state: ConversationSummary['state'] },
): ConversationSummary {
  return {
    conversationId: row.id,
    conversationName: row.name,
    overseasConversationModule: row.module === 'document' ? 'document' : 'text',
    sourceLanguage: row.source_language,
    targetLanguage: row.target_language,
    fileName: extra.fileName,
    preview: row.preview,
    creatDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
    state: extra.state,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    kind: row.kind as TurnKind,
    blocks: JSON.parse(row.blocks) as Block[],
    like: (row.feedback === 1 || row.feedback === -1 ? row.feedback : 0) as Feedback,
    status: row.status as ChatMessage['status'],
    createdAt: iso(row.created_at),
  };
}

/** The words of a message that search finds, lower-cased (LIKE is case-sensitive in PostgreSQL). */
export function searchTextOf(blocks: readonly Block[]): string {
  return blocks
    .map((block) => ('content' in block ? block.content : ''))
    .join('\n')
    .toLowerCase()
    .slice(0, 20_000);
}

/** The owner's conversation; any other answers not found, exactly like a missing one. */
export async function ownConversation(db: Database, owner: Owner, id: unknown): Promise<ConversationRow> {
  if (typeof id !== 'string' || id.length > 36) throw new AppError('notFound');
  const row = await db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', id)
    .where('owner', '=', ownerKey(owner))
    .executeTakeFirst();
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * The name of the document a conversation translates, as the files made from it are named
 * (`report.docx` gives `report_v2_checks.csv`); `translation.txt` for a typed text.
 */
export async function documentName(db: Database, conversation: ConversationRow): Promise<string> {
  if (conversation.module === 'text' || !conversation.file_id) return 'translation.txt';
  const stored = await db
    .selectFrom('stored_files')
    .select('name')
    .where('id', '=', conversation.file_id)
    .executeTakeFirst();
  return stored?.name ?? 'translation';
}

export async function conversationMessages(db: Database, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('position')
    .execute();
  return rows.map(toMessage);
}

/** Running or paused, from the conversation's newest job. */
export async function conversationStates(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ConversationSummary['state']>> {
  const states = new Map<string, ConversationSummary['state']>();
  if (ids.length === 0) return states;
  const jobs = await db
    .selectFrom('jobs')
    .select(['conversation_id', 'state'])
    .where('conversation_id', 'in', ids)
    .where('state', 'in', ['queued', 'running', 'paused'])
    .execute();
  for (const job of jobs) states.set(job.conversation_id, job.state === 'paused' ? 'paused' : 'running');
  return states;
}

export async function fileNames(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('stored_files').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function summaries(db: Database, rows: readonly ConversationRow[]): Promise<ConversationSummary[]> {
  const [names, states] = await Promise.all([
    fileNames(
      db,
      rows.map((row) => row.file_id),
    ),
    conversationStates(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    toSummary(row, {
      // Typed text is stored as a file too, but it is not something the user uploaded.
      fileName: row.file_id && row.module === 'document' ? (names.get(row.file_id) ?? null) : null,
      state: states.get(row.id) ?? 'idle',
    }),
  );
}

/** The conversation's newest translation turn: what preview, edits and downloads work on. */
export async function latestTranslateJob(db: Database, conversationId: string) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('kind', '=', 'translate')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** How many recent conversations tell the languages an owner translates from. */
const RECENT_CONVERSATIONS = 20;

/**
 * The languages the owner chose as source in their latest conversations, most recent first: a
 * hint for detecting the language of their next short text (docs/decisions/0041-short-text-detection.md).
 */
export async function recentSourceLanguages(db: Database, owner: Owner): Promise<string[]> {
  const rows = await db
    .selectFrom('conversations')
    .select('source_language')
    .where('owner', '=', ownerKey(owner))
    .orderBy('updated_at', 'desc')
    .limit(RECENT_CONVERSATIONS)
    .execute();
  const languages = rows.map((row) => row.source_language).filter((language) => language !== 'auto');
  return [...new Set(languages)];
}
