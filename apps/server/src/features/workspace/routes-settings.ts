import type { ChatSettings } from '@glossa/contracts/chat';
import { customParamsQuery, domainsBody } from '@glossa/contracts/chat-requests';
import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { noQuery } from '@glossa/contracts/request-rules';
import { AGENTS } from '@glossa/translate/agents/agents';
import { professionalOptions } from '@glossa/translate/formats/auto-options';
import { exportFormats } from '@glossa/translate/formats/export-formats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestOwner } from '../../core/owner.ts';
import { ok } from '../../http/envelope.ts';
import { chatEngine } from './jobs/chat-turn.ts';
import { path, type WorkspaceRouteOptions } from './routes.ts';

const CHINESE = /^zh(-|$)/;

/** Limits, export formats, agents and professional options for the launcher. */
export async function workspaceSettingsRoutes(app: FastifyInstance, { deps, accounts }: WorkspaceRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(path('settings'), { schema: { querystring: noQuery } }, async (request) => {
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

  api.get(path('agents'), { schema: { querystring: noQuery } }, async () =>
    ok(AGENTS.map((agent) => ({ id: agent.id, kind: agent.kind })).concat([{ id: 'custom', kind: 'custom' }])),
  );

  api.post(path('domains'), { schema: { body: domainsBody } }, async (request) => {
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

  api.get(path('customParams'), { schema: { querystring: customParamsQuery } }, async (request) => {
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
