/**
 * The QA report as CSV (RFC 4180: CRLF line ends, fields quoted where they hold a comma, quote or
 * line break), one line per issue. Cells that a spreadsheet would run as a formula get a leading
 * apostrophe (neutraliseFormula): sources and targets are user text.
 */
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../glossary/csv-formulas.ts';
import type { QaIssue } from './qa-types.ts';

export interface QaReportRow {
  /** 1-based place of the segment in its document. */
  position: number;
  segmentId: string;
  source: string;
  target: string;
  issues: QaIssue[];
}

const HEADER = ['position', 'segment_id', 'kind', 'severity', 'detail', 'source', 'target'];

/** The report: the header, then a line per issue of each row; a row without issues has none. */
export function qaReportCsv(rows: readonly QaReportRow[]): string {
  const lines = rows.flatMap((row) =>
    row.issues.map((issue) =>
      [String(row.position), row.segmentId, issue.kind, issue.severity, issue.detail, row.source, row.target].map(
        neutraliseFormula,
      ),
    ),
  );
  return stringify([HEADER, ...lines], { record_delimiter: 'windows' });
}
