/**
 * Licence check (docs/decisions/0014-licence.md): every production dependency of every workspace,
 * transitive, must let the whole be conveyed under AGPL-3.0-or-later. Prints licence -> count and
 * the offenders; exits 1 on an incompatible or unknown licence. `npm run licenses`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const satisfies = createRequire(import.meta.url)('spdx-satisfies') as (
  expression: string,
  allowed: string[],
) => boolean;

/**
 * Licences of code Glossa links with, each compatible with AGPL-3.0-or-later. spdx-satisfies reads
 * "-or-later" as a range: LGPL-2.0-or-later admits every LGPL, GPL-3.0-or-later admits GPL-3.0-only
 * and GPL-2.0-or-later (GPLv3 section 13 allows the combination with AGPLv3), never GPL-2.0-only.
 */
export const codeLicences = [
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0', // GPLv3-compatible (not GPLv2): fine for a v3 whole
  'Zlib',
  'BSL-1.0',
  'CC0-1.0',
  'Unlicense',
  'WTFPL',
  'BlueOak-1.0.0',
  'Python-2.0',
  'Artistic-2.0', // its section 4(c)(ii) allows relicensing under a copyleft licence
  'MPL-2.0', // through its "Secondary License" clause; MPL-2.0-no-copyleft-exception is not listed
  'LGPL-2.0-or-later',
  'GPL-3.0-or-later',
  'AGPL-3.0-or-later',
];

/**
 * Licences fine for content shipped beside the code but not for code itself: fonts embedded in
 * translated PDFs (OFL-1.1 allows bundling with any software) and data (CC-BY-4.0 with attribution).
 */
export const contentLicences = ['OFL-1.1', 'CC-BY-4.0'];

/** Packages that hold only fonts or data, so contentLicences apply to them too. */
const contentPackages = [/^@embedpdf\/fonts-/, /^@expo-google-fonts\//];

/**
 * Packages whose licence field is wrong or unclear, with what their files say. Keyed by version so
 * an upgrade is read again.
 */
const exceptions: Record<string, { licence: string; reason: string }> = {
  'js-clipper@1.0.1': {
    licence: 'BSL-1.0 AND MIT',
    reason:
      'package.json says "boost"; clipper.js says "Boost Software License Ver 1" and embeds Tom Wu\'s jsbn ' +
      '(MIT-style licence, published on npm as MIT as "jsbn")',
  },
};

export type Verdict = 'compatible' | 'incompatible' | 'unknown';

/** Decides one SPDX expression; anything that is not valid SPDX (or absent) is unknown. */
export function decide(expression: string | undefined, kind: 'code' | 'content' = 'code'): Verdict {
  if (!expression) return 'unknown';
  // An exception ("WITH LLVM-exception") only adds permissions, so the licence it modifies decides.
  const base = expression.replace(/\s+WITH\s+[\w.+-]+/g, '');
  const allowed = kind === 'content' ? [...codeLicences, ...contentLicences] : codeLicences;
  try {
    return satisfies(base, allowed) ? 'compatible' : 'incompatible';
  } catch {
    return 'unknown';
  }
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
}

/** The licence a package.json declares: a string, an old `{ type }` object, or an array of those. */
export function declaredLicence({ license, licenses }: PackageJson): string | undefined {
  const field = license ?? licenses;
  const typeOf = (entry: unknown) =>
    typeof entry === 'string' ? entry : (entry as { type?: unknown } | null)?.type?.toString();
  if (!Array.isArray(field)) return typeOf(field);
  const types = field.map(typeOf);
  if (types.length === 0 || types.some((type) => !type)) return undefined;
  // Old arrays meant dual licensing or several files; reading them as AND is the strict choice.
  return types.length === 1 ? types[0] : `(${types.join(' AND ')})`;
}

/** The SPDX id of a well-known licence text, or undefined: a human then adds an exception. */
export function recogniseLicenceText(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ');
  if (/Apache License,? Version 2\.0/i.test(flat)) return 'Apache-2.0';
  // A permissive text with a rider ("for Good, not Evil", "non-commercial") is not that licence.
  if (/not Evil|commercial/i.test(flat)) return undefined;
  if (/Permission is hereby granted, free of charge, to any person/.test(flat)) return 'MIT';
  if (/Permission to use, copy, modify, and\/or distribute this software for any purpose/.test(flat)) return 'ISC';
  if (/Redistribution and use in source and binary forms, with or without modification/.test(flat)) {
    return /Neither the name/i.test(flat) ? 'BSD-3-Clause' : 'BSD-2-Clause';
  }
  return undefined;
}

/** A package's licence: an exception, its package.json, or (absent or "SEE LICENSE IN") its file. */
function licenceOf(pkg: PackageJson, folder: string): { licence: string | undefined; source: string } {
  const exception = exceptions[`${pkg.name}@${pkg.version}`];
  if (exception) return { licence: exception.licence, source: 'exception' };
  const declared = declaredLicence(pkg);
  const reference = declared?.match(/^SEE LICEN[CS]E IN (.+)$/i)?.[1];
  if (declared && !reference) return { licence: declared, source: 'package.json' };
  const files = reference
    ? [reference]
    : existsSync(folder)
      ? readdirSync(folder).filter((file) => /^(licen[cs]e|copying)/i.test(file))
      : [];
  for (const file of files) {
    const full = path.join(folder, file);
    const isFile = statSync(full, { throwIfNoEntry: false })?.isFile();
    const licence = isFile ? recogniseLicenceText(readFileSync(full, 'utf8')) : undefined;
    if (licence) return { licence, source: file };
  }
  return { licence: declared, source: 'none found' };
}

interface Installed extends PackageJson {
  location: string;
  path: string;
}

/** Every installed package that a workspace needs at run time (npm's own "not dev" flag). */
function productionPackages(root: string): Installed[] {
  const result = spawnSync('npm', ['query', '.prod'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`npm query failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Installed[];
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const packages = productionPackages(root);
  const counts = new Map<string, number>();
  const offenders: string[] = [];
  const seen = new Set<string>();
  const notFromField: string[] = [];
  for (const pkg of packages) {
    const id = `${pkg.name}@${pkg.version}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const ours = !pkg.location.includes('node_modules');
    const { licence, source } = licenceOf(pkg, pkg.path);
    const kind = contentPackages.some((pattern) => pattern.test(pkg.name ?? '')) ? 'content' : 'code';
    // Glossa's own packages must say exactly what LICENSE says.
    const verdict = ours ? (licence === 'AGPL-3.0-or-later' ? 'compatible' : 'incompatible') : decide(licence, kind);
    if (source !== 'package.json') notFromField.push(`${id}: ${source}`);
    if (!ours) counts.set(licence ?? 'UNKNOWN', (counts.get(licence ?? 'UNKNOWN') ?? 0) + 1);
    if (verdict !== 'compatible')
      offenders.push(`  ${id} (${pkg.location || 'root'}): ${licence ?? '?'} [${source}] ${verdict}`);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  console.log(`Production dependencies (name@version, all workspaces): ${total}`);
  for (const [licence, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${licence.padEnd(40)} ${count}`);
  if (notFromField.length > 0) console.log(`Not from a licence field: ${notFromField.join(', ')}`);
  if (offenders.length === 0) {
    console.log('All compatible with AGPL-3.0-or-later.');
    return 0;
  }
  console.log(`Incompatible or unknown (${offenders.length}); see scripts/check-licenses.ts for exceptions:`);
  for (const offender of offenders) console.log(offender);
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
