import {
  libreDetection,
  libreFileAnswer,
  libreHealth,
  libreLanguage,
  libreSettings,
  libreTranslateAnswer,
} from '@glossa/contracts/libretranslate-answers';
import {
  libreAnyQuery,
  libreDetectBody,
  libreDownloadParams,
  libreDownloadQuery,
  libreFileFields,
  libreFileForm,
  libreKeyQuery,
  libreSuggestBody,
  libreTranslateBody,
  LIBRE_PATHS as P,
} from '@glossa/contracts/libretranslate-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#core/config.ts';
import { AppError } from '#http/app-error.ts';
import { acceptedLanguages } from '#http/request-locale.ts';
import type { FacadeOptions, PublicApiCore } from '../public-api/index.ts';
import {
  apiLocale,
  bodyCheckedAs,
  documentBody,
  documentUnderTag,
  fileAnswer,
  whileConnected,
} from '../public-api/index.ts';
import { readDownloadToken, signDownloadToken } from './download-links.ts';
import { registerLibreErrors } from './errors.ts';
import { dropHeldFile, heldFile, readFileRequest, submitHeldFile, waitForDocument } from './file-translation.ts';
import { languageList } from './languages.ts';
import { libreSchema } from './operations.ts';
import { allowAnyOrigin, multipartFields, registerFormBodies, sentAsJson, withUnixLineEnds } from './request-body.ts';
import { frontendSettings } from './settings.ts';
import { detectLanguages, languagePair, translateTexts } from './text-translation.ts';

/**
 * `api_key` as LibreTranslate reads it: a field of the body, whatever its encoding, else a
 * parameter of the query string (LibreTranslate reads both for forms; here JSON bodies too).
 */
function requestKey(request: FastifyRequest): string | undefined {
  for (const part of [request.body, request.query]) {
    const key = part && typeof part === 'object' ? (part as { api_key?: unknown }).api_key : undefined;
    if (typeof key === 'string' && key !== '') return key;
  }
  return undefined;
}

/** The refusals of a route that takes a key and does work. */
const KEYED = [400, 403, 429, 500, 503] as const;

/**
 * The key a request carries, and the core's caller for it. A missing key is LibreTranslate's 400
 * naming where to get one: the API keys tab of the account page, in the caller's language.
 */
async function callerOf(api: PublicApiCore, config: Config, request: FastifyRequest) {
  const apiKey = requestKey(request);
  if (!apiKey?.trim()) {
    throw new AppError('libreApiKeyRequired', {
      url: `${config.publicUrl}/${apiLocale(request)}/account?tab=apiKeys`,
    });
  }
  return api.caller(apiKey, request.ip);
}

/**
 * The LibreTranslate-compatible API (decision 0030): `/translate`, `/detect`, `/languages`,
 * `/translate_file` with `/download_file`, `/frontend/settings`, `/suggest` and `/health`, with
 * LibreTranslate's field names, answers and `{ "error": "..." }` bodies, over the same core as the
 * other APIs. As LibreTranslate, it ignores the parameters it does not know.
 */
export async function libreTranslateRoutes(app: FastifyInstance, options: FacadeOptions) {
  const { api, db, deps, now, config, catalog } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  documentUnderTag(app, 'libretranslate');
  const languages = languageList(deps.engines);
  registerLibreErrors(app, catalog);
  registerFormBodies(app);
  allowAnyOrigin(app, [P.translate, P.detect, P.translateFile, P.suggest]);
  const limited = { config: options.perKey(requestKey) };

  routes.post(
    P.translate,
    {
      schema: libreSchema(
        'libreTranslate',
        'Translate texts (LibreTranslate)',
        'apiKey',
        { querystring: libreKeyQuery, body: libreTranslateBody, response: { 200: libreTranslateAnswer } },
        KEYED,
      ),
      preValidation: multipartFields,
      ...limited,
    },
    async (request, reply) => {
      const caller = await callerOf(api, config, request);
      // LibreTranslate reads the line ends of a form or multipart text as LF (its character limit
      // counts them so); a JSON string is taken as sent.
      const body = sentAsJson(request) ? request.body : { ...request.body, q: withUnixLineEnds(request.body.q) };
      return translateTexts(api, caller, body, whileConnected(reply), acceptedLanguages(request));
    },
  );

  routes.post(
    P.detect,
    {
      schema: libreSchema(
        'libreDetect',
        'Detect the language of a text',
        'apiKey',
        { querystring: libreKeyQuery, body: libreDetectBody, response: { 200: z.array(libreDetection) } },
        KEYED,
      ),
      preValidation: multipartFields,
      ...limited,
    },
    async (request) => {
      await callerOf(api, config, request);
      return detectLanguages(api, request.body.q, acceptedLanguages(request));
    },
  );

  const listed = libreSchema(
    'libreLanguages',
    'Languages and the targets of each',
    'none',
    { querystring: libreAnyQuery, response: { 200: z.array(libreLanguage) } },
    [500],
  );
  routes.get(P.languages, { schema: listed }, async () => languages());

  routes.get(
    P.settings,
    {
      schema: libreSchema(
        'libreFrontendSettings',
        'How this server describes itself',
        'none',
        { querystring: libreAnyQuery, response: { 200: libreSettings } },
        [500],
      ),
    },
    async (request) => frontendSettings(config, catalog, request),
  );

  const health = libreSchema(
    'libreHealth',
    'Whether the server answers',
    'none',
    { querystring: libreAnyQuery, response: { 200: libreHealth } },
    [],
  );
  routes.get(P.health, { schema: health }, async () => ({ status: 'ok' as const }));

  routes.post(
    P.suggest,
    {
      // Suggestions are off here (GET /frontend/settings says so): the refusal is the only answer.
      schema: libreSchema(
        'libreSuggest',
        'Suggest a better translation (off on this server)',
        'none',
        { querystring: libreKeyQuery, body: libreSuggestBody, response: {} },
        [400, 403],
      ),
      preValidation: multipartFields,
    },
    async () => {
      throw new AppError('libreSuggestionsDisabled');
    },
  );

  routes.post(
    P.translateFile,
    {
      schema: libreSchema(
        'libreTranslateFile',
        'Translate a file',
        'apiKey',
        {
          querystring: libreKeyQuery,
          consumes: ['multipart/form-data'],
          body: libreFileForm,
          response: { 200: libreFileAnswer },
        },
        KEYED,
      ),
      // readFileRequest holds the file and makes the fields the body, which libreFileFields checks.
      validatorCompiler: bodyCheckedAs(libreFileFields),
      preValidation: readFileRequest(db),
      onResponse: dropHeldFile,
      ...limited,
    },
    async (request) => {
      const caller = await callerOf(api, config, request);
      const file = heldFile(request);
      const pair = languagePair(request.body.source, request.body.target);
      const documentId = await submitHeldFile(deps, api, caller, file, { ...pair, locale: apiLocale(request) });
      const status = await waitForDocument(api, caller, documentId, config.libreTranslateFileWaitMs);
      const token = signDownloadToken(deps.secret, caller, documentId, now());
      const name = `${documentId}.${status.outputFormat}`;
      return { translatedFileUrl: `${config.publicUrl}${P.downloadFile}/${name}?token=${encodeURIComponent(token)}` };
    },
  );

  routes.get(
    `${P.downloadFile}/:name`,
    {
      // The signed token of the link is the key.
      schema: libreSchema(
        'libreDownloadFile',
        'Download a translated file',
        'none',
        {
          params: libreDownloadParams,
          querystring: libreDownloadQuery,
          response: { 200: fileAnswer('The translated file; Content-Disposition names it.') },
        },
        [400, 404, 500, 503],
      ),
    },
    async (request, reply) => {
      const link = readDownloadToken(deps.secret, request.query.token, now(), request.ip);
      if (!link) throw new AppError('notFound');
      if (link === 'expired') throw new AppError('downloadLinkExpired');
      const file = await api.downloadDocument(link.caller, link.documentId);
      const bytes = documentBody(reply, file, { api, caller: link.caller, documentId: link.documentId });
      // The bytes as they are: the schema only describes them (binary) for the document.
      return reply.send(bytes as unknown as string);
    },
  );
}
