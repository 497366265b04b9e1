import { renderSegment, settleTags } from '../markup-tags.ts';
import { escapeMarkup } from '../web/entities.ts';
import type { TargetPlan, XliffSkeleton } from './xliff-units.ts';
import { setAttribute, writeXmlText } from './xml-text.ts';

/** A replacement of `[start, end)` of the original text. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The target content of a plan, or undefined when one of its segments has no translation. */
function targetContent(skeleton: XliffSkeleton, plan: TargetPlan, translations: ReadonlyMap<string, string>) {
  let content = '';
  for (const piece of plan.pieces) {
    if (typeof piece === 'string') {
      content += piece;
      continue;
    }
    const translation = translations.get(piece.id);
    const source = skeleton.sources.get(piece.id);
    if (translation === undefined || !source) return undefined;
    const settled = settleTags(source.text, translation);
    content += piece.lead + renderSegment(settled, source.markup, escapeMarkup) + piece.trail;
  }
  return content;
}

function targetStartTag(raw: string, version: 1 | 2, language: string): string {
  let tag = version === 1 ? setAttribute(raw, 'state', 'translated') : raw;
  if (/\sxml:lang\s*=/.test(tag)) tag = setAttribute(tag, 'xml:lang', language);
  return tag;
}

function planEdits(skeleton: XliffSkeleton, plan: TargetPlan, content: string, language: string): Edit[] {
  const { source, version } = skeleton;
  const edits: Edit[] = [];
  if (plan.stateOn) {
    const { openStart, openEnd } = plan.stateOn;
    edits.push({
      start: openStart,
      end: openEnd,
      text: setAttribute(source.slice(openStart, openEnd), 'state', 'translated'),
    });
  }
  const target = plan.target;
  if (!target) {
    const open = version === 1 ? `<${plan.targetName} state="translated">` : `<${plan.targetName}>`;
    edits.push({
      start: plan.insertAt,
      end: plan.insertAt,
      text: `${plan.indent}${open}${content}</${plan.targetName}>`,
    });
    return edits;
  }
  const open = targetStartTag(source.slice(target.openStart, target.openEnd), version, language);
  if (!target.empty) {
    edits.push({ start: target.openStart, end: target.closeStart, text: open + content });
    return edits;
  }
  const name = /^<([^\s/>]+)/.exec(open)?.[1] ?? plan.targetName;
  edits.push({
    start: target.openStart,
    end: target.closeEnd,
    text: `${open.endsWith('/>') ? `${open.slice(0, -2).trimEnd()}>` : open}${content}</${name}>`,
  });
  return edits;
}

/**
 * The XLIFF file with its targets filled: only the targets, the states of the segments
 * translated and the target-language attributes change; every other byte is the original's.
 */
export function renderXliffTargets(
  skeleton: XliffSkeleton,
  translations: ReadonlyMap<string, string>,
  language: string,
): Uint8Array {
  const { source, version } = skeleton;
  const edits: Edit[] = [];
  const attribute = version === 1 ? 'target-language' : 'trgLang';
  for (const { openStart, openEnd } of skeleton.languageTags) {
    edits.push({
      start: openStart,
      end: openEnd,
      text: setAttribute(source.slice(openStart, openEnd), attribute, language),
    });
  }
  for (const plan of skeleton.plans) {
    const content = targetContent(skeleton, plan, translations);
    if (content !== undefined) edits.push(...planEdits(skeleton, plan, content, language));
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    out += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return writeXmlText(out + source.slice(cursor), skeleton.form);
}
