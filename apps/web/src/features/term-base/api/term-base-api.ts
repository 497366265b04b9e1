import type { Paged } from '@glossa/contracts/chat';
import {
  type ImportReport,
  TERM_BASE_PATHS,
  type TermBaseSummary,
  type TermEntryWire,
} from '@glossa/contracts/term-base';
import type {
  CreateTermBaseRequest,
  TermBaseListRequest,
  TermEntriesRequest,
  TermEntryFields,
} from '@glossa/contracts/term-base-requests';
import { fetchFile, saveBlob } from '../../../lib/download.ts';
import { apiRequest, apiUrl } from '../../../lib/http.ts';

/** Reads show their failure as a toast; changes are silent: the dialogs put the message beside the field. */
const read = <T>(path: string, params: object, signal?: AbortSignal) =>
  apiRequest<T>(path, { params: params as Record<string, unknown>, signal });
const change = <T>(path: string, params: object) =>
  apiRequest<T>(path, { params: params as Record<string, unknown>, silent: true });

/** The term base calls (packages/contracts/src/term-base.ts). */
export const termBaseApi = {
  list: (filter: TermBaseListRequest, signal?: AbortSignal) =>
    read<TermBaseSummary[]>(TERM_BASE_PATHS.list, filter, signal),
  create: (body: CreateTermBaseRequest) => change<TermBaseSummary>(TERM_BASE_PATHS.create, body),
  rename: (termBaseId: string, name: string) => change<TermBaseSummary>(TERM_BASE_PATHS.rename, { termBaseId, name }),
  remove: (termBaseId: string) => change<null>(TERM_BASE_PATHS.remove, { termBaseId }),
  entries: (query: TermEntriesRequest, signal?: AbortSignal) =>
    read<Paged<TermEntryWire>>(TERM_BASE_PATHS.entries, query, signal),
  addEntry: (termBaseId: string, fields: TermEntryFields) =>
    change<TermEntryWire>(TERM_BASE_PATHS.addEntry, { termBaseId, ...fields }),
  updateEntry: (termBaseId: string, entryId: string, fields: TermEntryFields) =>
    change<TermEntryWire>(TERM_BASE_PATHS.updateEntry, { termBaseId, entryId, ...fields }),
  removeEntry: (termBaseId: string, entryId: string) =>
    change<null>(TERM_BASE_PATHS.removeEntry, { termBaseId, entryId }),
  importCsv: (termBaseId: string, csv: string) => change<ImportReport>(TERM_BASE_PATHS.importCsv, { termBaseId, csv }),
};

/** Downloads a term base as CSV under its own name; refusals come back as the JSON envelope. */
export async function exportTermBase(termBase: Pick<TermBaseSummary, 'termBaseId' | 'name'>): Promise<string> {
  const { blob, name } = await fetchFile(
    apiUrl(TERM_BASE_PATHS.exportCsv),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ termBaseId: termBase.termBaseId }),
    },
    `${termBase.name}.csv`,
  );
  saveBlob(blob, name);
  return name;
}
