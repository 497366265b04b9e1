import { isLocaleCode, type LocaleCode } from '@glossa/contracts/locales';
import { LANGUAGES } from '../../languages/catalog.ts';
import { languageName, nativeName } from '../../languages/names.ts';
import type { CliOptions } from '../options.ts';
import { UsageError } from '../usage.ts';

/** `glossa languages [--json] [--ui enus]`: the whole catalogue. */
export function languagesCommand(options: CliOptions): number {
  const ui = options.ui ?? 'enus';
  if (!isLocaleCode(ui))
    throw new UsageError(`--ui must be an interface language code such as enus or zhcn, not "${ui}".`);
  const rows = LANGUAGES.map((language) => ({
    ...language,
    name: languageName(language.code, ui as LocaleCode),
    nativeName: nativeName(language.code),
  }));
  if (options.json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...rows.map((row) => row.code.length));
  for (const row of rows) {
    process.stdout.write(
      `${row.code.padEnd(width)}  ${row.name} (${row.nativeName})${row.direction === 'rtl' ? '  rtl' : ''}\n`,
    );
  }
  process.stdout.write(`${rows.length} languages\n`);
  return 0;
}
