import { decodeReferences } from './entities.ts';
import type { AttributeEdit } from './markup-edits.ts';
import type { MarkupAttribute } from './markup-tokens.ts';

/** Attributes people read: image descriptions, tooltips, form hints, labels for screen readers. */
export const DEFAULT_ATTRIBUTES: readonly string[] = ['alt', 'title', 'placeholder', 'aria-label'];

/** The attribute as a segment when it is one of the chosen ones and holds words. */
export function attributeEdit(
  id: string,
  attribute: MarkupAttribute,
  chosen: ReadonlySet<string>,
  html: boolean,
): AttributeEdit | undefined {
  if (!chosen.has(html ? attribute.name.toLowerCase() : attribute.name)) return undefined;
  const value = decodeReferences(attribute.value, html);
  if (value === undefined || !/\p{L}/u.test(value)) return undefined;
  const text = value.trim();
  return {
    kind: 'attribute',
    id,
    start: attribute.valueStart,
    end: attribute.valueEnd,
    value,
    text,
    quote: attribute.quote,
  };
}
