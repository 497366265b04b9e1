/**
 * Every Vitest test file belongs to exactly one project of vitest.config.ts (unit, web,
 * integration, api, api-isolated, scale): an include glob that misses a file would drop its tests
 * silently, an overlap would run them twice. Vitest itself says which files each project takes.
 * Playwright's e2e/*.spec.ts are not Vitest's. The unit, web and api projects share one module
 * graph between their files, so a file there must not replace a module (vi.mock): an api file that
 * must goes to api-isolated.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The projects whose files share one module graph per worker (isolate: false). */
const SHARED_GRAPH = ['unit', 'web', 'api'];
const skipped = new Set(['node_modules', '.node', '.git', '.tmp', 'dist']);

const listing = spawnSync('npx', ['vitest', 'list', '--filesOnly', '--json'], { cwd: root, encoding: 'utf8' });
if (listing.status !== 0) {
  console.error(listing.stderr);
  process.exit(1);
}
const projectsOf = new Map<string, string[]>();
for (const { file, projectName } of JSON.parse(listing.stdout) as { file: string; projectName: string }[]) {
  const name = path.relative(root, file);
  projectsOf.set(name, [...(projectsOf.get(name) ?? []), projectName]);
}
/** Test files under `folder`, relative to the root, the installed and generated folders left out. */
function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : testFiles(name);
    return /\.test\.[cm]?[jt]sx?$/.test(entry.name) ? [name] : [];
  });
}
const onDisk = testFiles('');

const counts = new Map<string, number>();
const problems: string[] = [];
for (const file of new Set([...onDisk, ...projectsOf.keys()])) {
  const projects = projectsOf.get(file) ?? [];
  if (projects.length !== 1) problems.push(`  ${file}: ${projects.length ? projects.join(', ') : 'in no project'}`);
  for (const project of projects) counts.set(project, (counts.get(project) ?? 0) + 1);
  const shared = projects.find((project) => SHARED_GRAPH.includes(project));
  if (shared && /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')))
    problems.push(
      `  ${file}: replaces a module in the ${shared} project, whose files share modules (${
        shared === 'api' ? 'list it in api-isolated' : 'pass the dependency in instead'
      })`,
    );
}
console.log(`Test files per project: ${[...counts].map(([project, count]) => `${project} ${count}`).join(', ')}`);
if (problems.length > 0) {
  console.log('Each test file must be in exactly one project, as vitest.config.ts says:');
  for (const problem of problems) console.log(problem);
  process.exit(1);
}
