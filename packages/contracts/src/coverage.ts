import { z } from 'zod';

/**
 * Where in a document its text is shown, in the words of the coverage report: the main text,
 * speaker notes, what slide masters and layouts put on every slide, headers and footers,
 * footnotes, comments and charts.
 */
export const COVERAGE_PARTS = ['body', 'notes', 'masters', 'headers', 'footnotes', 'comments', 'charts'] as const;
export type CoveragePart = (typeof COVERAGE_PARTS)[number];

/** One part of a translated document: its letters, and how many of them were translated. */
export const partCoverage = z
  .object({
    part: z.enum(COVERAGE_PARTS),
    letters: z.number().int(),
    translated: z
      .number()
      .int()
      .describe('Letters in sentences whose translation differs from the source (a name kept as it is counts as not).'),
  })
  .describe('How much of one part of the document was translated.');
export type PartCoverage = z.infer<typeof partCoverage>;
