/**
 * The import rules (.dependency-cruiser.cjs, docs/architecture.md §3.1) refuse what they are meant to refuse:
 * each case writes a small tree of modules into a scratch folder laid out like the repository, and checks
 * which rule the cruise names. `npm run lint:imports` runs the same rules over the real tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { forbidden } = require('../.dependency-cruiser.cjs') as IConfiguration;

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** The names of the rules broken by a tree of files (path → source), cruised from `roots`. */
async function broken(files: Record<string, string>, roots = ['apps']): Promise<string[]> {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), source);
  }
  const result = await cruise(roots, {
    baseDir: scratch,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
    validate: true,
  });
  const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort();
}

const feature = (name: string, file: string) => `apps/server/src/features/${name}/${file}`;

/** The server's package.json with its aliases for the shared folders, as in the repository. */
const SERVER_PACKAGE = {
  'apps/server/package.json': JSON.stringify({
    name: '@glossa/server',
    type: 'module',
    imports: { '#core/*': './src/core/*', '#http/*': './src/http/*', '#db/*': './src/db/*' },
  }),
};

describe('the import rules', () => {
  it('let a feature use an allowed feature through its index', async () => {
    expect(
      await broken({
        [feature('quota', 'index.ts')]: "export { allowance } from './service.ts';\n",
        [feature('quota', 'service.ts')]: 'export const allowance = 1;\n',
        [feature('account', 'setup.ts')]:
          "import { allowance } from '../quota/index.ts';\nexport const a = allowance;\n",
      }),
    ).toEqual([]);
  });

  it("refuse a feature reaching into another feature's inner file", async () => {
    expect(
      await broken({
        [feature('quota', 'index.ts')]: "export { allowance } from './service.ts';\n",
        [feature('quota', 'service.ts')]: 'export const allowance = 1;\n',
        [feature('account', 'setup.ts')]:
          "import { allowance } from '../quota/service.ts';\nexport const a = allowance;\n",
      }),
    ).toEqual(['server-feature-account']);
  });

  it('refuse a feature importing one it is not allowed, even through its index', async () => {
    expect(
      await broken({
        [feature('workspace', 'index.ts')]: 'export const work = 1;\n',
        [feature('quota', 'service.ts')]: "import { work } from '../workspace/index.ts';\nexport const q = work;\n",
      }),
    ).toEqual(['server-feature-quota']);
  });

  it('refuse a folder in features/ that the rules do not list', async () => {
    expect(
      await broken({
        ...SERVER_PACKAGE,
        'apps/server/src/core/ids.ts': 'export const id = 1;\n',
        [feature('newcomer', 'index.ts')]: "import { id } from '#core/ids.ts';\nexport const n = id;\n",
      }),
    ).toEqual(['server-unknown-feature']);
  });

  it('let a feature name the core by its alias, and refuse a relative path to it', async () => {
    expect(
      await broken({
        ...SERVER_PACKAGE,
        'apps/server/src/core/ids.ts': 'export const id = 1;\n',
        'apps/server/src/core/owner.ts': "import { id } from './ids.ts';\nexport const o = id;\n",
        [feature('quota', 'service.ts')]: "import { id } from '#core/ids.ts';\nexport const q = id;\n",
      }),
    ).toEqual([]);
    expect(
      await broken({
        ...SERVER_PACKAGE,
        'apps/server/src/core/ids.ts': 'export const id = 1;\n',
        [feature('quota', 'service.ts')]: "import { id } from '../../core/ids.ts';\nexport const q = id;\n",
      }),
    ).toEqual(['server-shared-by-alias']);
  });

  it('refuse the core importing a feature, and a feature importing the composition', async () => {
    expect(
      await broken({
        [feature('quota', 'index.ts')]: 'export const q = 1;\n',
        'apps/server/src/core/owner.ts': "import { q } from '../features/quota/index.ts';\nexport const o = q;\n",
        'apps/server/src/app.ts': 'export const app = 1;\n',
        [feature('files', 'store.ts')]: "import { app } from '../../app.ts';\nexport const s = app;\n",
      }),
    ).toEqual(['server-features-below-composition', 'server-shared-below-features']);
  });

  it("let only app.ts reach a feature's routes (http.ts): the worker never loads one", async () => {
    expect(
      await broken({
        [feature('workspace', 'http.ts')]: 'export const routes = 1;\n',
        'apps/server/src/app.ts': "import { routes } from './features/workspace/http.ts';\nexport const a = routes;\n",
        'apps/server/src/worker.ts':
          "import { routes } from './features/workspace/http.ts';\nexport const w = routes;\n",
      }),
    ).toEqual(['server-http-face-only-in-app']);
  });

  it('refuse a circle made only of type imports', async () => {
    expect(
      await broken(
        {
          'packages/translate/src/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
          'packages/translate/src/b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
        },
        ['packages'],
      ),
    ).toEqual(['no-circles']);
  });

  it('refuse web shared code importing a feature, and a page reaching past an index', async () => {
    expect(
      await broken({
        'apps/web/src/features/plans/index.ts': "export { PlanDialog } from './plan-dialog.tsx';\n",
        'apps/web/src/features/plans/plan-dialog.tsx': 'export const PlanDialog = 1;\n',
        'apps/web/src/lib/price.ts':
          "import { PlanDialog } from '../features/plans/index.ts';\nexport const p = PlanDialog;\n",
        'apps/web/src/routes/plans.tsx':
          "import { PlanDialog } from '../features/plans/plan-dialog.tsx';\nexport const r = PlanDialog;\n",
      }),
    ).toEqual(['web-pages-through-index', 'web-shared-below-features']);
  });
});
