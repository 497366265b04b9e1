import type { DeeplGlossary } from '@glossa/contracts/deepl-answers';
import type { deeplGlossaryBody } from '@glossa/contracts/deepl-requests';
import { TERM_BASE_LIMITS, type TermBaseSummary } from '@glossa/contracts/term-base';
import type { z } from 'zod';
import { uuidV7 } from '#core/ids.ts';
import { AppError } from '#http/app-error.ts';
import {
  allEntries,
  deleteTermBase,
  entryColumns,
  insertEntries,
  nameTaken,
  ownTermBase,
  type TermBaseDeps,
  TermBaseService,
  toEntry,
  toSummary,
} from '../term-base/index.ts';
import { checkGlossaryEntries, readCsvEntries, readTsvEntries, writeTsvEntries } from './glossary-entries.ts';
import { catalogueCode, deeplGlossaryCode } from './language-codes.ts';

/** DeepL's glossary object. */

export function deeplGlossary(summary: TermBaseSummary): DeeplGlossary {
  return {
    glossary_id: summary.termBaseId,
    name: summary.name,
    ready: true,
    source_lang: deeplGlossaryCode(summary.sourceLanguage),
    target_lang: deeplGlossaryCode(summary.targetLanguage),
    creation_time: summary.createdAt,
    entry_count: summary.entryCount,
  };
}

/**
 * DeepL's glossaries are the caller's term bases. DeepL lets two glossaries share a name and a
 * term base does not: a taken name gets a number, "Legal (2)".
 */
async function freeName(deps: TermBaseDeps, ownerKey: string, wanted: string): Promise<string> {
  const max = TERM_BASE_LIMITS.nameMaxLength;
  const base = wanted.trim().slice(0, max);
  if (!(await nameTaken(deps.db, ownerKey, base))) return base;
  for (let n = 2; n < 1000; n++) {
    const suffix = ` (${n})`;
    const name = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!(await nameTaken(deps.db, ownerKey, name))) return name;
  }
  throw new AppError('termBaseNameTaken');
}

export class DeeplGlossaries {
  private readonly termBases: TermBaseService;

  constructor(private readonly deps: TermBaseDeps) {
    this.termBases = new TermBaseService(deps);
  }

  async create(ownerKey: string, input: z.output<typeof deeplGlossaryBody>): Promise<DeeplGlossary> {
    if (Buffer.byteLength(input.entries, 'utf8') > TERM_BASE_LIMITS.csvMaxBytes) {
      throw new AppError('termCsvTooLarge', { max: TERM_BASE_LIMITS.csvMaxBytes / (1024 * 1024) });
    }
    const pairs = input.entries_format === 'csv' ? readCsvEntries(input.entries) : readTsvEntries(input.entries);
    const entries = checkGlossaryEntries(pairs);
    if (entries.length > TERM_BASE_LIMITS.entriesPerTermBase) {
      throw new AppError('termBaseFull', { max: TERM_BASE_LIMITS.entriesPerTermBase });
    }
    const summary = await this.termBases.create(ownerKey, {
      name: await freeName(this.deps, ownerKey, input.name),
      sourceLanguage: catalogueCode(input.source_lang, 'source_lang'),
      targetLanguage: catalogueCode(input.target_lang, 'target_lang'),
    });
    const now = this.deps.now();
    const rows = entries.map((entry) => ({
      id: uuidV7(now),
      term_base_id: summary.termBaseId,
      created_at: now,
      ...entryColumns(entry, now),
    }));
    try {
      await this.deps.db.transaction().execute((trx) => insertEntries(trx, rows));
    } catch (error) {
      await deleteTermBase(this.deps.db, summary.termBaseId);
      throw error;
    }
    return deeplGlossary({ ...summary, entryCount: rows.length });
  }

  async list(ownerKey: string): Promise<DeeplGlossary[]> {
    return (await this.termBases.list(ownerKey, {})).map(deeplGlossary);
  }

  async get(ownerKey: string, glossaryId: string): Promise<DeeplGlossary> {
    return deeplGlossary(toSummary(await ownTermBase(this.deps.db, ownerKey, glossaryId)));
  }

  async entriesTsv(ownerKey: string, glossaryId: string): Promise<string> {
    const termBase = await ownTermBase(this.deps.db, ownerKey, glossaryId);
    return writeTsvEntries((await allEntries(this.deps.db, termBase.id)).map(toEntry));
  }

  async remove(ownerKey: string, glossaryId: string): Promise<void> {
    await this.termBases.remove(ownerKey, glossaryId);
  }
}
