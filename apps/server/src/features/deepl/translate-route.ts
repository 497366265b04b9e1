import { deeplTranslateAnswer } from '@glossa/contracts/deepl-answers';
import { deeplTranslateBody } from '@glossa/contracts/deepl-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#http/app-error.ts';
import { acceptedLanguages } from '#http/request-locale.ts';
import { whileConnected } from '../public-api/index.ts';
import { callerOf } from './deepl-requests.ts';
import { engineInstructions } from './instructions.ts';
import { catalogueCode, deeplSourceCode } from './language-codes.ts';
import { deeplSchema } from './operations.ts';
import type { DeeplRouteOptions } from './route-options.ts';

/**
 * The one glossary a request names: `glossary_id`, or the multilingual `glossary_ids` when it
 * names one (a term base is one language pair: several are refused rather than some ignored).
 */
export function requestGlossary(fields: { glossary_id?: string; glossary_ids?: string }): string | undefined {
  if (fields.glossary_id) return fields.glossary_id;
  const ids = (fields.glossary_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > 1) throw new AppError('validation', { field: 'glossary_ids', issue: 'tooLarge', max: 1 });
  return ids[0];
}

/** The languages of a request in the catalogue's codes; a glossary needs a source language, as at DeepL. */
export function requestLanguages(fields: { source_lang?: string; target_lang: string }, glossary?: string) {
  if (glossary && !fields.source_lang) throw new AppError('validation', { field: 'source_lang', issue: 'required' });
  return {
    source: fields.source_lang ? catalogueCode(fields.source_lang, 'source_lang') : 'auto',
    target: catalogueCode(fields.target_lang, 'target_lang'),
  };
}

/** DeepL's `ignore_tags`: each value a comma-separated list of element names (deepl-node joins them so). */
export function ignoredTags(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.split(',')).flatMap((name) => name.trim() || []);
}

/**
 * `POST /v2/translate`: texts translated now, in the order sent. `billed_characters` is the core's
 * count of each text, the same characters `/v2/usage` adds up (decision 0029).
 */
export async function deeplTranslateRoute(app: FastifyInstance, { api, limit }: DeeplRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/translate',
    {
      config: limit,
      schema: deeplSchema(
        'deeplTranslateText',
        'Translate texts (DeepL)',
        { body: deeplTranslateBody, response: { 200: deeplTranslateAnswer } },
        [404, 456],
      ),
    },
    async (request, reply) => {
      const body = request.body;
      const glossary = requestGlossary(body);
      const { source, target } = requestLanguages(body, glossary);
      const result = await api.translateTexts(callerOf(request), {
        texts: body.text,
        source,
        target,
        markup: body.tag_handling ?? 'text',
        ...(body.tag_handling ? { ignoreTags: ignoredTags(body.ignore_tags) } : {}),
        ...(glossary ? { termBaseId: glossary } : {}),
        instructions: engineInstructions(body),
        signal: whileConnected(reply),
        hints: acceptedLanguages(request),
      });
      return {
        translations: result.translations.map((translation) => ({
          detected_source_language: deeplSourceCode(source === 'auto' ? translation.detectedSource : source),
          text: translation.text,
          ...(body.show_billed_characters ? { billed_characters: translation.billedCharacters } : {}),
          ...(body.model_type ? { model_type_used: 'quality_optimized' } : {}),
        })),
      };
    },
  );
}
