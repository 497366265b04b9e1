import { FormatError } from '../document-format.ts';

/** One cell of a delimited file: its raw range in the text (quotes included) and its value. */
export interface CsvCell {
  start: number;
  end: number;
  quoted: boolean;
  value: string;
  row: number;
  column: number;
}

/** Guesses the delimiter of a .csv file from its first line: comma, or the semicolon of European Excel. */
export function guessDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const char = text[i] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** Reads a quoted cell starting at `start` (on its opening quote); returns its value and where it ends. */
function readQuoted(text: string, start: number, delimiter: string): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) {
      const line = text.slice(0, start).split('\n').length;
      throw new FormatError(`The file is damaged: a quoted cell on line ${line} is never closed`, 'corrupt');
    }
    value += text.slice(i, close);
    if (text[close + 1] === '"') {
      value += '"';
      i = close + 2;
      continue;
    }
    i = close + 1;
    break;
  }
  // Stray characters after the closing quote belong to the cell, as spreadsheet programs read them.
  while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') value += text[i++];
  return { value, end: i };
}

/**
 * Splits delimited text (RFC 4180, any delimiter) into cells with their offsets, so a rebuild
 * rewrites only the cells whose text changed. Quotes inside an unquoted cell are literal.
 */
export function readCells(text: string, delimiter: string): CsvCell[] {
  const cells: CsvCell[] = [];
  let row = 0;
  let column = 0;
  let i = 0;
  while (i < text.length) {
    const start = i;
    let value: string;
    let quoted = false;
    if (text[i] === '"') {
      quoted = true;
      ({ value, end: i } = readQuoted(text, i, delimiter));
    } else {
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') i++;
      value = text.slice(start, i);
    }
    cells.push({ start, end: i, quoted, value, row, column });
    if (text[i] === delimiter) {
      i++;
      column++;
      if (i === text.length) cells.push({ start: i, end: i, quoted: false, value: '', row, column });
      continue;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    row++;
    column = 0;
  }
  return cells;
}

/** Writes a changed cell: quoted when it was, or when the new text needs quotes. */
export function writeCell(value: string, wasQuoted: boolean, delimiter: string): string {
  const needsQuotes = wasQuoted || value.includes(delimiter) || /["\r\n]/.test(value) || /^\s|\s$/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The spreadsheet name of a cell, 'B4', for translators and QA. */
export function cellName(row: number, column: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row + 1}`;
}
