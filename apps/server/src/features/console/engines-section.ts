import type { EnginesView } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { ServerSecret } from '#http/server-secret.ts';
import { audit } from './audit.ts';
import { checkEndpoint } from './engine-check.ts';
import { LiveEngines, readLlmSettings, writeLlmSettings } from './engine-settings.ts';
import { operatorOf } from './operator-guard.ts';
import type { ConsoleSection } from './section.ts';

/**
 * The engines: the llm endpoint (saved in the database, applied at once: no restart), "test
 * connection", what runs now and the Apertium pairs found. At start, saved settings win over LLM_*.
 */
export const enginesSection: ConsoleSection = async (scope, { config, db, engines, now }) => {
  const secret = ServerSecret.load(config.dataDir, config.secretKey);
  const live = new LiveEngines(engines, config.engineOrder);
  const saved = await readLlmSettings(db, secret);
  if (saved) live.apply(saved);

  // Settings saved through another process of the site reach this one at its next look.
  let applied = JSON.stringify(saved ?? null);
  const adopt = (settings: Awaited<ReturnType<typeof readLlmSettings>>) => {
    const seen = JSON.stringify(settings ?? null);
    if (seen === applied) return;
    applied = seen;
    live.apply(settings);
  };
  const recheck = setInterval(() => {
    readLlmSettings(db, secret).then(adopt, () => undefined);
  }, config.engineSettingsRecheckMs);
  recheck.unref();
  scope.addHook('onClose', async () => clearInterval(recheck));

  const view = async (): Promise<EnginesView> => ({
    llm: live.view(await readLlmSettings(db, secret)),
    running: engines.engines.map((engine) => ({ id: engine.id, kind: engine.kind })),
    apertiumPairs: engines.engines
      .filter((engine) => engine.kind === 'apertium')
      .flatMap((engine) => engine.languagePairs()),
  });

  gatewayRoute(scope, ROUTES.enginesGet, async () => ok(await view()));

  gatewayRoute(scope, ROUTES.enginesSave, async (request) => {
    const { baseUrl, model, strongModel, apiKey } = request.body;
    const before = await readLlmSettings(db, secret);
    const next =
      baseUrl === null || model === null
        ? undefined
        : { baseUrl, model, strongModel, apiKey: apiKey === undefined ? before?.apiKey : apiKey || undefined };
    await writeLlmSettings(db, secret, next, now());
    adopt(next);
    const keyChange = apiKey === undefined ? 'kept' : apiKey ? 'changed' : 'removed';
    await audit(
      db,
      operatorOf(request),
      'engines.save',
      'llm',
      { baseUrl, model, strongModel, authorization: keyChange },
      now(),
    );
    return ok(await view());
  });

  gatewayRoute(scope, ROUTES.enginesTest, async (request) => {
    const settings = await readLlmSettings(db, secret);
    const current = live.view(settings);
    const baseUrl = request.body.baseUrl ?? current.baseUrl;
    const model = request.body.model ?? current.model ?? undefined;
    const apiKey = request.body.apiKey || live.currentKey(settings);
    const result = baseUrl
      ? await checkEndpoint(baseUrl, apiKey, model, now)
      : { ok: false, status: null, models: [], modelFound: null, error: 'no endpoint', elapsedMs: 0 };
    await audit(
      db,
      operatorOf(request),
      'engines.test',
      baseUrl ?? 'none',
      { ok: result.ok, error: result.error },
      now(),
    );
    return ok(result);
  });
};
