import type { Segment } from '../../segments/segment.ts';
import { FormatError, type RebuildOptions } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import type { XmlDocument } from '../safe-xml.ts';
import type { InlineModel } from './xml-runs.ts';
import { applyUnits, needsWrite, type ReadUnit, unitSegments } from './xml-units.ts';

/**
 * The XML parts of a container (OpenDocument package, EPUB) with their segments. Extract
 * records each part's segment ids; rebuild parses again only the parts whose segments changed,
 * so every other part keeps its original bytes.
 */
export interface PartPlan {
  path: string;
  ids: string[];
  texts: string[];
}

export interface ParsedPart {
  doc: XmlDocument;
  read: ReadUnit[];
  model: InlineModel;
  /** The part's bytes after its units were written. */
  write(): Uint8Array;
  /** Changes once the translations are in: text that must shrink to fit, the document's language. */
  finish?(mode: OutputMode, options: RebuildOptions): void;
}

export type PartReader = (path: string, bytes: Uint8Array) => ParsedPart;

/** Bounds the work of one file: beyond this many segments it is refused rather than left half-done. */
export const MAX_SEGMENTS = 500_000;

export function extractParts(
  paths: readonly string[],
  files: Readonly<Record<string, Uint8Array>>,
  readPart: PartReader,
): { segments: Segment[]; plans: PartPlan[] } {
  const segments: Segment[] = [];
  const plans: PartPlan[] = [];
  for (const path of paths) {
    const bytes = files[path];
    if (!bytes) continue;
    const { read } = readPart(path, bytes);
    const ids = read.map((_, index) => `t${segments.length + index + 1}`);
    segments.push(...unitSegments(read, ids));
    if (segments.length > MAX_SEGMENTS) throw new FormatError('The file has too much text to translate', 'too-large');
    if (ids.length > 0) plans.push({ path, ids, texts: read.map((item) => item.content.text) });
  }
  if (segments.length === 0) throw new FormatError('There is no text to translate in this file', 'empty');
  return { segments, plans };
}

/** The parts written again, by path; empty when no translation changes anything. */
export function rebuildParts(
  plans: readonly PartPlan[],
  files: Readonly<Record<string, Uint8Array>>,
  readPart: PartReader,
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  options: RebuildOptions,
): Map<string, Uint8Array> {
  const written = new Map<string, Uint8Array>();
  for (const plan of plans) {
    const changed = plan.ids.some((id, index) => needsWrite(plan.texts[index] as string, translations.get(id), mode));
    const bytes = files[plan.path];
    if (!changed || !bytes) continue;
    const part = readPart(plan.path, bytes);
    applyUnits(part.doc, part.read, plan.ids, translations, mode, part.model);
    part.finish?.(mode, options);
    written.set(plan.path, part.write());
  }
  return written;
}
