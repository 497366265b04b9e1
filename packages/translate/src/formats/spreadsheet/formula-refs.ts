/**
 * Sheet references inside formulas, defined names, chart series and hyperlink locations:
 * `Sheet1!A1`, `'Hoja 1'!A1`, 3-D `Jan:Mar!B2`. String literals, function names, defined names,
 * structured references and references to other workbooks (`[1]Sheet1!A1`) are left alone.
 */
export type SheetRenames = ReadonlyMap<string, string>;

/** Renames are looked up case-insensitively, as Excel compares sheet names. */
export function renameKey(name: string): string {
  return name.toLocaleLowerCase('und');
}

const NAME_CHAR = /[\p{L}\p{N}_.\u00A0-\uFFFF]/u;
const PLAIN_NAME = /^[\p{L}_][\p{L}\p{N}_.]*$/u;
const LOOKS_LIKE_REFERENCE = /^(?:[A-Za-z]{1,3}\d+|[Rr]\d*[Cc]\d*|[Rr]\d*|[Cc]\d*|TRUE|FALSE)$/i;

/** How a sheet name is written before `!`: quoted unless it is a plain name that cannot be read as anything else. */
export function quoteSheetName(name: string): string {
  return PLAIN_NAME.test(name) && !LOOKS_LIKE_REFERENCE.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** A sheet or a 3-D range of sheets, quoted as one when any of them needs it. */
function writeSheets(names: readonly string[]): string {
  const plain = names.every((name) => quoteSheetName(name) === name);
  return plain ? names.join(':') : `'${names.join(':').replace(/'/g, "''")}'`;
}

function renamed(names: readonly string[], renames: SheetRenames): string[] | undefined {
  const next = names.map((name) => renames.get(renameKey(name)) ?? name);
  return next.some((name, i) => name !== names[i]) ? next : undefined;
}

/** Reads a quoted name starting at `start` (on the quote); returns it and the index after the closing quote. */
function readQuoted(formula: string, start: number): { name: string; end: number } | undefined {
  let name = '';
  let i = start + 1;
  while (i < formula.length) {
    if (formula[i] === "'" && formula[i + 1] === "'") {
      name += "'";
      i += 2;
    } else if (formula[i] === "'") return { name, end: i + 1 };
    else name += formula[i++];
  }
  return undefined;
}

function skipString(formula: string, start: number): number {
  let i = start + 1;
  while (i < formula.length) {
    if (formula[i] === '"' && formula[i + 1] === '"') i += 2;
    else if (formula[i] === '"') return i + 1;
    else i += 1;
  }
  return i;
}

function skipBrackets(formula: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < formula.length) {
    if (formula[i] === '[') depth += 1;
    else if (formula[i] === ']' && --depth === 0) return i + 1;
    i += 1;
  }
  return i;
}

function readName(formula: string, start: number): number {
  let i = start;
  while (i < formula.length && NAME_CHAR.test(formula[i] as string)) i += 1;
  return i;
}

/** The formula with references to renamed sheets rewritten; the same string when none is found. */
export function renameSheetRefs(formula: string, renames: SheetRenames): string {
  if (renames.size === 0) return formula;
  let out = '';
  let i = 0;
  let external = false;
  while (i < formula.length) {
    const char = formula[i] as string;
    if (char === '"') {
      const end = skipString(formula, i);
      out += formula.slice(i, end);
      i = end;
    } else if (char === '[') {
      const end = skipBrackets(formula, i);
      out += formula.slice(i, end);
      i = end;
      external = true;
      continue;
    } else if (char === "'") {
      const quoted = readQuoted(formula, i);
      const end = quoted?.end ?? formula.length;
      const names =
        quoted && formula[end] === '!' && !quoted.name.startsWith('[') && !external ? quoted.name.split(':') : [];
      const next = names.length > 0 ? renamed(names, renames) : undefined;
      out += next ? writeSheets(next) : formula.slice(i, end);
      i = end;
    } else if (NAME_CHAR.test(char) && !/\d/.test(char)) {
      let end = readName(formula, i);
      if (formula[end] === ':' && formula[end + 1] && NAME_CHAR.test(formula[end + 1] as string)) {
        const second = readName(formula, end + 1);
        if (formula[second] === '!') end = second;
      }
      const names = formula[end] === '!' && !external ? formula.slice(i, end).split(':') : [];
      const next = names.length > 0 ? renamed(names, renames) : undefined;
      out += next ? writeSheets(next) : formula.slice(i, end);
      i = end;
    } else {
      out += char;
      i += 1;
    }
    external = false;
  }
  return out;
}
