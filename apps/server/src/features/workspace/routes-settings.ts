import type { ChatSettings } from '@glossa/contracts/chat';
import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { AGENTS } from '@glossa/translate/agents/agents';
import { professionalOptions } from '@glossa/translate/formats/auto-options';
import { exportFormats } from '@glossa/translate/formats/export-formats';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { chatEngine } from './jobs/chat-turn.ts';
import { requestOwner } from './owner.ts';
import { bodyOf, path, type WorkspaceRouteOptions } from './routes.ts';

const CHINESE = /^zh(-|$)/;

/** Limits, export formats, agents and professional options for the launcher. */
export async function workspaceSettingsRoutes(app: FastifyInstance, { deps, accounts }: WorkspaceRouteOptions) {
  app.get(path('settings'), async (request) => {
    const owner = await requestOwner(request, accounts);
    const [{ plan, grant }, quota] = await Promise.all([deps.quota.entitlement(owner), deps.quota.packageInfo(owner)]);
    const formats = new Set<string>();
    for (const format of FILE_FORMATS) {
      for (const output of await exportFormats(format.extension, { libreOffice: deps.libreOffice }).catch(() => [])) {
        formats.add(output);
      }
    }
    const settings: ChatSettings = {
      textMaxChars: deps.textMaxChars,
      fileMaxBytes: Number(plan.file_max_bytes),
      memberOnlyFormats: plan.member === 1,
      storageDays: plan.storage_days,
      exportFormats: [...formats].sort(),
      engines: deps.engines.engines.map((engine) => ({ id: engine.id, kind: engine.kind })),
      chatAvailable: chatEngine({ deps }) !== undefined,
      quota: { ...quota, expiresAt: grant ? new Date(grant.expiresAt).toISOString() : null },
    };
    return ok(settings);
  });

  app.get(path('agents'), async () =>
    ok(AGENTS.map((agent) => ({ id: agent.id, kind: agent.kind })).concat([{ id: 'custom', kind: 'custom' }])),
  );

  app.post(path('domains'), async (request) => {
    const body = bodyOf(request);
    const pair = [String(body.sourceLanguage ?? ''), String(body.targetLanguage ?? '')];
    const chineseEnglish = pair.some((code) => CHINESE.test(code)) && pair.some((code) => code === 'en');
    // The Chinese-English professional agent only makes sense for that pair.
    return ok(
      AGENTS.filter((agent) => agent.kind === 'domain' && (agent.id !== 'zh-en-pro' || chineseEnglish)).map(
        (agent) => agent.id,
      ),
    );
  });

  app.get(path('customParams'), async (request) => {
    const format = String((request.query as { format?: string }).format ?? '').toLowerCase();
    return ok(
      professionalOptions(format).map((option) => ({
        key: option.key,
        default: option.default,
        name: option.name,
        description: option.description,
      })),
    );
  });
}
