import { deeplGlossaryPairsAnswer, deeplLanguage, deeplUsageAnswer } from '@glossa/contracts/deepl-answers';
import { deeplAuthOnly, deeplLanguagesQuery } from '@glossa/contracts/deepl-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from './deepl-requests.ts';
import { deeplSchema } from './operations.ts';
import type { DeeplRouteOptions } from './route-options.ts';
import { servedLanguagesOf } from './served-languages.ts';

/** `/v2/usage`, `/v2/languages` and `/v2/glossary-language-pairs`, by GET or (as the older API) POST. */
export async function deeplAccountRoutes(app: FastifyInstance, { api, deps, limit }: DeeplRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const served = servedLanguagesOf(deps.engines);

  const usage = async (request: FastifyRequest) => {
    const found = await api.usage(callerOf(request));
    return {
      character_count: found.characterCount,
      character_limit: found.characterLimit,
      document_count: found.documentCount,
      document_limit: found.documentLimit,
    };
  };
  const usageAnswer = { 200: deeplUsageAnswer };
  const usageOf = 'Characters and documents used this period, and the limits';
  const usageGet = deeplSchema('deeplGetUsage', usageOf, { querystring: deeplAuthOnly, response: usageAnswer });
  routes.get('/usage', { config: limit, schema: usageGet }, usage);
  const usagePost = deeplSchema('deeplPostUsage', `${usageOf} (as a POST)`, {
    body: deeplAuthOnly,
    response: usageAnswer,
  });
  routes.post('/usage', { config: limit, schema: usagePost }, usage);

  const languages = (type: 'source' | 'target') => served()[type];
  const languagesAnswer = { 200: z.array(deeplLanguage) };
  const languagesOf = 'Source or target languages';
  const languagesGet = deeplSchema('deeplGetLanguages', languagesOf, {
    querystring: deeplLanguagesQuery,
    response: languagesAnswer,
  });
  routes.get('/languages', { config: limit, schema: languagesGet }, async (request) => languages(request.query.type));
  const languagesPost = deeplSchema('deeplPostLanguages', `${languagesOf} (as a POST)`, {
    body: deeplLanguagesQuery.nullish(),
    response: languagesAnswer,
  });
  routes.post('/languages', { config: limit, schema: languagesPost }, async (request) =>
    languages(request.body?.type ?? 'source'),
  );

  const pairs = deeplSchema('deeplGetGlossaryLanguagePairs', 'Language pairs glossaries are made for', {
    querystring: deeplAuthOnly,
    response: { 200: deeplGlossaryPairsAnswer },
  });
  routes.get('/glossary-language-pairs', { config: limit, schema: pairs }, async () => ({
    supported_languages: served().glossaryPairs,
  }));
}
