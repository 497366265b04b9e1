import { ApertiumEngine } from '../src/engines/apertium/apertium-engine.ts';

/**
 * Apertium with only the English → Spanish pair the format tests translate with: starting every
 * installed pair probes each of them (about 80, ten seconds and more on a busy machine) for
 * nothing. The engine's own tests (engines/apertium) still start them all.
 */
export function englishToSpanishApertium(): Promise<ApertiumEngine> {
  return ApertiumEngine.start({ pairs: ['eng-spa'] });
}
