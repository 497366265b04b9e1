import type {
  ConversationDetail,
  ConversationSummary,
  Paged,
  SearchHit,
  SourceDetection,
  SourceGuess,
} from '@glossa/contracts/chat';
import type { CreateConversationRequest, SendMessageRequest } from '@glossa/contracts/chat-requests';
import { LIMITS } from '@glossa/contracts/limits';
import { isLocaleCode, localeEntry } from '@glossa/contracts/locales';
import { findLanguage } from '@glossa/translate/languages/catalog';
import { detectLanguage, type LanguageDetection } from '@glossa/translate/languages/detect';
import { uuidV7 } from '#core/ids.ts';
import { type Owner, ownerKey } from '#core/owner.ts';
import { checkAdmission } from '#core/queue/admission.ts';
import { AppError } from '#http/app-error.ts';
import { deleteConversation, removeFileData } from './deletion.ts';
import type { WorkspaceDeps } from './deps.ts';
import { parseFileInfo } from './documents.ts';
import { markExpiredFiles } from './file-expiry.ts';
import { chatEngine } from './jobs/chat-turn.ts';
import type { TranslateInput } from './jobs/job-input.ts';
import type { JobRunner } from './jobs/runner.ts';
import { translationSetup } from './jobs/translate-turn.ts';
import {
  type ConversationSettings,
  conversationMessages,
  ownConversation,
  type PreparedOutput,
  pageArgs,
  recentSourceLanguages,
  summaries,
} from './repo.ts';
import { searchConversations } from './search.ts';
import { hasPageImages } from './source-preview.ts';
import { assertIdle, startTurn } from './turns.ts';
import { describeText, storeText } from './uploads.ts';
import { isReady, resolveVersion } from './versions.ts';

function checkLanguage(code: unknown, allowAuto: boolean): string {
  if (allowAuto && code === 'auto') return 'auto';
  if (typeof code !== 'string' || !findLanguage(code)) {
    throw new AppError('validation', { field: 'language', reason: String(code) });
  }
  return code;
}

/** The language tag of an interface language ('dede' → 'de'), a hint for detection. */
function localeLanguage(locale: string): string {
  return isLocaleCode(locale) ? localeEntry(locale).iso : locale;
}

/** Conversations and their turns (docs/product.md §7.5). Every call is scoped to its owner. */
export class WorkspaceService {
  constructor(
    private readonly deps: WorkspaceDeps,
    readonly runner: JobRunner,
  ) {}

  /**
   * `address`: the client's, for the per-address job limits. `output`: a file the translation job
   * makes before it ends (the public API's documents), so that downloading it is a file read.
   * `readerLanguages`: the languages the client reads (Accept-Language), hints for detecting a short
   * text's language.
   */
  async create(
    owner: Owner,
    request: CreateConversationRequest,
    locale: string,
    address: string | null = null,
    output?: PreparedOutput,
    readerLanguages: readonly string[] = [],
  ): Promise<ConversationDetail> {
    const { db, now } = this.deps;
    const module = request.overseasConversationModule === 'document' ? 'document' : 'text';
    const source = checkLanguage(request.sourceLanguage, true);
    const target = checkLanguage(request.targetLanguage, false);
    let fileId: string;
    let preview: string;
    let detected: string | null;
    /** A document's guess made at upload, for when the detector was unsure of it (docs/translation-core.md §7). */
    let documentGuess: string | null = null;
    let described: Awaited<ReturnType<typeof describeText>> | undefined;
    if (module === 'text') {
      const text = typeof request.text === 'string' ? request.text : '';
      if (text.trim() === '') throw new AppError('textEmpty');
      // The plan's own text length when it has one, within the site's TEXT_MAX_CHARS.
      const { plan } = await this.deps.quota.entitlement(owner);
      const max = Math.min(plan.text_max_chars ?? this.deps.textMaxChars, this.deps.textMaxChars);
      if (text.length > max) throw new AppError('textTooLong', { max });
      described = await describeText(text);
      fileId = '';
      preview = text.trim().replace(/\s+/g, ' ').slice(0, 120);
      detected = described.info.detectedLanguage;
    } else {
      const file = await db
        .selectFrom('stored_files')
        .selectAll()
        .where('id', '=', String(request.fileId ?? ''))
        .where('owner', '=', ownerKey(owner))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!file) throw new AppError('notFound');
      if (file.expires_at <= now()) throw new AppError('fileExpired');
      fileId = file.id;
      preview = file.name.slice(0, 120);
      const info = parseFileInfo(file);
      detected = info.detectedLanguage;
      documentGuess = info.guessedLanguage ?? null;
    }
    const settings: ConversationSettings = {
      agent: request.agent
        ? { id: String(request.agent.id), customInstructions: request.agent.customInstructions }
        : undefined,
      mode: request.mode === 'professional' ? 'professional' : 'agent',
      options: request.options,
      termBaseId: request.termBaseId,
      precision: request.precision,
      locale,
      ...(output ? { output } : {}),
    };
    const unsure = source === 'auto' && detected === null;
    const guess = !unsure
      ? undefined
      : module === 'text'
        ? await this.guessSource(owner, String(request.text), target, [...readerLanguages, localeLanguage(locale)])
        : documentGuess
          ? { language: documentGuess, candidates: [] }
          : undefined;
    const input: TranslateInput = { kind: 'translate', fileId, module, source, target, detected, guess, settings };
    // No engine for the pair, or over the job limits: said now, before anything is stored or charged.
    translationSetup(this.deps, input);
    await checkAdmission(db, this.deps.jobLimits, { owner: ownerKey(owner), address }, now());
    if (described) fileId = (await storeText(this.deps, owner, described)).id;
    const id = uuidV7(now());
    await db
      .insertInto('conversations')
      .values({
        id,
        owner: ownerKey(owner),
        name: '',
        module,
        source_language: source,
        target_language: target,
        file_id: fileId,
        preview,
        settings: JSON.stringify(settings),
        next_seq: 1,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    input.fileId = fileId;
    const userBlocks =
      module === 'text' ? [{ type: 'text' as const, content: String(request.text) }] : [await this.fileBlock(fileId)];
    try {
      await startTurn(
        db,
        this.deps.events,
        this.deps.quota,
        { conversationId: id, owner, kind: 'translate', userBlocks, input, now: now(), address },
        this.deps.jobLimits,
      );
    } catch (error) {
      // A refused turn leaves nothing behind: the conversation, and the file typed text became.
      await db.deleteFrom('conversations').where('id', '=', id).execute();
      if (described) {
        const file = await db
          .selectFrom('stored_files')
          .select(['id', 'storage_key'])
          .where('id', '=', fileId)
          .executeTakeFirst();
        if (file) {
          await db.deleteFrom('stored_files').where('id', '=', file.id).execute();
          await removeFileData(this.deps, file, []);
        }
      }
      throw error;
    }
    this.runner.wake();
    return this.enter(owner, id);
  }

  private async fileBlock(fileId: string) {
    const file = await this.deps.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    return {
      type: 'file' as const,
      content: file.name,
      attributes: {
        fileId,
        format: file.format,
        size: file.size,
        expiresAt: new Date(file.expires_at).toISOString(),
        expired: file.expires_at <= this.deps.now(),
        pages: parseFileInfo(file).pages,
        pageImages: hasPageImages(this.deps, file.format),
      },
    };
  }

  async page(owner: Owner, body: { pageNum?: unknown; pageSize?: unknown }): Promise<Paged<ConversationSummary>> {
    const { pageNum, pageSize, offset } = pageArgs(body);
    const base = this.deps.db.selectFrom('conversations').where('owner', '=', ownerKey(owner));
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    ]);
    return { records: await summaries(this.deps.db, rows), total: Number(count?.count ?? 0), pageNum, pageSize };
  }

  async enter(owner: Owner, id: unknown): Promise<ConversationDetail> {
    const row = await ownConversation(this.deps.db, owner, id);
    const [conversation] = await summaries(this.deps.db, [row]);
    const messages = await markExpiredFiles(this.deps, await conversationMessages(this.deps.db, row.id));
    return { conversation: conversation as ConversationSummary, messages };
  }

  async rename(owner: Owner, id: unknown, name: unknown): Promise<ConversationSummary> {
    const row = await ownConversation(this.deps.db, owner, id);
    const title = typeof name === 'string' ? name.trim() : '';
    if (title === '') throw new AppError('chatTitleEmpty');
    if ([...title].length > LIMITS.chatTitleMaxLength)
      throw new AppError('chatTitleTooLong', { max: LIMITS.chatTitleMaxLength });
    await this.deps.db.updateTable('conversations').set({ name: title }).where('id', '=', row.id).execute();
    const detail = await this.enter(owner, row.id);
    await this.deps.events.publish(row.id, [{ type: 'conversation', conversation: detail.conversation }]);
    return detail.conversation;
  }

  /** The conversation and everything that came from it (deletion.ts). */
  async remove(owner: Owner, id: unknown): Promise<void> {
    await deleteConversation(this.deps, this.runner, await ownConversation(this.deps.db, owner, id));
  }

  search(owner: Owner, body: { keyword?: unknown; pageNum?: unknown; pageSize?: unknown }): Promise<Paged<SearchHit>> {
    return searchConversations(this.deps.db, owner, body);
  }

  async like(owner: Owner, recordId: unknown, like: unknown): Promise<void> {
    if (typeof recordId !== 'string') throw new AppError('notFound');
    const value = like === 1 || like === -1 ? like : 0;
    const row = await this.deps.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.id', 'm.role'])
      .where('m.id', '=', recordId)
      .where('c.owner', '=', ownerKey(owner))
      .executeTakeFirst();
    if (!row) throw new AppError('notFound');
    if (row.role !== 'assistant') throw new AppError('badRequest');
    await this.deps.db.updateTable('messages').set({ feedback: value }).where('id', '=', row.id).execute();
  }

  async send(
    owner: Owner,
    request: SendMessageRequest,
    locale: string,
    address: string | null = null,
  ): Promise<ConversationDetail> {
    const row = await ownConversation(this.deps.db, owner, request.conversationId);
    const kind = request.kind;
    if (!['refine', 'ask', 'quote', 'summarize'].includes(kind)) throw new AppError('badRequest');
    const content = typeof request.content === 'string' ? request.content.trim().slice(0, 4000) : '';
    if (kind !== 'summarize' && content === '') throw new AppError('validation', { field: 'content', reason: 'empty' });
    if (!chatEngine({ deps: this.deps })) throw new AppError('chatUnavailable');
    await assertIdle(this.deps.db, row.id);
    // The turn reads the newest version; a refinement makes the next one from it.
    const newest = await resolveVersion(this.deps.db, row.id);
    if (kind === 'refine' && !isReady(newest)) throw new AppError('translationNotReady');
    const quote = kind === 'quote' ? String(request.quote ?? '').slice(0, 4000) : undefined;
    const userBlocks = [
      ...(quote ? [{ type: 'quote' as const, content: quote }] : []),
      { type: 'text' as const, content },
    ];
    const settings = { ...(JSON.parse(row.settings) as ConversationSettings), locale };
    await startTurn(
      this.deps.db,
      this.deps.events,
      this.deps.quota,
      {
        conversationId: row.id,
        owner,
        kind,
        userBlocks,
        input: { kind, content, quote, versionId: newest.version.id, settings },
        now: this.deps.now(),
        address,
      },
      this.deps.jobLimits,
    );
    this.runner.wake();
    return this.enter(owner, row.id);
  }

  /**
   * The language of a typed text before it is sent, sure or a guess, with the same hints as the
   * guess a conversation keeps (docs/decisions/0041-short-text-detection.md).
   */
  async detect(
    owner: Owner,
    text: string,
    target: string | undefined,
    locale: string,
    readerLanguages: readonly string[],
  ): Promise<SourceDetection> {
    const hinted = target === undefined ? undefined : checkLanguage(target, false);
    const detection = await this.detectWithHints(owner, text, hinted, [...readerLanguages, localeLanguage(locale)]);
    const language = detection.language ?? detection.guess ?? null;
    const scored = detection.candidates.find((candidate) => candidate.language === language);
    return {
      language,
      // A hinted guess is as likely as the detector scored it, not as its best candidate.
      confidence: detection.reliable ? detection.confidence : Math.min(detection.confidence, scored?.score ?? 0),
      confident: detection.reliable,
      candidates: detection.candidates.map((candidate) => candidate.language).filter((code) => code !== language),
    };
  }

  /**
   * The best guess for a typed text the detector is unsure of, with the owner's recent source
   * languages, the languages they read and the target as hints (docs/decisions/0041-short-text-detection.md).
   */
  private async guessSource(
    owner: Owner,
    text: string,
    target: string,
    readerLanguages: readonly string[],
  ): Promise<SourceGuess | undefined> {
    const detection = await this.detectWithHints(owner, text, target, readerLanguages);
    const language = detection.guess;
    if (!language) return undefined;
    const candidates = detection.candidates.map((candidate) => candidate.language).filter((code) => code !== language);
    return { language, candidates };
  }

  private async detectWithHints(
    owner: Owner,
    text: string,
    target: string | undefined,
    readerLanguages: readonly string[],
  ): Promise<LanguageDetection> {
    const recent = await recentSourceLanguages(this.deps.db, owner);
    return detectLanguage(text, { hints: { languages: [...recent, ...readerLanguages], target } });
  }
}
