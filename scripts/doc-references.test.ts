/**
 * A reader with only the repository can follow every reference of its comments and documents
 * (doc-references.ts says which): none cites a document the repository does not hold, and every
 * docs/ path, section, decision and "see" names something that is there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../packages/translate/test/linear-time.ts';
import { diskRepository, findProblems, type Repository, scannedFiles } from './doc-references.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = ['scripts/doc-references.ts', 'scripts/doc-references.test.ts'];

const PRODUCT = ['# Product', '## 7. Documents', '### 7.3 Layout', '## Reverse proxy (nginx)'].join('\n');

/** A small repository: docs/product.md, docs/decisions/0012-jobs.md and a source folder. */
function fixture(): Repository {
  const files = new Map([
    ['docs/product.md', PRODUCT],
    ['docs/decisions/0012-jobs.md', '# 0012. Jobs'],
    ['apps/server/src/jobs/runner.ts', ''],
    ['.env.example', ''],
  ]);
  const folders = new Set(['docs', 'docs/decisions', 'apps', 'apps/server', 'apps/server/src', 'apps/server/src/jobs']);
  return {
    exists: (file) => files.has(file) || folders.has(file),
    read: (file) => files.get(file),
    decisions: new Set(['0012']),
  };
}

const problems = (text: string, file = 'apps/server/src/jobs/queue.ts') =>
  findProblems(file, text, fixture()).map((problem) => `${problem.line}: ${problem.message}`);

describe('findProblems', () => {
  it('refuses citations of documents the repository does not hold', () => {
    const text = ['// The queue (DESIGN.md 3.3).', '/** As the spec says. */', '// spec section 4', '// Spec §9'].join(
      '\n',
    );
    expect(problems(text)).toEqual([
      '1: cites "DESIGN.md", which the repository does not hold: cite a file under docs/',
      '2: cites "the spec", which the repository does not hold: cite a file under docs/',
      '3: cites "spec section", which the repository does not hold: cite a file under docs/',
      '4: cites "Spec §", which the repository does not hold: cite a file under docs/',
    ]);
    expect(problems('// the spec.ts files of e2e/, the specimen, a spectrum')).toEqual([]);
  });

  it('follows docs/ paths to their files and sections', () => {
    const good = [
      '/** Layout (docs/product.md §7.3), documents (docs/product.md §7, §7.3 and §7). */',
      '/**',
      ' * Across a line break (docs/product.md',
      ' * §7.3), in backticks (`docs/product.md` §7), an anchor (docs/product.md#73-layout),',
      ' * a named section (docs/product.md, "Reverse proxy"), a folder (docs/decisions/).',
      ' * See docs/decisions/0012-jobs.md. And /api/docs/x or mydocs/x are not docs.',
      ' */',
    ].join('\n');
    expect(problems(good)).toEqual([]);
    const bad = [
      '// docs/missing.md',
      '// docs/product.md §7.4, §8',
      '// docs/product.md#layout',
      '// docs/product.md "Forward proxy"',
    ].join('\n');
    expect(problems(bad)).toEqual([
      '1: docs/missing.md does not exist',
      '2: docs/product.md has no section 7.4',
      '2: docs/product.md has no section 8',
      '3: docs/product.md has no #layout',
      '4: docs/product.md has no section "Forward proxy"',
    ]);
  });

  it('checks a document’s own § references against its headings', () => {
    const text = `${PRODUCT}\n\nSee §7.3, not §9; docs/decisions/0012-jobs.md is cited, and docs/product.md §7 too.`;
    expect(problems(text, 'docs/product.md')).toEqual(['6: no section 9 here']);
  });

  it('finds the decision records named by number', () => {
    expect(problems('// decision 0012, decisions 0012 and 0098, Decisions 0012-0099')).toEqual([
      '1: no decision record 0098 in docs/decisions/',
      '1: no decision record 0099 in docs/decisions/',
    ]);
  });

  it('resolves "see <file>" in comments from the file’s folder up to the root', () => {
    const text = [
      '// see runner.ts, see jobs/runner.ts, see src/jobs/runner.ts, see ./runner.ts, see .env.example.',
      '// see it. See www.example.org/a, see @glossa/contracts/chat.ts',
      '// see fair-queue.ts',
      "const hint = 'see nowhere.ts'; // see ../jobs/lease.ts",
    ].join('\n');
    expect(problems(text)).toEqual([
      '3: "see fair-queue.ts" names no file of the repository',
      '4: "see ../jobs/lease.ts" names no file of the repository',
    ]);
  });

  it('takes time in step with the text', async () => {
    const line = '// see x.ts docs/product.md §7, §7.3 and §7 decision 0012 the specimen  §\n';
    const growth = await timeGrowth(
      (size) => line.repeat(size) + ' '.repeat(size * 40) + 'docs/'.repeat(size),
      (text) => findProblems('docs/x.md', text, fixture()),
      400,
    );
    expect(growth.ratio).toBeLessThan(linearBound());
  });
});

describe('the repository', () => {
  it('cites only what it holds, and every reference resolves', () => {
    const repo = diskRepository(root);
    const found = scannedFiles(root)
      .filter((file) => !SELF.includes(file))
      .flatMap((file) => findProblems(file, readFileSync(path.join(root, file), 'utf8'), repo))
      .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    expect(found).toEqual([]);
  });
});
