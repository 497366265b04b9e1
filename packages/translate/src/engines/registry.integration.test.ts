import { afterEach, describe, expect, it } from 'vitest';
import { chooseEngine, createEngineSet, type EngineSet } from './registry.ts';

const LLM_ENV = { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'local-model' };
let set: EngineSet | undefined;
afterEach(async () => {
  await set?.close();
  set = undefined;
});

describe('the engine set', () => {
  it('prefers the llm by default and the order given otherwise', async () => {
    set = await createEngineSet({ env: LLM_ENV, apertium: false });
    expect(set.engines.map((engine) => engine.kind)).toEqual(['llm']);
    await set.close();
    // CI installs apertium-eng-spa (scripts/system-deps.sh), so both kinds serve en → es here. Only
    // that pair is started and probed: probing all ~80 installed ones took 10-36 s and tells nothing
    // about the order (glossa engines, cli.integration.test.ts, probes them all).
    set = await createEngineSet({ env: LLM_ENV, order: ['apertium', 'llm'], apertiumPairs: ['eng-spa'] });
    expect(set.engines.map((engine) => engine.kind)).toEqual(['apertium', 'llm']);
    expect(chooseEngine(set, 'en', 'es').kind).toBe('apertium');
    expect(chooseEngine(set, 'en', 'de').kind).toBe('llm');
  });
});
