import { TERM_BASE_CALLS, type TermBaseSummary } from '@glossa/contracts/term-base';
import type {
  CreateTermBaseRequest,
  TermBaseListRequest,
  TermEntriesRequest,
  TermEntryFields,
} from '@glossa/contracts/term-base-requests';
import type { TERM_BASE_ROUTES } from '@glossa/contracts/term-base-routes';
import { fetchFile, saveBlob } from '../../../lib/download.ts';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof TERM_BASE_ROUTES>(TERM_BASE_CALLS);
/** Changes are silent: the dialogs put the message beside the field. Reads show their failure as a toast. */
const silent = { silent: true };

/** The term base calls (packages/contracts/src/term-base-routes.ts). */
export const termBaseApi = {
  list: (filter: TermBaseListRequest, signal?: AbortSignal) => call('list', filter, { signal }),
  create: (body: CreateTermBaseRequest) => call('create', body, silent),
  rename: (termBaseId: string, name: string) => call('rename', { termBaseId, name }, silent),
  remove: (termBaseId: string) => call('remove', { termBaseId }, silent),
  entries: (query: TermEntriesRequest, signal?: AbortSignal) => call('entries', query, { signal }),
  addEntry: (termBaseId: string, fields: TermEntryFields) => call('addEntry', { termBaseId, ...fields }, silent),
  updateEntry: (termBaseId: string, entryId: string, fields: TermEntryFields) =>
    call('updateEntry', { termBaseId, entryId, ...fields }, silent),
  removeEntry: (termBaseId: string, entryId: string) => call('removeEntry', { termBaseId, entryId }, silent),
  importCsv: (termBaseId: string, csv: string) => call('importCsv', { termBaseId, csv }, silent),
};

/** Downloads a term base as CSV under its own name; refusals come back as the JSON envelope. */
export async function exportTermBase(termBase: Pick<TermBaseSummary, 'termBaseId' | 'name'>): Promise<string> {
  const { blob, name } = await fetchFile(
    TERM_BASE_CALLS.exportCsv.path,
    {
      method: TERM_BASE_CALLS.exportCsv.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ termBaseId: termBase.termBaseId }),
    },
    `${termBase.name}.csv`,
  );
  saveBlob(blob, name);
  return name;
}
