import { languagesAnswer, translateTextsAnswer, usageAnswer } from '@glossa/contracts/public-api';
import { NATIVE_PATHS } from '@glossa/contracts/public-api-paths';
import { translateTextsBody } from '@glossa/contracts/public-api-requests';
import { noQuery } from '@glossa/contracts/request-rules';
import { LANGUAGES } from '@glossa/translate/languages/catalog';
import { languageName, nativeName } from '@glossa/translate/languages/names';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { acceptedLanguages } from '#http/request-locale.ts';
import { engineSummary } from '../../system/index.ts';
import { whileConnected } from '../connection.ts';
import { apiLocale } from '../errors.ts';
import { errorResponses } from './errors.ts';
import type { NativeRouteOptions } from './route-options.ts';

const security = [{ bearer: [] }];

/** Translate texts now, the languages this server serves, and the account's usage. */
export async function textRoutes(app: FastifyInstance, { api, deps, callerOf, limited }: NativeRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const summary = engineSummary(deps.engines);

  routes.post(
    NATIVE_PATHS.translate,
    {
      config: limited,
      schema: {
        tags: ['native'],
        operationId: 'translateTexts',
        summary: 'Translate texts',
        description:
          'Translates up to 50 texts at once with the workspace pipeline; one request counts as one chat of the quota.',
        security,
        body: translateTextsBody,
        response: { 200: translateTextsAnswer, ...errorResponses(402, 404, 422, 503) },
      },
    },
    async (request, reply) =>
      api.translateTexts(callerOf(request), {
        ...request.body,
        signal: whileConnected(reply),
        hints: acceptedLanguages(request),
      }),
  );

  routes.get(
    NATIVE_PATHS.languages,
    {
      config: limited,
      schema: {
        tags: ['native'],
        operationId: 'listLanguages',
        summary: 'Languages and pairs',
        description: "The languages (named in the caller's Accept-Language) and the pairs each kind of engine serves.",
        security,
        querystring: noQuery,
        response: { 200: languagesAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const locale = apiLocale(request);
      const answer: z.input<typeof languagesAnswer> = {
        languages: LANGUAGES.map((language) => ({
          code: language.code,
          name: languageName(language.code, locale),
          nativeName: nativeName(language.code),
          direction: language.direction,
        })),
        engines: Object.entries(summary().pairs).map(([kind, pairs]) => ({
          kind,
          pairs: pairs === 'any' ? 'any' : pairs.map(([source, target]) => ({ source, target })),
        })),
      };
      return answer;
    },
  );

  routes.get(
    NATIVE_PATHS.usage,
    {
      config: limited,
      schema: {
        tags: ['native'],
        operationId: 'getUsage',
        summary: 'Usage of the account',
        description: 'Characters and documents billed through the API this period, and what the quota has left.',
        security,
        querystring: noQuery,
        response: { 200: usageAnswer, ...errorResponses() },
      },
    },
    async (request) => api.usage(callerOf(request)),
  );
}
