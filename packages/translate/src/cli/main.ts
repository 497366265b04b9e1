import { parseArgs } from 'node:util';
import { EngineError } from '../engines/engine.ts';
import { enginesCommand } from './commands/engines.ts';
import { languagesCommand } from './commands/languages.ts';
import { translateCommand } from './commands/translate.ts';
import { USAGE, UsageError } from './usage.ts';

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
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CliOptions = ReturnType<typeof parse>['values'];

function parse(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}

async function run(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || parsed.values.help ? 0 : 2;
  }
  switch (command) {
    case 'languages':
      return languagesCommand(parsed.values);
    case 'engines':
      return enginesCommand(parsed.values);
    case 'translate':
      return translateCommand(rest, parsed.values);
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`glossa: ${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof EngineError) {
    process.stderr.write(`glossa: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`glossa: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
