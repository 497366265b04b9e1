import { z } from 'zod';
import { paged } from './answer-rules.ts';
import { routeTable } from './route-table.ts';
import { TERM_BASE_CALLS } from './term-base.ts';
import { importReport, termBaseSummary, termEntryWire } from './term-base-answers.ts';
import {
  addTermEntryBody,
  createTermBaseBody,
  importTermsBody,
  renameTermBaseBody,
  termBaseBody,
  termBaseListBody,
  termEntriesBody,
  termEntryBody,
  updateTermEntryBody,
} from './term-base-requests.ts';

/** The term base calls under /gateway/website/termBase: the owner's glossaries and their entries. */
export const TERM_BASE_ROUTES = routeTable(TERM_BASE_CALLS, {
  list: { body: termBaseListBody, data: z.array(termBaseSummary) },
  create: { body: createTermBaseBody, data: termBaseSummary },
  rename: { body: renameTermBaseBody, data: termBaseSummary },
  remove: { body: termBaseBody, data: z.null() },
  entries: { body: termEntriesBody, data: paged(termEntryWire) },
  addEntry: { body: addTermEntryBody, data: termEntryWire },
  updateEntry: { body: updateTermEntryBody, data: termEntryWire },
  removeEntry: { body: termEntryBody, data: z.null() },
  importCsv: { body: importTermsBody, data: importReport },
  /** The CSV file, named by its Content-Disposition. */
  exportCsv: { body: termBaseBody, raw: 'file' },
});
