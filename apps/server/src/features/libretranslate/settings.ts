import { acceptList } from '@glossa/contracts/file-formats';
import { LIBRE_LIMITS } from '@glossa/contracts/libretranslate-requests';
import type { Catalog } from '@glossa/i18n/catalog';
import { languageName } from '@glossa/translate/languages/names';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#core/config.ts';
import { apiLocale } from '../public-api/index.ts';

/** LibreTranslate's file extensions are written with their dot ('.docx'), as its page compares them. */
const SUPPORTED_FILES_FORMAT = acceptList().split(',');

/**
 * `GET /frontend/settings`, as a LibreTranslate server describes itself to its page and to
 * clients: keys are required here, suggestions are off, files are translated.
 */
export function frontendSettings(config: Config, catalog: Catalog, request: FastifyRequest) {
  const locale = apiLocale(request);
  return {
    charLimit: config.textMaxChars,
    frontendTimeout: LIBRE_LIMITS.frontendTimeoutMs,
    apiKeys: true,
    keyRequired: true,
    suggestions: false,
    filesTranslation: true,
    supportedFilesFormat: SUPPORTED_FILES_FORMAT,
    language: {
      source: { code: 'auto', name: catalog.t(locale, 'common', 'launcher.autoDetect') },
      target: { code: 'en', name: languageName('en', locale) },
    },
  };
}
