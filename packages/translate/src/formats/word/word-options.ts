import type { ExtractOptions } from '../document-format.ts';

/**
 * The professional-mode parameters for Word files (docs/product.md §1.3): which parts of a document are
 * translated. All are on by default; the agent mode may turn some off from what the file holds.
 */
export const WORD_OPTIONS = [
  { key: 'comments', name: 'Comments', description: 'Translate the comments in the margin', default: true },
  {
    key: 'headersFooters',
    name: 'Headers and footers',
    description: 'Translate headers and footers (first page, even pages and default)',
    default: true,
  },
  { key: 'footnotes', name: 'Footnotes and endnotes', description: 'Translate footnotes and endnotes', default: true },
  {
    key: 'textBoxes',
    name: 'Text boxes, shapes and SmartArt',
    description: 'Translate the text in text boxes, shapes and SmartArt graphics',
    default: true,
  },
  { key: 'charts', name: 'Charts', description: 'Translate chart titles, axis titles and labels', default: true },
  {
    key: 'trackedChanges',
    name: 'Tracked changes',
    description: 'Translate text inserted with Track Changes on; deleted text is always kept as it is',
    default: true,
  },
] as const;

export type WordOptionKey = (typeof WORD_OPTIONS)[number]['key'];

export type WordOptions = Partial<Record<WordOptionKey, boolean>>;

/** The shared extraction options with the Word parameters beside them. */
export interface WordExtractOptions extends ExtractOptions {
  word?: WordOptions;
}

export function resolveWordOptions(options: ExtractOptions | undefined): Record<WordOptionKey, boolean> {
  const chosen = (options as WordExtractOptions | undefined)?.word ?? {};
  const resolved = {} as Record<WordOptionKey, boolean>;
  for (const option of WORD_OPTIONS) resolved[option.key] = chosen[option.key] ?? option.default;
  return resolved;
}
