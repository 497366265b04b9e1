/**
 * The references a reader follows from the repository's comments and documents, checked against
 * what the repository holds: no citation of a document it does not hold, every `docs/<path>`
 * (with its `§N.N`, `#anchor` or quoted section name) and every `decision NNNN` found, every
 * `see <file>` in a comment resolved. Read by doc-references.test.ts.
 *
 * Each pattern reads a run once (no nested quantifier can read the same characters two ways), so
 * a file costs time in step with its length.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What the checks ask of the repository: the file system, or a fixture in tests. */
export interface Repository {
  /** A path from the root (posix separators) names a file or a folder. */
  exists(relativePath: string): boolean;
  /** A document's text, for its headings; undefined when it cannot be read. */
  read(relativePath: string): string | undefined;
  /** The four-digit numbers of the decision records in docs/decisions/. */
  decisions: ReadonlySet<string>;
}

interface Headings {
  /** '7', '7.3' ... of headings that start with a number. */
  numbers: Set<string>;
  /** GitHub's anchors of the headings. */
  anchors: Set<string>;
  /** Heading texts, lower-cased, without their number. */
  titles: string[];
}

/** Documents the repository does not hold, however a comment words them. */
const OUTSIDE = /\bDESIGN\.md\b|\b(?:the|product) spec\b(?!\.\w)|\bspec sections?\b|\bspec ?§/gi;
/** `docs/...` where it starts a path (not `/api/docs`, not `mydocs/`). */
const DOC_PATH = /(?<![\w./@-])docs\/([\w.-]+(?:\/[\w.-]+)*)?/g;
/** Right after a path: `§7.3`, `§3.1, §4.1 and §7`, also across a comment's line break or a backtick. */
const SECTIONS = /[\s*/`]*§ ?\d+(?:\.\d+)*(?:\s*(?:,|and|or)\s*§ ?\d+(?:\.\d+)*)*/y;
const ANCHOR = /#([\w-]+)/y;
const SECTION_NAME = /(?:,\s*|\s+)["“]([^"”\n]{1,80})["”]/y;
const SECTION_NUMBER = /\d+(?:\.\d+)*/g;
/** A section of the document itself (docs only), not right after a path. */
const BARE_SECTION = /(?<![\w.])§ ?(\d+(?:\.\d+)*)/g;
const DECISION = /\bdecisions? (\d{4}(?:\s*(?:,|and|or|-|–|to)\s*\d{4})*)/gi;
const DECISION_NUMBER = /\d{4}/g;
const SEE = /\bsee:? +`?([\w.@/-]+)/gi;
/** Names `see` may point at: files by their extension. */
const FILE_NAME = /\.(?:[cm]?[jt]sx?|json|md|sh|css|html|ya?ml|example)$/;
const HEADING = /^#{1,6}[ \t]+(.+)$/gm;
const NUMBERED = /^(\d+(?:\.\d+)*)\.?(?:\s+|$)/;
/** Where a line's comment starts in code: `//`, `/*`, or a `*` continuing a block comment. */
const COMMENT = /^\s*(?:\*|\/\*|\/\/|#)|\/\/|\/\*/;

export function headingsOf(text: string): Headings {
  const headings: Headings = { numbers: new Set(), anchors: new Set(), titles: [] };
  for (const match of text.matchAll(HEADING)) {
    const title = (match[1] as string).trim();
    const number = NUMBERED.exec(title);
    if (number) headings.numbers.add(number[1] as string);
    headings.anchors.add(
      title
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
    headings.titles.push((number ? title.slice(number[0].length) : title).toLowerCase());
  }
  return headings;
}

const headingCaches = new WeakMap<Repository, Map<string, Headings | undefined>>();

/** A document's headings, read once per repository. */
function headingsIn(repo: Repository, doc: string): Headings | undefined {
  const cache = headingCaches.get(repo) ?? new Map<string, Headings | undefined>();
  headingCaches.set(repo, cache);
  if (!cache.has(doc)) {
    const content = repo.read(doc);
    cache.set(doc, content === undefined ? undefined : headingsOf(content));
  }
  return cache.get(doc);
}

/** Line starts of a text, for turning offsets into line numbers. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineIndex(starts: readonly number[], offset: number): number {
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A sticky pattern's match at `at`, or undefined. */
function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text) ?? undefined;
}

/** Problems of one file's text. `file` is its path from the root, with posix separators. */
export function findProblems(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const starts = lineStarts(text);
  const lineOf = (offset: number) => lineIndex(starts, offset) + 1;
  const report = (offset: number, message: string) => problems.push({ file, line: lineOf(offset), message });
  const headings = (doc: string) => headingsIn(repo, doc);

  for (const match of text.matchAll(OUTSIDE)) {
    report(match.index, `cites "${match[0]}", which the repository does not hold: cite a file under docs/`);
  }

  /** Offsets of § signs that belong to a path's citation. */
  const cited = new Set<number>();
  for (const match of text.matchAll(DOC_PATH)) {
    const target = `docs/${(match[1] ?? '').replace(/\.+$/, '')}`.replace(/\/$/, '');
    if (!repo.exists(target)) {
      report(match.index, `${target} does not exist`);
      continue;
    }
    const end = match.index + match[0].length;
    if (!target.endsWith('.md')) continue;
    const sections = stickyAt(SECTIONS, text, end);
    const anchor = stickyAt(ANCHOR, text, end);
    const name = stickyAt(SECTION_NAME, text, end);
    if (!sections && !anchor && !name) continue;
    const found = headings(target);
    if (sections) {
      for (let i = sections[0].indexOf('§'); i !== -1; i = sections[0].indexOf('§', i + 1)) cited.add(end + i);
      for (const [number] of sections[0].matchAll(SECTION_NUMBER)) {
        if (!found?.numbers.has(number)) report(match.index, `${target} has no section ${number}`);
      }
    }
    if (anchor && !found?.anchors.has(anchor[1] as string)) report(match.index, `${target} has no #${anchor[1]}`);
    const title = name?.[1]?.toLowerCase();
    if (title && !found?.titles.some((heading) => heading.startsWith(title))) {
      report(match.index, `${target} has no section "${name?.[1]}"`);
    }
  }

  if (file.startsWith('docs/') && file.endsWith('.md')) {
    const own = headingsOf(text);
    if (own.numbers.size > 0) {
      for (const match of text.matchAll(BARE_SECTION)) {
        const number = match[1] as string;
        if (!cited.has(match.index) && !own.numbers.has(number)) report(match.index, `no section ${number} here`);
      }
    }
  }

  for (const match of text.matchAll(DECISION)) {
    for (const [number] of (match[1] as string).matchAll(DECISION_NUMBER)) {
      if (!repo.decisions.has(number)) report(match.index, `no decision record ${number} in docs/decisions/`);
    }
  }

  const code = !file.endsWith('.md');
  for (const match of text.matchAll(SEE)) {
    const name = (match[1] as string).replace(/\.+$/, '');
    if (!FILE_NAME.test(name) || name.startsWith('@')) continue;
    if (code) {
      const lineStart = starts[lineIndex(starts, match.index)] as number;
      if (!COMMENT.test(text.slice(lineStart, match.index))) continue;
    }
    if (!resolves(file, name, repo)) report(match.index, `"see ${name}" names no file of the repository`);
  }
  return problems;
}

/** A name relative to the file's folder, or to any folder above it up to the root. */
function resolves(file: string, name: string, repo: Repository): boolean {
  let folder = path.posix.dirname(file);
  if (name.startsWith('./') || name.startsWith('../')) return repo.exists(path.posix.join(folder, name));
  for (;;) {
    if (repo.exists(path.posix.join(folder, name))) return true;
    if (folder === '.') return false;
    folder = path.posix.dirname(folder);
  }
}

/** Where comments and documents live; generated and installed files are left out. */
const SCANNED = ['apps', 'packages', 'scripts', 'e2e', 'docs'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'artifacts', '.tmp']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|sh|css|html|ya?ml)$/;

/** The checked files, as paths from the root: the scanned folders and README.md. */
export function scannedFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(relative);
      else if (entry.isFile() && TEXT_FILE.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of SCANNED) walk(folder);
  return files;
}

/** The repository on disk at `root`. */
export function diskRepository(root: string): Repository {
  const decisions = new Set(
    readdirSync(path.join(root, 'docs/decisions'))
      .map((name) => /^(\d{4})-/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined),
  );
  return {
    exists: (relativePath) => existsSync(path.join(root, relativePath)),
    read: (relativePath) => {
      try {
        return readFileSync(path.join(root, relativePath), 'utf8');
      } catch {
        return undefined;
      }
    },
    decisions,
  };
}
