import type { SiteSettingsView } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { exportFormats } from '@glossa/translate/formats/export-formats';
import { libreOfficeAvailable } from '@glossa/translate/formats/legacy/libreoffice';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { comboFormatGroup } from '../quota/index.ts';
import { readDisabledExportFormats, readSiteSettings, SITE_KEYS } from '../system/index.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import type { ConsoleSection } from './section.ts';

/** Site settings: the site name (getBaseConfig) and the export formats offered (downloads). */
export const settingsSection: ConsoleSection = async (scope, { config, db, now }) => {
  const libreOffice = libreOfficeAvailable();
  const allExportFormats = async () => {
    const found = new Set<string>();
    for (const format of FILE_FORMATS) {
      for (const output of await exportFormats(format.extension, { libreOffice }).catch(() => [])) found.add(output);
    }
    return [...found].sort();
  };

  const view = async (): Promise<SiteSettingsView> => {
    const [settings, disabled, formats, plans] = await Promise.all([
      readSiteSettings(db),
      readDisabledExportFormats(db),
      allExportFormats(),
      db.selectFrom('plans').selectAll().where('kind', '!=', 'pack').orderBy('sort_order').execute(),
    ]);
    return {
      siteName: settings.get(SITE_KEYS.siteName) ?? null,
      siteNameDefault: config.siteName,
      exportFormats: formats,
      disabledExportFormats: [...disabled].sort(),
      uploadLimits: plans.map((plan) => {
        const group = comboFormatGroup(plan);
        return {
          planId: plan.id,
          fileMaxBytes: group.fileMaxBytes,
          groups: group.groups.map((entry) => ({ group: entry.group, count: entry.extensions.length })),
        };
      }),
    };
  };

  gatewayRoute(scope, ROUTES.settingsGet, async () => ok(await view()));

  gatewayRoute(scope, ROUTES.settingsSave, async (request) => {
    const { siteName, disabledExportFormats } = request.body;
    const time = now();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('site_settings').where('key', 'in', Object.values(SITE_KEYS)).execute();
      const rows = [
        ...(siteName ? [{ key: SITE_KEYS.siteName, value: siteName }] : []),
        { key: SITE_KEYS.disabledExportFormats, value: JSON.stringify([...new Set(disabledExportFormats)]) },
      ];
      await trx
        .insertInto('site_settings')
        .values(rows.map((row) => ({ ...row, updated_at: time })))
        .execute();
    });
    await audit(db, operatorOf(request), 'settings.save', 'site', request.body, time);
    return ok(await view());
  });
};
