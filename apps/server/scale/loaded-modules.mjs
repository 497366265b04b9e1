// Preloaded with `--import` (through NODE_OPTIONS) into a process under test: appends every module URL the
// process resolves to the file LOADED_MODULES names, so a test can say what the process loaded.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.LOADED_MODULES;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
