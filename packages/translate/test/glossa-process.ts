import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = new URL('../bin/glossa.mjs', import.meta.url).pathname;

export interface GlossaRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real `glossa` command, run as a shell user would, for the CLI's test files: each file gets a
 * folder of its own for its inputs and outputs, which is also the cache folder of its runs (the
 * first run probes its Apertium pair, the next ones read the outcome).
 */
export function glossaRunner(prefix: string): {
  work: string;
  glossa: (args: string[], input?: string, env?: Record<string, string>) => Promise<GlossaRun>;
} {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const glossa = (args: string[], input = '', env: Record<string, string> = {}) =>
    new Promise<GlossaRun>((resolve) => {
      const child = spawn(process.execPath, [bin, ...args], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CACHE_HOME: work, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input);
    });
  return { work, glossa };
}
