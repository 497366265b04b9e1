import type { BaseConfig } from '@glossa/contracts/base-config';
import { LIMITS } from '@glossa/contracts/limits';
import { DEFAULT_LOCALE, LOCALES } from '@glossa/contracts/locales';
import { SYSTEM_ROUTES } from '@glossa/contracts/system-routes';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { engineSummary } from './served-pairs.ts';
import { readSiteSettings } from './site-settings-repo.ts';

interface SystemOptions {
  config: Config;
  db: Database;
  buildId: string;
  /** The running engines; the console can change the llm ones while the server runs. */
  engineSet: EngineSet;
}

/** `POST /gateway/website/system/getBaseConfig`: what the web app needs to know about this site. */
export async function systemRoutes(app: FastifyInstance, { config, db, buildId, engineSet }: SystemOptions) {
  const summary = engineSummary(engineSet);
  gatewayRoute(app, SYSTEM_ROUTES.baseConfig, async () => {
    const settings = await readSiteSettings(db);
    const { kinds: engines, pairs } = summary();
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
        tracking: config.tracking.enabled,
      },
      buildId,
    };
    return ok(baseConfig);
  });
}
