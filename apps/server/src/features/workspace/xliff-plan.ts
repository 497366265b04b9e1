import type { XliffSkipReason } from '@glossa/contracts/chat';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { ReadXliff } from '@glossa/translate/exchange/bilingual-xliff-read';
import { sameOnExport } from '@glossa/translate/exchange/xliff-codes';
import { stripTags, validateTags } from '@glossa/translate/segments/inline-tags';
import type { SavedEdit } from './edits.ts';

/** The answer lists this many units left out at most (a file may hold hundreds of thousands). */
export const SKIPPED_LISTED = 1000;

/** A sentence of the version the file is brought back to. */
export interface BaseSegment {
  segment_id: string;
  source: string;
  target: string | null;
}

export interface ImportPlan {
  /** Units whose id and source are a sentence of the version's: 0 means the file is of another. */
  matched: number;
  edits: SavedEdit[];
  unchanged: number;
  skipped: { segmentId: string; reason: XliffSkipReason }[];
}

/** A sentence's words as compared: without tags, spaces folded (a CAT tool may rewrap them). */
function words(text: string): string {
  return stripTags(text).replace(/\s+/g, ' ').trim();
}

/**
 * What a file brought back changes in a version (docs/decisions/0053-xliff-exchange.md): each
 * unit is matched to the sentence with its id and the same source; a new target whose tags are
 * the source's is an edit, one the version already has is unchanged, and every other unit is
 * left out with its reason, never dropped without a word.
 */
export function importPlan(segments: readonly BaseSegment[], file: ReadXliff): ImportPlan {
  const version = file.family === 1 ? '1.2' : '2.1';
  const byId = new Map(segments.map((segment) => [segment.segment_id, segment]));
  const seen = new Set<string>();
  const plan: ImportPlan = { matched: 0, edits: [], unchanged: 0, skipped: [] };
  const skip = (segmentId: string, reason: XliffSkipReason) => {
    if (plan.skipped.length < SKIPPED_LISTED) {
      plan.skipped.push({ segmentId: segmentId.slice(0, INPUT_LIMITS.segmentIdMaxLength), reason });
    }
  };
  for (const unit of file.units) {
    const segment = byId.get(unit.id);
    if (!segment) {
      skip(unit.id, 'unknownSegment');
      continue;
    }
    if (seen.has(unit.id)) {
      skip(unit.id, 'duplicate');
      continue;
    }
    seen.add(unit.id);
    if (unit.source !== null && words(unit.source) !== words(sameOnExport(segment.source, version))) {
      skip(unit.id, 'sourceChanged');
      continue;
    }
    plan.matched++;
    if (unit.problem) {
      skip(unit.id, unit.problem);
      continue;
    }
    const target = (unit.target ?? '').trim();
    const before = segment.target === null ? '' : sameOnExport(segment.target, version).trim();
    if (target === before) plan.unchanged++;
    else if (target === '') skip(unit.id, 'emptyTarget');
    else if (!validateTags(segment.source, target).ok) skip(unit.id, 'tagsMismatch');
    // A changed sentence is not reviewed any more, as after any edit (the segment editor confirms it again).
    else
      plan.edits.push({
        segmentId: segment.segment_id,
        source: segment.source,
        before: segment.target,
        target,
        reviewedAt: null,
      });
  }
  return plan;
}
