import { EngineError } from '../engines/engine.ts';
import { enginesCommand } from './commands/engines.ts';
import { languagesCommand } from './commands/languages.ts';
import { translateCommand } from './commands/translate.ts';
import { parseCommandLine } from './options.ts';
import { InputError, USAGE, UsageError } from './usage.ts';

async function run(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
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
  } else if (error instanceof InputError || error instanceof EngineError) {
    process.stderr.write(`glossa: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`glossa: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
