import type { ChatSettings } from '@glossa/contracts/chat';
import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { AGENTS } from '@glossa/translate/agents/agents';
import { professionalOptions } from '@glossa/translate/formats/auto-options';
import { exportFormats } from '@glossa/translate/formats/export-formats';
import type { FastifyInstance } from 'fastify';
import { requestOwner } from '#core/owner.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { chatEngine } from './jobs/chat-turn.ts';
import type { WorkspaceRouteOptions } from './routes.ts';

const CHINESE = /^zh(-|$)/;

/** Limits, export formats, agents and professional options for the launcher. */
export async function workspaceSettingsRoutes(app: FastifyInstance, { deps, accounts }: WorkspaceRouteOptions) {
  gatewayRoute(app, ROUTES.settings, async (request) => {
    const owner = await requestOwner(request, accounts);
    const [{ plan, grant }, quota, memberPlan] = await Promise.all([
      deps.quota.entitlement(owner),
      deps.quota.packageInfo(owner, request.ip),
      deps.quota.memberPlan(),
    ]);
    const formats = new Set<string>();
    for (const format of FILE_FORMATS) {
      for (const output of await exportFormats(format.extension, { libreOffice: deps.libreOffice }).catch(() => [])) {
        formats.add(output);
      }
    }
    const settings: ChatSettings = {
      textMaxChars: deps.textMaxChars,
      fileMaxBytes: Number(plan.file_max_bytes),
      memberOnlyFormats: plan.format_tier === 'member',
      storageDays: plan.storage_days,
      exportFormats: [...formats].sort(),
      engines: deps.engines.engines.map((engine) => ({ id: engine.id, kind: engine.kind })),
      chatAvailable: chatEngine({ deps }) !== undefined,
      quota: { ...quota, expiresAt: grant ? new Date(grant.expiresAt).toISOString() : null },
      memberPlan,
    };
    return ok(settings);
  });

  gatewayRoute(app, ROUTES.agents, async () =>
    ok(AGENTS.map((agent) => ({ id: agent.id, kind: agent.kind })).concat([{ id: 'custom', kind: 'custom' }])),
  );

  gatewayRoute(app, ROUTES.domains, async (request) => {
    const { sourceLanguage = '', targetLanguage = request.body.languageCode ?? '' } = request.body;
    const pair = [sourceLanguage, targetLanguage];
    const chineseEnglish = pair.some((code) => CHINESE.test(code)) && pair.some((code) => code === 'en');
    // The Chinese-English professional agent only makes sense for that pair.
    return ok(
      AGENTS.filter((agent) => agent.kind === 'domain' && (agent.id !== 'zh-en-pro' || chineseEnglish)).map(
        (agent) => agent.id,
      ),
    );
  });

  gatewayRoute(app, ROUTES.customParams, async (request) => {
    const format = (request.query.format ?? '').toLowerCase();
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
