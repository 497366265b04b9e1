import type { BaseConfig, ServedPairs } from '@glossa/contracts/base-config';
import { GATEWAYS, LIMITS } from '@glossa/contracts/limits';
import { DEFAULT_LOCALE, LOCALES } from '@glossa/contracts/locales';
import { noBody } from '@glossa/contracts/request-rules';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { readSiteSettings } from './site-settings-repo.ts';

interface SystemOptions {
  config: Config;
  db: Database;
  buildId: string;
  /** The kinds of the engines this server runs ('llm', 'apertium'). */
  engines: string[];
  /** The pairs each engine kind serves (served-pairs.ts), worked out once at start. */
  pairs: Record<string, ServedPairs>;
}

/** `POST /gateway/website/system/getBaseConfig`: what the web app needs to know about this site. */
export async function systemRoutes(
  app: FastifyInstance,
  { config, db, buildId, engines: engineKinds, pairs }: SystemOptions,
) {
  app.post(`${GATEWAYS.website}/system/getBaseConfig`, { schema: { body: noBody } }, async () => {
    const settings = await readSiteSettings(db);
    const engines = [...new Set(engineKinds)];
    const baseConfig: BaseConfig = {
      siteName: settings.get('siteName') ?? config.siteName,
      publicUrl: config.publicUrl,
      defaultLocale: DEFAULT_LOCALE,
      locales: LOCALES.map((entry) => ({ ...entry })),
      limits: {
        freeFileSizeBytes: LIMITS.freeFileSizeBytes,
        memberFileSizeBytes: LIMITS.memberFileSizeBytes,
        uploadMaxFiles: LIMITS.uploadMaxFiles,
        chatTitleMaxLength: LIMITS.chatTitleMaxLength,
        textMaxChars: config.textMaxChars,
        languageCount: LIMITS.languageCount,
      },
      features: {
        engines,
        pairs,
        documentTranslation: engines.length > 0,
        textTranslation: engines.length > 0,
        chat: engines.includes('llm'),
        googleSignIn: config.oidc !== undefined,
        humanCheck: config.humanCheck !== undefined,
        payments: false,
      },
      buildId,
    };
    return ok(baseConfig);
  });
}
