import type { SegmentKind } from '../../segments/segment.ts';

/** How the walk treats each HTML element (names in lower case). */
const words = (list: string) => new Set(list.split(' '));

/** Formatting inside a sentence: paired tags carrying their markup. */
export const INLINE = words(
  'a abbr b bdi bdo big cite data del dfn em font i ins mark nobr q rp rt ruby s small span strike strong sub sup time tt u var',
);

/** Inline things that stay exactly as they are, content included: self-closing tags. */
export const ATOMIC = words(
  'br wbr img input code kbd samp script style template svg math canvas video audio object embed iframe noscript textarea picture meter progress',
);

/** Blocks whose content is never translated (preformatted code). */
export const SKIPPED = words('pre listing xmp plaintext');

/** Elements without content. */
export const VOID = words('area base br col embed hr img input link meta param source track wbr');

/** No attribute inside these is translated either. */
export const UNTOUCHED = words('script style template code kbd samp pre listing xmp svg math textarea');

/** Blocks written twice in the bilingual modes (the rest join both versions inside the element). */
export const DUPLICATED = words(
  'p h1 h2 h3 h4 h5 h6 li blockquote div section article aside header footer main nav address center',
);

/** Elements that cannot hold a line break between the two versions: ' / ' joins them. */
export const JOINED_INLINE = words('title option button label summary legend');

/** Opening one of these closes an open paragraph, as browsers do. */
export const CLOSES_PARAGRAPH = words(
  'address article aside blockquote details div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr main menu nav ol p pre section table ul',
);

/** Elements an open tag of the same family closes implicitly (`<li>` after `<li>`), and where that stops. */
export const IMPLIED_END: Record<string, string[]> = {
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  option: ['option'],
  optgroup: ['option', 'optgroup'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
};
export const SCOPES = words('ul ol dl table select div body html');

export function segmentKind(container: string | undefined): SegmentKind {
  if (!container) return 'paragraph';
  if (/^h[1-6]$/.test(container)) return 'heading';
  if (container === 'li') return 'list-item';
  if (container === 'td' || container === 'th') return 'cell';
  if (container === 'caption' || container === 'figcaption') return 'caption';
  if (container === 'title') return 'title';
  return container === 'p' ? 'paragraph' : 'other';
}
