import { parseArgs } from 'node:util';

/** The options every command accepts; each command reads the ones it needs. */
const OPTIONS = {
  json: { type: 'boolean' },
  ui: { type: 'string' },
  to: { type: 'string' },
  from: { type: 'string' },
  engine: { type: 'string' },
  agent: { type: 'string' },
  instructions: { type: 'string' },
  precision: { type: 'string' },
  glossary: { type: 'string' },
  mode: { type: 'string' },
  without: { type: 'string' },
  'time-limit': { type: 'string' },
  output: { type: 'string', short: 'o' },
  verbose: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CliOptions = ReturnType<typeof parseCommandLine>['values'];

export function parseCommandLine(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}
