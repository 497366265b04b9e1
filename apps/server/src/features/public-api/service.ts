import { agentBrief } from '@glossa/translate/agents/agents';
import { promptLanguageName } from '@glossa/translate/engines/llm/batch-prompt';
import { chooseEngine, modelReadsAnySource } from '@glossa/translate/engines/registry';
import { type DetectHints, detectLanguage } from '@glossa/translate/languages/detect';
import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
import { uuidV7 } from '#core/ids.ts';
import { ownerKey } from '#core/owner.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';
import { recentSourceLanguages, type WorkspaceDeps, type WorkspaceService } from '../workspace/index.ts';
import { ApiDocuments } from './api-documents.ts';
import type {
  ApiCaller,
  ApiKeyAuthenticator,
  ApiUsage,
  DocumentRequest,
  DownloadRequest,
  PublicApiCore,
  TextRequest,
  TextResult,
} from './contract.ts';
import {
  billedCharacters,
  checkPair,
  checkSize,
  checkTermBasePair,
  type ReadText,
  readText,
  sourcesOf,
  type TextSource,
} from './text-translation.ts';
import { apiUsage } from './usage.ts';

/** The public APIs' core (contract.ts): text translated now, documents through the workspace's jobs. */
export class PublicApi implements PublicApiCore {
  private readonly documents: ApiDocuments;

  constructor(
    private readonly deps: WorkspaceDeps,
    workspace: WorkspaceService,
    private readonly keys: ApiKeyAuthenticator,
  ) {
    this.documents = new ApiDocuments(deps, workspace);
  }

  async caller(secret: string | undefined, address: string | null): Promise<ApiCaller> {
    const given = secret?.trim();
    if (!given) throw new AppError('apiKeyInvalid');
    const { keyId, userId } = await this.keys.authenticate(given);
    return { keyId, userId, owner: { kind: 'user', userId }, address };
  }

  async translateTexts(caller: ApiCaller, request: TextRequest): Promise<TextResult> {
    const { deps } = this;
    const { target, markup } = request;
    checkPair(request.source, target);
    const { plan } = await deps.quota.entitlement(caller.owner);
    checkSize(deps, request.texts, plan.text_max_chars);
    const sources =
      request.source === 'auto'
        ? sourcesOf(request.texts, 'auto', markup, await this.hints(caller, request))
        : sourcesOf(request.texts, request.source, markup);
    // A guess below the threshold is not translated from as if it were known: an AI engine is
    // left to tell the language itself (decision 0041); a machine engine needs a pair and gets the guess.
    const modelTells = sources.some((source) => source.lowConfidence) && modelReadsAnySource(deps.engines, target);
    const read = await Promise.all(
      request.texts.map((text, index) => readText(text, index, markup, request.ignoreTags)),
    );
    // One pipeline run per source language (usually one): the engine of each pair is chosen first,
    // so a pair no engine serves is refused before anything is charged.
    const groups = new Map<string, ReadText[]>();
    read.forEach((text, index) => {
      const detected = sources[index] as TextSource;
      const source = detected.lowConfidence && modelTells ? 'auto' : detected.language;
      groups.set(source, [...(groups.get(source) ?? []), text]);
    });
    const agent = request.instructions ? { id: 'custom', customInstructions: request.instructions } : { id: 'general' };
    const runs = [...groups].map(([source, texts]) => {
      if (source === target) return { source, texts, engine: undefined };
      try {
        return { source, texts, engine: chooseEngine(deps.engines, source, target) };
      } catch {
        throw new AppError('noEngineForPair', undefined, { languages: { source, target } });
      }
    });
    const owner = ownerKey(caller.owner);
    const termBase = request.termBaseId ? await deps.termBase?.(owner, request.termBaseId) : undefined;
    if (request.termBaseId && !termBase) throw new AppError('notFound');
    if (termBase) checkTermBasePair(termBase, request.source, target);
    const counts = request.texts.map((text) => billedCharacters(text, markup));
    const billed = counts.reduce((sum, count) => sum + count, 0);
    const requestId = await this.charge(caller, billed);
    const out: string[] = [];
    let engineId = 'none';
    try {
      for (const run of runs) {
        const translations = new Map<string, string>();
        if (run.engine) {
          engineId = run.engine.id;
          const brief = agentBrief(agent, promptLanguageName(run.source), promptLanguageName(target));
          const report = await translateSegments(
            run.texts.flatMap((text) => text.segments),
            {
              engine: run.engine,
              source: run.source,
              target,
              instructions: brief.instructions,
              agentKey: brief.key,
              memory: deps.memory,
              memoryOwner: owner,
              termBase,
              requester: requestId,
              signal: request.signal,
            },
          );
          for (const segment of report.translations) translations.set(segment.id, segment.text);
        }
        for (const text of run.texts) out[text.index] = await text.rebuild(translations, target);
      }
    } catch (error) {
      // Our side failed (engine away, cancelled): the chat is given back.
      await this.refund(requestId);
      throw error;
    }
    return {
      translations: request.texts.map((_, index) => {
        const { language, confidence, lowConfidence } = sources[index] as TextSource;
        return {
          text: out[index] ?? '',
          detectedSource: language,
          detectionConfidence: confidence,
          lowConfidence,
          billedCharacters: counts[index] ?? 0,
        };
      }),
      billedCharacters: billed,
      engine: engineId,
    };
  }

  /**
   * What tells the likely source of a short text when the detector is unsure: the languages the
   * account translated from lately, then those the caller reads, and the target as the least likely.
   */
  private async hints(caller: ApiCaller, request: TextRequest): Promise<DetectHints> {
    const recent = await recentSourceLanguages(this.deps.db, caller.owner);
    return { languages: [...recent, ...(request.hints ?? [])], target: request.target };
  }

  /** One chat for the request (plan, daily allowance or pack, as a workspace turn), and its characters. */
  private async charge(caller: ApiCaller, characters: number): Promise<string> {
    const { deps } = this;
    const id = uuidV7(deps.now());
    const owner = ownerKey(caller.owner);
    await deps.db.transaction().execute(async (trx) => {
      await serializeOn(trx, [`owner:${owner}`]);
      await deps.quota.charge(trx, caller.owner, {
        jobId: id,
        conversationId: null,
        kind: 'api',
        address: caller.address,
      });
      await trx
        .insertInto('api_requests')
        .values({ id, owner, key_id: caller.keyId, kind: 'text', characters, created_at: deps.now() })
        .execute();
    });
    return id;
  }

  private async refund(requestId: string): Promise<void> {
    await this.deps.quota.refund(requestId);
    await this.deps.db.deleteFrom('api_requests').where('id', '=', requestId).execute();
  }

  async detect(text: string, hints: readonly string[] = []): Promise<{ language: string; confidence: number }[]> {
    const detection = detectLanguage(text, { hints: { languages: hints } });
    const candidates = detection.candidates.map((candidate) => ({
      language: candidate.language,
      confidence: candidate.score,
    }));
    const chosen = candidates.findIndex((candidate) => candidate.language === detection.guess);
    if (chosen > 0) candidates.unshift(...candidates.splice(chosen, 1));
    return candidates.slice(0, 3);
  }

  submitDocument(caller: ApiCaller, request: DocumentRequest) {
    return this.documents.submit(caller, request);
  }

  checkDocumentKey(caller: ApiCaller, documentId: string, key: string | undefined) {
    return this.documents.checkKey(caller, documentId, key);
  }

  documentStatus(caller: ApiCaller, documentId: string) {
    return this.documents.status(caller, documentId);
  }

  downloadDocument(caller: ApiCaller, documentId: string, request?: DownloadRequest) {
    return this.documents.download(caller, documentId, request);
  }

  documentDelivered(caller: ApiCaller, documentId: string) {
    return this.documents.delivered(caller, documentId);
  }

  cancelDocument(caller: ApiCaller, documentId: string) {
    return this.documents.cancel(caller, documentId);
  }

  usage(caller: ApiCaller): Promise<ApiUsage> {
    return apiUsage(this.deps, caller);
  }
}
