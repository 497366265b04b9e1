export const USAGE = `Usage: glossa <command> [options]

Commands:
  languages [--json] [--ui <locale>]      List the 176 languages (names in an interface language: enus, zhcn, ...)
  engines [--json]                        List the engines available here and the pairs they serve
  translate <file|-> --to <lang> [options]
      --from <lang|auto>                  Source language (default: auto-detect)
      --engine <llm|llm:strong|apertium|pseudo>
      --agent <general|legal|medical|finance|it|patents|academic|marketing|zh-en-pro>
      --instructions <text>               Your own instructions (a custom agent)
      --precision <fast|balanced|best>
      --glossary <terms.csv|terms.tbx>    A term base to respect
      --mode <translated|source-then-target|target-then-source>
      --without <parts>                   Leave parts out: notes, masters, charts, comments, headers, footnotes
                                          (comma-separated; everything a reader sees is translated by default)
      --time-limit <minutes>              Give up on a file that takes longer (default: 10, as the server does)
      -o, --output <file>                 Write here instead of standard output
      -v, --verbose                       Say how long each stage took and how much of each part was translated

Engines come from the environment: LLM_BASE_URL, LLM_API_KEY, LLM_MODEL (and LLM_STRONG_*)
for any OpenAI-compatible API; Apertium pairs when Debian's apertium packages are installed
(which pairs work is remembered in $XDG_CACHE_HOME/glossa, else ~/.cache/glossa).
Exit codes: 0 done, 1 the file could not be read or translated (nothing in it was, or it took longer
than the time limit), 2 the command was wrong.`;

/** A mistake in how the command was called: exit code 2, with the usage hint. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A file that cannot be read or translated (damaged, unreadable, no clue to its language): exit code 1, no usage. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
