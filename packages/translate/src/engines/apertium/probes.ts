/** The probe: one short sentence through a pair, to check that it translates at all. */
import { EngineError } from '../engine.ts';
import { decodeBatch, encodeBatch } from './batch.ts';
import type { ApertiumMode } from './modes.ts';
import { ApertiumPipeline } from './pipeline.ts';
import type { ProbeOutcome } from './probe-cache.ts';

/** One short sentence per source language, to check that a pair translates at all. */
const PROBES: Record<string, string> = {
  en: 'The house is red.',
  fr: 'La maison est rouge.',
  es: 'La casa es roja.',
  ca: 'La casa és vermella.',
  pt: 'A casa é vermelha.',
  gl: 'A casa é vermella.',
  it: 'La casa è rossa.',
  ro: 'Casa este roșie.',
  oc: "L'ostal es roge.",
  an: 'A casa ye roya.',
  ast: 'La casa ye colorada.',
  eu: 'Etxea gorria da.',
  de: 'Das Haus ist rot.',
  nl: 'Het huis is rood.',
  af: 'Die huis is rooi.',
  sv: 'Huset är rött.',
  da: 'Huset er rødt.',
  nb: 'Huset er rødt.',
  nn: 'Huset er raudt.',
  is: 'Húsið er rautt.',
  eo: 'La domo estas ruĝa.',
  cy: "Mae'r tŷ yn goch.",
  br: 'Ruz eo an ti.',
  pl: 'Dom jest czerwony.',
  cs: 'Dům je červený.',
  sk: 'Dom je červený.',
  sl: 'Hiša je rdeča.',
  hr: 'Kuća je crvena.',
  sr: 'Кућа је црвена.',
  bg: 'Къщата е червена.',
  mk: 'Куќата е црвена.',
  ru: 'Дом красный.',
  uk: 'Будинок червоний.',
  be: 'Дом чырвоны.',
  tr: 'Ev kırmızı.',
  kk: 'Үй қызыл.',
  tt: 'Өй кызыл.',
  mt: 'Id-dar hija ħamra.',
  ar: 'البيت أحمر.',
};
/** For a language without its own probe: numbers go through every pair. */
const GENERIC_PROBE = '1, 2, 3.';

/** The pair's probe sentence: the caller's for the source language, the built-in one, or numbers. */
export function probeSentence(mode: ApertiumMode, extra: Record<string, string> = {}): string {
  return extra[mode.source] ?? PROBES[mode.source] ?? GENERIC_PROBE;
}

/** Sends the sentence through a running (or startable) chain and judges the answer. */
export async function probeThrough(pipeline: ApertiumPipeline, sentence: string): Promise<ProbeOutcome> {
  try {
    const [translation] = decodeBatch(await pipeline.run(encodeBatch([sentence])), [sentence]);
    return translation?.trim() ? { ok: true } : { ok: false, reason: `the probe "${sentence}" came back empty` };
  } catch (error) {
    const passing = error instanceof EngineError && error.code === 'timeout';
    return { ok: false, reason: error instanceof Error ? error.message : String(error), passing };
  }
}

/** Starts the pair, translates one short sentence, stops it. */
export async function probe(
  mode: ApertiumMode,
  sentence: string,
  options: { env?: NodeJS.ProcessEnv; probeTimeoutMs?: number },
): Promise<ProbeOutcome> {
  const pipeline = createPipeline(mode, options.env, options.probeTimeoutMs ?? 30_000);
  try {
    return await probeThrough(pipeline, sentence);
  } finally {
    await pipeline.close();
  }
}

export function createPipeline(
  mode: ApertiumMode,
  env: NodeJS.ProcessEnv | undefined,
  timeoutMs: number,
  niceness?: number,
): ApertiumPipeline {
  return new ApertiumPipeline({ name: mode.name, commands: mode.commands, timeoutMs, env, niceness });
}
