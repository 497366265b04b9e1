import type { Segment } from '../segments/segment.ts';

/** The three output forms (docs/product.md §3.4): the translation alone, or both versions one after the other. */
export type OutputMode = 'translated' | 'source-then-target' | 'target-then-source';

export const OUTPUT_MODES: readonly OutputMode[] = ['translated', 'source-then-target', 'target-then-source'];

/** A text-based format adapter (docs/translation-core.md §3): file to segments and skeleton, and back. */
export interface TextFormat<Skeleton> {
  extract(content: string): { segments: Segment[]; skeleton: Skeleton };
  rebuild(skeleton: Skeleton, translations: ReadonlyMap<string, string>, mode: OutputMode): string;
}

/** Orders the two versions of one unit for the bilingual modes. */
export function bilingualPair(mode: OutputMode, source: string, target: string): [string, string] | undefined {
  if (mode === 'source-then-target') return [source, target];
  if (mode === 'target-then-source') return [target, source];
  return undefined;
}
