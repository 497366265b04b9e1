import type { Paged } from '@glossa/contracts/chat';
import { cleanFileName } from '@glossa/contracts/file-names';
import { TERM_BASE_LIMITS, type TermBaseSummary, type TermEntryWire } from '@glossa/contracts/term-base';
import type {
  addTermEntryBody,
  createTermBaseBody,
  renameTermBaseBody,
  termEntriesBody,
  termEntryBody,
  updateTermEntryBody,
} from '@glossa/contracts/term-base-requests';
import type { TermBase } from '@glossa/translate/glossary/term-base';
import type { z } from 'zod';
import { uuidV7 } from '#core/ids.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { writeTermRows } from './csv.ts';
import * as repo from './repo.ts';
import { type CheckedEntry, checkEntry, checkLanguagePair, checkName, foldTerm } from './term-fields.ts';

export interface TermBaseDeps {
  db: Database;
  now: () => number;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function toSummary(row: repo.TermBaseRow): TermBaseSummary {
  return {
    termBaseId: row.id,
    name: row.name,
    sourceLanguage: row.source_language,
    targetLanguage: row.target_language,
    entryCount: row.entry_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toEntry(row: repo.TermEntryRow): TermEntryWire {
  return {
    entryId: row.id,
    source: row.source,
    target: row.target,
    doNotTranslate: Number(row.do_not_translate) === 1,
    caseSensitive: Number(row.case_sensitive) === 1,
    note: row.note,
    updatedAt: iso(row.updated_at),
  };
}

/** The stored columns of a checked entry. */
export function entryColumns(entry: CheckedEntry, now: number): repo.EntryChanges {
  return {
    source: entry.source,
    source_key: entry.sourceKey,
    target: entry.target,
    target_key: entry.targetKey,
    do_not_translate: entry.doNotTranslate ? 1 : 0,
    case_sensitive: entry.caseSensitive ? 1 : 0,
    note: entry.note,
    updated_at: now,
  };
}

/** The owner's term base, or 404: another owner's id answers exactly like a missing one. */
export async function ownTermBase(db: Database, ownerKey: string, termBaseId: string): Promise<repo.TermBaseRow> {
  const found = await repo.findTermBase(db, ownerKey, termBaseId);
  if (!found) throw new AppError('notFound');
  return found;
}

/** Both dialects' unique-constraint failure (a concurrent add of the same term). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A call's body as its schema parsed it. */
type Input<Body extends z.ZodType> = z.output<Body>;

/** Term bases and their entries, always within one owner's rows. */
export class TermBaseService {
  constructor(private readonly deps: TermBaseDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(ownerKey: string, filter: repo.TermBaseFilter): Promise<TermBaseSummary[]> {
    return (await repo.listTermBases(this.db, ownerKey, filter)).map(toSummary);
  }

  async create(ownerKey: string, input: Input<typeof createTermBaseBody>): Promise<TermBaseSummary> {
    const name = checkName(input.name);
    const pair = checkLanguagePair(input.sourceLanguage, input.targetLanguage);
    if ((await repo.countTermBases(this.db, ownerKey)) >= TERM_BASE_LIMITS.termBasesPerOwner) {
      throw new AppError('termBaseLimit', { max: TERM_BASE_LIMITS.termBasesPerOwner });
    }
    if (await repo.nameTaken(this.db, ownerKey, name)) throw new AppError('termBaseNameTaken');
    const now = this.deps.now();
    const id = uuidV7(now);
    await repo.insertTermBase(this.db, {
      id,
      owner_key: ownerKey,
      name,
      source_language: pair.source,
      target_language: pair.target,
      created_at: now,
      updated_at: now,
    });
    return toSummary(await ownTermBase(this.db, ownerKey, id));
  }

  async rename(ownerKey: string, input: Input<typeof renameTermBaseBody>): Promise<TermBaseSummary> {
    const termBase = await ownTermBase(this.db, ownerKey, input.termBaseId);
    const name = checkName(input.name);
    if (await repo.nameTaken(this.db, ownerKey, name, termBase.id)) throw new AppError('termBaseNameTaken');
    await repo.updateTermBase(this.db, termBase.id, { name, updated_at: this.deps.now() });
    return toSummary(await ownTermBase(this.db, ownerKey, termBase.id));
  }

  async remove(ownerKey: string, termBaseId: string): Promise<void> {
    const termBase = await ownTermBase(this.db, ownerKey, termBaseId);
    await repo.deleteTermBase(this.db, termBase.id);
  }

  async entries(ownerKey: string, input: Input<typeof termEntriesBody>): Promise<Paged<TermEntryWire>> {
    const termBase = await ownTermBase(this.db, ownerKey, input.termBaseId);
    const { pageNum, pageSize } = input;
    const keyword = foldTerm(input.keyword ?? '');
    const page = await repo.pageEntries(this.db, termBase.id, keyword, {
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return { records: page.rows.map(toEntry), total: page.total, pageNum, pageSize };
  }

  async addEntry(ownerKey: string, input: Input<typeof addTermEntryBody>): Promise<TermEntryWire> {
    const termBase = await ownTermBase(this.db, ownerKey, input.termBaseId);
    const entry = checkEntry(input);
    if (termBase.entry_count >= TERM_BASE_LIMITS.entriesPerTermBase) {
      throw new AppError('termBaseFull', { max: TERM_BASE_LIMITS.entriesPerTermBase });
    }
    await this.refuseDuplicate(termBase.id, entry);
    const now = this.deps.now();
    const row = { id: uuidV7(now), term_base_id: termBase.id, created_at: now, ...entryColumns(entry, now) };
    await this.write(entry, () => repo.insertEntries(this.db, [row]));
    await repo.updateTermBase(this.db, termBase.id, { updated_at: now });
    return toEntry(row);
  }

  async updateEntry(ownerKey: string, input: Input<typeof updateTermEntryBody>): Promise<TermEntryWire> {
    const termBase = await ownTermBase(this.db, ownerKey, input.termBaseId);
    const existing = await repo.findEntry(this.db, termBase.id, input.entryId);
    if (!existing) throw new AppError('notFound');
    const entry = checkEntry(input);
    await this.refuseDuplicate(termBase.id, entry, existing.id);
    const now = this.deps.now();
    const changes = entryColumns(entry, now);
    await this.write(entry, () => repo.updateEntry(this.db, existing.id, changes));
    await repo.updateTermBase(this.db, termBase.id, { updated_at: now });
    return toEntry({ ...existing, ...changes });
  }

  async removeEntry(ownerKey: string, input: Input<typeof termEntryBody>): Promise<void> {
    const termBase = await ownTermBase(this.db, ownerKey, input.termBaseId);
    const removed = await repo.deleteEntry(this.db, termBase.id, input.entryId);
    if (!removed) throw new AppError('notFound');
    await repo.updateTermBase(this.db, termBase.id, { updated_at: this.deps.now() });
  }

  /** The CSV file of a term base and the name to save it under. */
  async exportCsv(ownerKey: string, termBaseId: string): Promise<{ fileName: string; csv: string }> {
    const termBase = await ownTermBase(this.db, ownerKey, termBaseId);
    const rows = await repo.allEntries(this.db, termBase.id);
    return { fileName: cleanFileName(`${termBase.name}.csv`), csv: writeTermRows(rows.map(toEntry)) };
  }

  private async refuseDuplicate(termBaseId: string, entry: CheckedEntry, exceptId?: string): Promise<void> {
    const same = await repo.findEntryBySource(this.db, termBaseId, entry.sourceKey);
    if (same && same.id !== exceptId) throw new AppError('termDuplicate', { source: same.source });
  }

  private async write(entry: CheckedEntry, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('termDuplicate', { source: entry.source }, { cause: error });
      throw error;
    }
  }
}

/**
 * The term base a translation job uses, in the translation core's model; undefined when the id
 * is unknown or belongs to another owner.
 */
export async function loadTermBase(db: Database, ownerKey: string, termBaseId: string): Promise<TermBase | undefined> {
  const termBase = await repo.findTermBase(db, ownerKey, termBaseId);
  if (!termBase) return undefined;
  const rows = await repo.allEntries(db, termBase.id);
  return {
    sourceLanguage: termBase.source_language,
    targetLanguage: termBase.target_language,
    entries: rows.map((row) => {
      const entry = toEntry(row);
      return {
        source: entry.source,
        target: entry.target,
        caseSensitive: entry.caseSensitive,
        doNotTranslate: entry.doNotTranslate,
      };
    }),
  };
}
