import { createHash, randomBytes } from 'node:crypto';
import type { Block } from '@glossa/contracts/chat';
import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import { findFileFormat } from '@glossa/contracts/file-formats';
import { cleanFileName } from '@glossa/contracts/file-names';
import { sql } from 'kysely';
import { ownerKey } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps, WorkspaceService } from '../workspace/index.ts';
import {
  admitUpload,
  buildDownload,
  deleteConversation,
  downloadFormats,
  latestTranslateJob,
  ownConversation,
  removeFileData,
  storeUpload,
} from '../workspace/index.ts';
import { contentTypeOf } from './content-types.ts';
import type {
  ApiCaller,
  DocumentDownload,
  DocumentRequest,
  DocumentState,
  DocumentStatus,
  DownloadRequest,
} from './contract.ts';
import { checkPair, checkTermBasePair } from './text-translation.ts';

/**
 * How long after a document's file was first sent in full a download that is handed out once
 * (DeepL's) is still served again: a client whose copy was lost on the way (it timed out while the
 * bytes were in flight, its connection broke) retries within seconds (decision 0040).
 */
export const DOWNLOAD_RETRY_GRACE_MS = 5 * 60 * 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const STATES: Record<string, DocumentState> = {
  queued: 'queued',
  running: 'translating',
  paused: 'translating',
  done: 'done',
  failed: 'error',
};

/**
 * Documents submitted through an API key: stored and translated by the workspace (a conversation
 * of the key's account, in its history like any other), recorded in api_documents.
 */
export class ApiDocuments {
  constructor(
    private readonly deps: WorkspaceDeps,
    private readonly workspace: WorkspaceService,
  ) {}

  async submit(caller: ApiCaller, request: DocumentRequest): Promise<{ documentId: string; documentKey: string }> {
    const { deps } = this;
    checkPair(request.source, request.target);
    const owner = caller.owner;
    const who = { owner: ownerKey(owner), address: caller.address };
    if (request.termBaseId) {
      const termBase = await deps.termBase?.(who.owner, request.termBaseId);
      if (!termBase) throw new AppError('notFound');
      checkTermBasePair(termBase, request.source, request.target);
    }
    // The export format is known from the name alone: a wrong one is refused before anything is stored.
    const name = cleanFileName(request.file.fileName);
    const known = findFileFormat(name);
    if (!known) throw new AppError('unsupportedFileFormat');
    const formats = await downloadFormats(deps, name, known.extension);
    const outputFormat = request.outputFormat?.toLowerCase() ?? formats[0] ?? known.extension;
    if (!formats.includes(outputFormat)) throw new AppError('exportUnavailable', { format: outputFormat });
    await admitUpload(deps.db, deps.uploadLimits, who, deps.now());
    const stored = await storeUpload(
      deps,
      { owner, address: caller.address },
      request.file,
      async () => undefined,
      () => request.password,
    );
    let conversationId: string;
    try {
      const detail = await this.workspace.create(
        owner,
        {
          overseasConversationModule: 'document',
          sourceLanguage: request.source,
          targetLanguage: request.target,
          fileId: stored.fileId,
          termBaseId: request.termBaseId,
          agent: request.instructions ? { id: 'custom', customInstructions: request.instructions } : undefined,
        },
        request.locale ?? 'enus',
        caller.address,
        // Made by the job before it is done: the download never waits for an export (decision 0040).
        { format: outputFormat },
      );
      conversationId = detail.conversation.conversationId;
    } catch (error) {
      // Refused (no engine, quota, limits): the stored file goes too, nothing is left behind.
      const file = await deps.db
        .selectFrom('stored_files')
        .selectAll()
        .where('id', '=', stored.fileId)
        .executeTakeFirst();
      if (file) {
        await deps.db.deleteFrom('stored_files').where('id', '=', file.id).execute();
        await removeFileData(deps, file, []);
      }
      throw error;
    }
    const documentKey = randomBytes(32).toString('base64url');
    await deps.db
      .insertInto('api_documents')
      .values({
        id: conversationId,
        owner: who.owner,
        key_id: caller.keyId,
        conversation_id: conversationId,
        secret_hash: hash(documentKey),
        output_format: outputFormat,
        billed_characters: 0,
        created_at: deps.now(),
        downloaded_at: null,
      })
      .execute();
    return { documentId: conversationId, documentKey };
  }

  /** The caller's document whose conversation still exists; else 404. */
  private async own(caller: ApiCaller, documentId: string) {
    const row = await this.deps.db
      .selectFrom('api_documents')
      .selectAll()
      .where('id', '=', String(documentId))
      .where('owner', '=', ownerKey(caller.owner))
      .executeTakeFirst();
    if (!row) throw new AppError('notFound');
    const conversation = await ownConversation(this.deps.db, caller.owner, row.conversation_id);
    return { row, conversation };
  }

  async checkKey(caller: ApiCaller, documentId: string, key: string | undefined): Promise<void> {
    const { row } = await this.own(caller, documentId);
    if (!key || hash(key) !== row.secret_hash) throw new AppError('notFound');
  }

  /** Characters of the source translated so far (all of them once done), kept on the row. */
  private async billed(documentId: string, jobId: string, known: number): Promise<number> {
    const sum = await this.deps.db
      .selectFrom('version_segments')
      .select(sql<number | string | null>`sum(length(source))`.as('characters'))
      // A translation's version has its job's id.
      .where('version_id', '=', jobId)
      .where('target', 'is not', null)
      .executeTakeFirst();
    const characters = Math.max(known, Number(sum?.characters ?? 0));
    if (characters !== known) {
      await this.deps.db
        .updateTable('api_documents')
        .set({ billed_characters: characters })
        .where('id', '=', documentId)
        .execute();
    }
    return characters;
  }

  async status(caller: ApiCaller, documentId: string): Promise<DocumentStatus> {
    const { row } = await this.own(caller, documentId);
    const job = await latestTranslateJob(this.deps.db, row.conversation_id);
    if (!job) throw new AppError('notFound');
    const state = STATES[job.state] ?? 'queued';
    const message = await this.deps.db
      .selectFrom('messages')
      .select('blocks')
      .where('id', '=', job.message_id)
      .executeTakeFirst();
    const blocks = message ? (JSON.parse(message.blocks) as Block[]) : [];
    const progress = blocks.find((block) => block.type === 'progress');
    const eta = progress?.type === 'progress' ? progress.attributes.etaSeconds : null;
    const failure = blocks.find((block) => block.type === 'error');
    const parsing = blocks.find((block) => block.type === 'parsing');
    const coverage = parsing?.type === 'parsing' ? parsing.attributes.coverage : undefined;
    return {
      documentId: row.id,
      state,
      secondsRemaining: state === 'done' ? 0 : typeof eta === 'number' ? eta : null,
      billedCharacters: await this.billed(row.id, job.id, row.billed_characters),
      segmentsDone: job.done,
      segmentsTotal: job.total,
      error: state === 'error' ? errorOf(failure) : null,
      outputFormat: row.output_format,
      downloadedAt: row.downloaded_at === null ? null : new Date(row.downloaded_at).toISOString(),
      coverage: state === 'done' ? (coverage ?? null) : null,
    };
  }

  async download(caller: ApiCaller, documentId: string, request: DownloadRequest = {}): Promise<DocumentDownload> {
    const { row } = await this.own(caller, documentId);
    // Handed out once where the API says so (DeepL), but a client that lost its copy on the way
    // (a timeout, a cut connection) gets it again for a while after it was sent.
    if (request.once && row.downloaded_at !== null && this.deps.now() - row.downloaded_at > DOWNLOAD_RETRY_GRACE_MS) {
      throw new AppError('documentDownloaded');
    }
    const job = await latestTranslateJob(this.deps.db, row.conversation_id);
    if (job?.state !== 'done') throw new AppError('documentNotReady');
    const format = request.format?.toLowerCase() ?? row.output_format;
    const built = await buildDownload(this.deps, caller.owner, {
      conversationId: row.conversation_id,
      format,
      mode: request.form ?? 'translated',
    });
    await this.billed(row.id, job.id, row.billed_characters);
    return { fileName: built.fileName, contentType: contentTypeOf(format), bytes: built.bytes };
  }

  /** The file went out whole: the first time is when the document counts as downloaded. */
  async delivered(caller: ApiCaller, documentId: string): Promise<void> {
    await this.deps.db
      .updateTable('api_documents')
      .set({ downloaded_at: this.deps.now() })
      .where('id', '=', String(documentId))
      .where('owner', '=', ownerKey(caller.owner))
      .where('downloaded_at', 'is', null)
      .execute();
  }

  async cancel(caller: ApiCaller, documentId: string): Promise<void> {
    const { row, conversation } = await this.own(caller, documentId);
    const job = await latestTranslateJob(this.deps.db, row.conversation_id);
    if (job) await this.billed(row.id, job.id, row.billed_characters);
    await deleteConversation(this.deps, this.workspace.runner, conversation);
  }
}

/** A failed job's reason: its error block, worded when the job failed. */
function errorOf(block: Block | undefined): { key: string; message: string } {
  const code = block?.type === 'error' ? block.attributes.code : undefined;
  const key = (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code) ?? 'internal';
  return { key, message: block?.type === 'error' && block.content ? block.content : key };
}
