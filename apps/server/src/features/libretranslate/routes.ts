import {
  libreDetectBody,
  libreDownloadParams,
  libreDownloadQuery,
  libreFileFields,
  libreSuggestBody,
  libreTranslateBody,
  LIBRE_PATHS as P,
} from '@glossa/contracts/libretranslate-requests';
import { noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import { AppError } from '../../http/app-error.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { acceptedLanguages } from '../../http/request-locale.ts';
import type { FacadeOptions, PublicApiCore } from '../public-api/index.ts';
import { apiLocale, documentUnderTag, whileConnected } from '../public-api/index.ts';
import { readDownloadToken, signDownloadToken } from './download-links.ts';
import { registerLibreErrors } from './errors.ts';
import { dropHeldFile, heldFile, readFileRequest, submitHeldFile, waitForDocument } from './file-translation.ts';
import { languageList } from './languages.ts';
import { allowAnyOrigin, multipartFields, registerFormBodies } from './request-body.ts';
import { frontendSettings } from './settings.ts';
import { detectLanguages, languagePair, translateTexts } from './text-translation.ts';

/**
 * The key a request carries, and the core's caller for it. A missing key is LibreTranslate's 400
 * naming where to get one: the API keys tab of the account page, in the caller's language.
 */
async function callerOf(api: PublicApiCore, config: Config, request: FastifyRequest, apiKey: string | undefined) {
  if (!apiKey?.trim()) {
    throw new AppError('libreApiKeyRequired', {
      url: `${config.publicUrl}/${apiLocale(request)}/account?tab=apiKeys`,
    });
  }
  return api.caller(apiKey, request.ip);
}

/** `api_key` as LibreTranslate reads it: a field of the body, whatever its encoding. */
const bodyKey = (request: FastifyRequest) => {
  const key = (request.body as { api_key?: unknown } | undefined)?.api_key;
  return typeof key === 'string' ? key : undefined;
};

/**
 * The LibreTranslate-compatible API (decision 0030): `/translate`, `/detect`, `/languages`,
 * `/translate_file` with `/download_file`, `/frontend/settings` and `/suggest`, with LibreTranslate's
 * field names, answers and `{ "error": "..." }` bodies, over the same core as the other APIs.
 */
export async function libreTranslateRoutes(app: FastifyInstance, options: FacadeOptions) {
  const { api, db, deps, now, config, catalog } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  documentUnderTag(app, 'libretranslate');
  const languages = languageList(deps.engines);
  registerLibreErrors(app, catalog);
  registerFormBodies(app);
  allowAnyOrigin(app, [P.translate, P.detect, P.translateFile, P.suggest]);
  const limited = { config: options.perKey(bodyKey) };

  routes.post(
    P.translate,
    { schema: { body: libreTranslateBody }, preValidation: multipartFields, ...limited },
    async (request, reply) => {
      const caller = await callerOf(api, config, request, request.body.api_key);
      return translateTexts(api, caller, request.body, whileConnected(reply), acceptedLanguages(request));
    },
  );

  routes.post(
    P.detect,
    { schema: { body: libreDetectBody }, preValidation: multipartFields, ...limited },
    async (request) => {
      await callerOf(api, config, request, request.body.api_key);
      return detectLanguages(api, request.body.q, acceptedLanguages(request));
    },
  );

  routes.get(P.languages, { schema: { querystring: noQuery } }, async () => languages());

  routes.get(P.settings, { schema: { querystring: noQuery } }, async (request) =>
    frontendSettings(config, catalog, request),
  );

  routes.post(P.suggest, { schema: { body: libreSuggestBody }, preValidation: multipartFields }, async () => {
    throw new AppError('libreSuggestionsDisabled');
  });

  routes.post(
    P.translateFile,
    {
      schema: { querystring: noQuery, body: libreFileFields },
      preValidation: readFileRequest(db),
      onResponse: dropHeldFile,
      ...limited,
    },
    async (request) => {
      const caller = await callerOf(api, config, request, request.body.api_key);
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
    { schema: { params: libreDownloadParams, querystring: libreDownloadQuery } },
    async (request, reply) => {
      const link = readDownloadToken(deps.secret, request.query.token, now(), request.ip);
      if (!link) throw new AppError('notFound');
      if (link === 'expired') throw new AppError('downloadLinkExpired');
      const file = await api.downloadDocument(link.caller, link.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
