import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseConfigSchema } from '@glossa/contracts/base-config';
import { envelopeSchema } from '@glossa/contracts/envelope';
import { LOCALE_CODES } from '@glossa/contracts/locales';
import { ApertiumEngine } from '@glossa/translate/engines/apertium/apertium-engine';
import {
  type LanguageCode,
  type LanguagePair,
  pairMatches,
  type TranslationEngine,
} from '@glossa/translate/engines/engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { languageNameInText } from '@glossa/translate/languages/names';
import { afterAll, describe, expect, it } from 'vitest';
import { servedPairs } from '../src/features/system/served-pairs.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { visitor } from './workspace/workspace-kit.ts';

const baseConfigUrl = '/gateway/website/system/getBaseConfig';

/** An engine that only declares pairs; it matches codes by primary subtag, as Apertium does. */
function declaredEngine(kind: 'llm' | 'apertium', pairs: LanguagePair[]): TranslationEngine {
  const primary = (code: string) => code.split('-')[0];
  return {
    id: kind,
    kind,
    maxBatchChars: 1000,
    languagePairs: () => pairs,
    supports: (source: LanguageCode | 'auto', target: LanguageCode) =>
      source !== 'auto' &&
      pairs.some(
        (pair) =>
          pairMatches(pair, source, target) ||
          (primary(pair.source) === primary(source) && primary(pair.target) === primary(target)),
      ),
    translate: async () => ({ translations: [] }),
  };
}

function engineSet(engines: TranslationEngine[]): EngineSet {
  return { engines, pseudo: new PseudoEngine(), close: async () => {} };
}

async function baseConfig(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: baseConfigUrl });
  return envelopeSchema(baseConfigSchema).parse(res.json()).data;
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe('a server with no engine at all', () => {
  it('says so in getBaseConfig, the chat settings and when a conversation is started', async () => {
    const t = await createTestApp({}, FALLBACK_BUNDLE, { engines: engineSet([]) });
    apps.push(t);
    const config = await baseConfig(t);
    expect(config.features).toMatchObject({
      engines: [],
      pairs: {},
      textTranslation: false,
      documentTranslation: false,
      chat: false,
    });
    const me = visitor(t.app);
    const settings = (await me.get('/system/combo/settings')).json.data;
    expect(settings).toMatchObject({ engines: [], chatAvailable: false });
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'The house is red.',
    });
    expect(created.status).toBe(422);
    expect(created.json.msg).toBe('No translation engine on this server translates English to Spanish');
    // Each reader sees the two languages in the words of their interface language.
    for (const locale of LOCALE_CODES) {
      const refused = await visitor(t.app, undefined, locale).post('/conversation/createConversation', {
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: 'The house is red.',
      });
      expect(refused.status, locale).toBe(422);
      expect(refused.json.msg, locale).toContain(languageNameInText('en', locale));
      expect(refused.json.msg, locale).toContain(languageNameInText('es', locale));
      if (locale !== 'enus') expect(refused.json.msg, locale).not.toMatch(/English|Spanish/);
    }
  });
});

describe('the pairs each engine serves', () => {
  it('lists an offline engine’s pairs in the catalogue’s codes and any pair for the llm', async () => {
    const apertium = declaredEngine('apertium', [
      { source: 'en', target: 'es' },
      { source: 'pt', target: 'ca' },
      { source: 'hbs', target: 'en' },
    ]);
    const llm = declaredEngine('llm', [{ source: '*', target: '*' }]);
    const pairs = servedPairs([llm, apertium]);
    expect(pairs.llm).toBe('any');
    // Portuguese stands for both of the catalogue's variants; a code the catalogue lacks is left out.
    expect(pairs.apertium).toEqual([
      ['en', 'es'],
      ['pt-BR', 'ca'],
      ['pt-PT', 'ca'],
    ]);

    const t = await createTestApp({}, FALLBACK_BUNDLE, { engines: engineSet([apertium]) });
    apps.push(t);
    const config = await baseConfig(t);
    expect(config.features).toMatchObject({
      engines: ['apertium'],
      textTranslation: true,
      documentTranslation: true,
      chat: false,
    });
    expect(config.features.pairs).toEqual({ apertium: pairs.apertium });
  });

  it('maps a real Apertium mode (eng-spa) to English → Spanish', async () => {
    // Debian's apertium-eng-spa, which scripts/system-deps.sh installs; only that mode is read here.
    const modes = mkdtempSync(path.join(tmpdir(), 'glossa-modes-'));
    copyFileSync('/usr/share/apertium/modes/eng-spa.mode', path.join(modes, 'eng-spa.mode'));
    const engine = await ApertiumEngine.start({ modesDirs: [modes] });
    try {
      expect(servedPairs([engine])).toEqual({ apertium: [['en', 'es']] });
    } finally {
      await engine.close();
      rmSync(modes, { recursive: true, force: true });
    }
  }, 60_000);
});
