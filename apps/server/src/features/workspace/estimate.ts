import type { TranslationEstimate } from '@glossa/contracts/chat';
import { type Owner, ownerKey } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { parseFileInfo } from './documents.ts';
import { translationSetup } from './jobs/translate-turn.ts';

export interface EstimateRequest {
  fileId: string;
  sourceLanguage: string;
  targetLanguage: string;
  precision?: 'fast' | 'balanced' | 'best' | undefined;
}

/**
 * What translating one of the owner's uploaded files would take with the engine the translation
 * would get: requests, tokens and the expected time at the speed measured so far. Counted from
 * what the upload read (words, segments), so nothing is parsed again.
 */
export async function estimateTranslation(
  deps: WorkspaceDeps,
  owner: Owner,
  request: EstimateRequest,
): Promise<TranslationEstimate> {
  const file = await deps.db
    .selectFrom('stored_files')
    .selectAll()
    .where('id', '=', request.fileId)
    .where('owner', '=', ownerKey(owner))
    .executeTakeFirst();
  if (!file) throw new AppError('notFound');
  if (file.deleted_at !== null || file.expires_at <= deps.now()) throw new AppError('fileExpired');
  const info = parseFileInfo(file);
  const setup = translationSetup(deps, {
    kind: 'translate',
    fileId: file.id,
    module: 'document',
    source: request.sourceLanguage,
    target: request.targetLanguage,
    detected: info.detectedLanguage,
    settings: request.precision ? { precision: request.precision } : {},
  });
  const { engine } = setup;
  if (!engine.estimate)
    return { engine: engine.id, requests: null, promptTokens: null, answerTokens: null, seconds: null };
  const counts = { words: info.words, segments: info.segments, source: setup.source, target: request.targetLanguage };
  return { engine: engine.id, ...engine.estimate(counts, setup.batchScale) };
}
