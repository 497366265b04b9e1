import type { Paged } from '@glossa/contracts/chat';
import type { Envelope } from '@glossa/contracts/envelope';
import {
  type CreateTermBaseRequest,
  type ImportReport,
  TERM_BASE_PATHS,
  type TermBaseListRequest,
  type TermBaseSummary,
  type TermEntriesRequest,
  type TermEntryFields,
  type TermEntryWire,
} from '@glossa/contracts/term-base';
import { apiFailure, apiHeaders, apiRequest, apiUrl } from '../../../lib/http.ts';

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
  let response: Response;
  try {
    response = await fetch(apiUrl(TERM_BASE_PATHS.exportCsv), {
      method: 'POST',
      headers: { ...apiHeaders(), 'Content-Type': 'application/json', Accept: 'text/csv' },
      body: JSON.stringify({ termBaseId: termBase.termBaseId }),
      credentials: 'same-origin',
    });
  } catch {
    throw apiFailure(undefined, undefined);
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
    throw apiFailure(envelope, response.status);
  }
  const name = `${termBase.name}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
