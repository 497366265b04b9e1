import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../packages/translate/test/fake-llm-server.ts';
import { auditRows, call, signUpOperator, W } from './console-kit.ts';
import { freePort } from './free-port.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let llm: FakeLlmServer;
beforeAll(async () => {
  [t, llm] = await Promise.all([createTestApp(), startFakeLlmServer()]);
});
afterAll(async () => Promise.all([t.close(), llm.close()]));

const baseConfig = async () => (await call(t, 'POST', `${W}/system/getBaseConfig`)).json.data.features;

describe('the engines section', () => {
  it('tests a connection: success against a live endpoint, failure against a closed port', async () => {
    const operator = await signUpOperator(t);
    const good = await operator.post(CONSOLE_PATHS.enginesTest, { baseUrl: `${llm.url}/v1`, model: 'fake' });
    expect(good.json.data).toMatchObject({ ok: true, status: 200, models: ['fake'], modelFound: true, error: null });
    const wrongModel = await operator.post(CONSOLE_PATHS.enginesTest, { baseUrl: `${llm.url}/v1`, model: 'gpt-9' });
    expect(wrongModel.json.data).toMatchObject({ ok: true, modelFound: false });
    const port = await freePort();
    const bad = await operator.post(CONSOLE_PATHS.enginesTest, { baseUrl: `http://127.0.0.1:${port}/v1` });
    expect(bad.json.data).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });
    const notFound = await operator.post(CONSOLE_PATHS.enginesTest, { baseUrl: `${llm.url}/nothing` });
    expect(notFound.json.data).toMatchObject({ ok: false, status: 404 });
    expect((await auditRows(t, 'engines.test')).length).toBe(4);
  });

  it('applies a saved endpoint at once, never returns the key, seals it at rest, and can go back', async () => {
    const operator = await signUpOperator(t);
    expect((await operator.post(CONSOLE_PATHS.enginesGet)).json.data).toMatchObject({
      llm: { source: 'none', keySet: false },
      running: [],
    });
    expect((await baseConfig()).chat).toBe(false);

    const saved = await operator.post(CONSOLE_PATHS.enginesSave, {
      baseUrl: `${llm.url}/v1`,
      model: 'fake',
      strongModel: 'fake-strong',
      apiKey: 'sk-console-secret',
    });
    expect(saved.json.data).toEqual({
      llm: { baseUrl: `${llm.url}/v1`, model: 'fake', strongModel: 'fake-strong', keySet: true, source: 'console' },
      running: [
        { id: 'llm', kind: 'llm' },
        { id: 'llm:strong', kind: 'llm' },
      ],
      apertiumPairs: [],
    });
    expect(saved.body).not.toContain('sk-console-secret');
    expect((await baseConfig()).chat).toBe(true);
    const stored = await t.db.selectFrom('site_settings').select(['key', 'value']).execute();
    expect(JSON.stringify(stored)).not.toContain('sk-console-secret');
    const logged = (await auditRows(t, 'engines.save'))[0];
    expect(logged?.details).not.toContain('sk-console-secret');
    expect(JSON.parse(logged?.details ?? '{}')).toMatchObject({ authorization: 'changed', model: 'fake' });

    // A save without a key keeps the saved one; "test connection" uses it.
    const kept = await operator.post(CONSOLE_PATHS.enginesSave, { baseUrl: `${llm.url}/v1`, model: 'fake' });
    expect(kept.json.data.llm).toMatchObject({ keySet: true, strongModel: null });
    expect(kept.json.data.running).toEqual([{ id: 'llm', kind: 'llm' }]);
    expect((await operator.post(CONSOLE_PATHS.enginesTest, {})).json.data.ok).toBe(true);

    const back = await operator.post(CONSOLE_PATHS.enginesSave, { baseUrl: null });
    expect(back.json.data).toMatchObject({ llm: { source: 'none' }, running: [] });
    expect((await baseConfig()).chat).toBe(false);
  });

  it('needs a model with an endpoint, and an http(s) address', async () => {
    const operator = await signUpOperator(t);
    const noModel = await operator.post(CONSOLE_PATHS.enginesSave, { baseUrl: `${llm.url}/v1` });
    expect([noModel.status, noModel.json.data]).toEqual([400, { field: 'model', issue: 'required' }]);
    const file = await operator.post(CONSOLE_PATHS.enginesSave, { baseUrl: 'file:///etc/passwd', model: 'x' });
    expect([file.status, file.json.data]).toEqual([400, { field: 'baseUrl', issue: 'format' }]);
  });
});

describe('engine settings across the processes of a site', () => {
  it('reach another process on the same database at its next look, without a restart', async () => {
    const recheck = { ENGINE_SETTINGS_RECHECK_SECONDS: '1' };
    const first = await createTestApp(recheck);
    // A second process of the same site: same database, same data folder (so the same server key).
    const second = await createTestApp({
      ...recheck,
      DATA_DIR: first.config.dataDir,
      ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    });
    try {
      const operator = await signUpOperator(first);
      const running = async (app: TestApp) =>
        (await call(app, 'POST', `${W}/system/getBaseConfig`)).json.data.features.chat as boolean;
      expect(await running(second)).toBe(false);
      await operator.post(CONSOLE_PATHS.enginesSave, { baseUrl: `${llm.url}/v1`, model: 'fake', apiKey: 'sk-shared' });
      expect(await running(first)).toBe(true);
      await expect.poll(() => running(second), { timeout: 15_000, interval: 250 }).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
