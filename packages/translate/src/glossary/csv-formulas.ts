/**
 * CSV injection (OWASP): a spreadsheet program runs a cell that starts with = + - @ (or a tab or
 * carriage return before one) as a formula, so an exported term list could carry a formula a
 * colleague's spreadsheet would run. Such cells are written with a leading apostrophe, which
 * spreadsheets read as "text", and the import takes exactly that apostrophe off again.
 *
 * Cells that already start with apostrophes before such a character get one more, so every
 * value survives export then import unchanged (`'=x` is written `''=x` and read back `'=x`).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** The cell as written to a CSV file: a formula-like value gets a leading apostrophe. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as read from a CSV file: the apostrophe `neutraliseFormula` added is taken off. */
export function restoreFormula(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}
