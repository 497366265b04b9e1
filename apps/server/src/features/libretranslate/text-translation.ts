import type { LibreDetection, LibreTranslateAnswer } from '@glossa/contracts/libretranslate-answers';
import { LIBRE_LIMITS, type LibreTranslateBody } from '@glossa/contracts/libretranslate-requests';
import { AppError } from '#http/app-error.ts';
import type { ApiCaller, PublicApiCore, TextResult } from '../public-api/index.ts';
import { catalogueCode, libreCode } from './codes.ts';

function required<T>(value: T | undefined | '', name: string): T {
  if (value === undefined || value === '') throw new AppError('libreMissingParameter', { name });
  return value;
}

/** A client's language code as the catalogue's; `auto` where detection is allowed. */
function language(code: string, auto: boolean): string {
  if (auto && code === 'auto') return 'auto';
  const known = catalogueCode(code);
  if (!known) throw new AppError('libreLanguageNotSupported', { lang: code });
  return known;
}

/** The source (or `auto`) and target a request names, both required. */
export function languagePair(source: string | undefined, target: string | undefined) {
  return {
    source: language(required(source, 'source'), true),
    target: language(required(target, 'target'), false),
  };
}

/** LibreTranslate's `alternatives`: a whole number, as JSON or form text, at most its default limit. */
function alternativesOf(value: number | string | undefined): number {
  if (value === undefined || value === '') return 0;
  const count = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isInteger(count) || count > LIBRE_LIMITS.alternativesMax) {
    throw new AppError('libreAlternativesInvalid', { max: LIBRE_LIMITS.alternativesMax });
  }
  return Math.max(0, count);
}

/** The core's detections (confidence 0..1, catalogue codes) in LibreTranslate's terms; its answer when none. */
async function detections(api: PublicApiCore, text: string, hints: readonly string[]): Promise<LibreDetection[]> {
  const found = await api.detect(text, hints);
  if (found.length === 0) return [{ confidence: 0, language: 'en' }];
  return found.map((entry) => ({
    confidence: Math.round(entry.confidence * 1000) / 10,
    language: libreCode(entry.language),
  }));
}

/** `POST /detect`: the languages of `q`, best first; `hints`, the languages the caller reads, decide when unsure. */
export async function detectLanguages(
  api: PublicApiCore,
  q: string | string[] | undefined,
  hints: readonly string[] = [],
) {
  const given = required(q, 'q');
  const text = Array.isArray(given) ? given.join('\n') : given;
  if (text.trim() === '') throw new AppError('libreMissingParameter', { name: 'q' });
  return detections(api, text, hints);
}

/** The detected language of one translated text, with the detector's confidence in it. */
function detectedLanguage(translation: TextResult['translations'][number] | undefined): LibreDetection {
  return {
    language: libreCode(translation?.detectedSource ?? 'en'),
    confidence: Math.round((translation?.detectionConfidence ?? 0) * 1000) / 10,
  };
}

/**
 * `POST /translate`: one text or a list, one request to the core (one chat). The engines give no
 * alternative translations: asked for, each text's `alternatives` list is empty (decision 0030).
 */
export async function translateTexts(
  api: PublicApiCore,
  caller: ApiCaller,
  body: LibreTranslateBody,
  signal?: AbortSignal,
  hints: readonly string[] = [],
) {
  const q = required(body.q, 'q');
  if (Array.isArray(q) && q.length === 0) throw new AppError('libreMissingParameter', { name: 'q' });
  const pair = languagePair(body.source, body.target);
  const alternatives = alternativesOf(body.alternatives);
  const format = body.format || 'text';
  if (format !== 'text' && format !== 'html') throw new AppError('libreFormatNotSupported', { format });
  const texts = Array.isArray(q) ? q : [q];
  const result = await api.translateTexts(caller, { texts, ...pair, markup: format, signal, hints });
  const translated = result.translations.map((translation) => translation.text);
  const answer: LibreTranslateAnswer = { translatedText: Array.isArray(q) ? translated : (translated[0] ?? '') };
  if (pair.source === 'auto') {
    const detected = texts.map((_, index) => detectedLanguage(result.translations[index]));
    answer.detectedLanguage = Array.isArray(q) ? detected : detected[0];
  }
  if (alternatives > 0) answer.alternatives = Array.isArray(q) ? texts.map(() => []) : [];
  return answer;
}
