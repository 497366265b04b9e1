import { cleanText, type ImportReport, type ImportSkipReason, TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import type { importTermsBody } from '@glossa/contracts/term-base-requests';
import type { z } from 'zod';
import { uuidV7 } from '#core/ids.ts';
import { AppError } from '#http/app-error.ts';
import { type CsvTermRow, readTermRows } from './csv.ts';
import * as repo from './repo.ts';
import { entryColumns, ownTermBase, type TermBaseDeps } from './service.ts';
import { examineEntry, foldTerm } from './term-fields.ts';

interface ImportPlan {
  inserts: repo.TermEntryRow[];
  updates: { id: string; changes: repo.EntryChanges }[];
  report: ImportReport;
}

function skip(plan: ImportPlan, row: CsvTermRow, reason: ImportSkipReason): void {
  plan.report.skippedCount += 1;
  if (plan.report.skipped.length < TERM_BASE_LIMITS.skippedListMax) {
    plan.report.skipped.push({ line: row.line, source: row.source.trim().slice(0, 200), reason });
  }
}

/** A row's fields; a column the file does not have keeps what the existing entry says. */
function rowFields(row: CsvTermRow, existing: repo.TermEntryRow | undefined) {
  return {
    source: row.source,
    target: row.target ?? existing?.target ?? '',
    doNotTranslate: row.doNotTranslate ?? Number(existing?.do_not_translate) === 1,
    caseSensitive: row.caseSensitive ?? Number(existing?.case_sensitive) === 1,
    note: row.note ?? existing?.note ?? '',
  };
}

function sameEntry(existing: repo.TermEntryRow, changes: repo.EntryChanges): boolean {
  return (
    existing.source === changes.source &&
    existing.target === changes.target &&
    Number(existing.do_not_translate) === changes.do_not_translate &&
    Number(existing.case_sensitive) === changes.case_sensitive &&
    existing.note === changes.note
  );
}

/** Decides, row by row, what the import adds, updates and skips. */
function planImport(termBaseId: string, rows: CsvTermRow[], current: repo.TermEntryRow[], now: number): ImportPlan {
  const plan: ImportPlan = { inserts: [], updates: [], report: { added: 0, updated: 0, skippedCount: 0, skipped: [] } };
  const bySource = new Map(current.map((row) => [row.source_key, row]));
  const seen = new Set<string>();
  let count = current.length;
  for (const row of rows) {
    const existing = bySource.get(foldTerm(cleanText(row.source)));
    const checked = examineEntry(rowFields(row, existing));
    if (typeof checked === 'string') {
      skip(plan, row, checked === 'noteTooLong' ? 'tooLong' : checked);
      continue;
    }
    if (seen.has(checked.sourceKey)) {
      skip(plan, row, 'duplicateInFile');
      continue;
    }
    seen.add(checked.sourceKey);
    const changes = entryColumns(checked, now);
    if (existing && sameEntry(existing, changes)) skip(plan, row, 'unchanged');
    else if (existing) {
      plan.updates.push({ id: existing.id, changes });
      plan.report.updated += 1;
    } else if (count >= TERM_BASE_LIMITS.entriesPerTermBase) skip(plan, row, 'limitReached');
    else {
      plan.inserts.push({ id: uuidV7(now), term_base_id: termBaseId, created_at: now, ...changes });
      plan.report.added += 1;
      count += 1;
    }
  }
  return plan;
}

/**
 * Imports a CSV term list into one of the owner's term bases: new terms are added, terms the
 * base has are updated, and every row not used is reported with its line and reason.
 */
export async function importTerms(
  { db, now }: TermBaseDeps,
  ownerKey: string,
  input: z.output<typeof importTermsBody>,
): Promise<ImportReport> {
  const termBase = await ownTermBase(db, ownerKey, input.termBaseId);
  if (Buffer.byteLength(input.csv, 'utf8') > TERM_BASE_LIMITS.csvMaxBytes) {
    throw new AppError('termCsvTooLarge', { max: TERM_BASE_LIMITS.csvMaxBytes / (1024 * 1024) });
  }
  const rows = readTermRows(input.csv);
  const time = now();
  const plan = planImport(termBase.id, rows, await repo.allEntries(db, termBase.id), time);
  if (plan.inserts.length > 0 || plan.updates.length > 0) {
    await db.transaction().execute(async (trx) => {
      await repo.insertEntries(trx, plan.inserts);
      for (const { id, changes } of plan.updates) await repo.updateEntry(trx, id, changes);
      await repo.updateTermBase(trx, termBase.id, { updated_at: time });
    });
  }
  return plan.report;
}
