/**
 * Discovers the installed Apertium translation modes and turns each `.mode` file (a shell
 * pipeline) into a list of programs with their arguments, so the engine can start them itself
 * without a shell.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../engine.ts';

/** One program of a mode's pipeline. */
export interface ModeCommand {
  program: string;
  args: string[];
}

export interface ApertiumMode {
  /** The mode's name as Apertium writes it: 'eng-spa', 'fr-es'. */
  name: string;
  /** BCP-47 codes as the catalogue writes them. */
  source: LanguageCode;
  target: LanguageCode;
  file: string;
  commands: ModeCommand[];
}

export const DEFAULT_MODES_DIRS = ['/usr/share/apertium/modes', '/usr/local/share/apertium/modes'];

/**
 * What the `apertium` script passes for plain text: `$1` is the generator's option (`-g` keeps
 * unknown-word marks, which the stream format removes), `$2` the tagger's (empty unless `-a`).
 */
export const DEFAULT_PLACEHOLDERS: readonly string[] = ['-g', ''];

/** ISO 639-3 codes (as Apertium names its pairs) that have a shorter BCP-47 form. */
const ISO3_PAIRS =
  'afr=af ara=ar arg=an aze=az bak=ba bel=be ben=bn bos=bs bre=br bul=bg cat=ca ces=cs chv=cv cos=co ' +
  'cym=cy dan=da deu=de ell=el eng=en epo=eo est=et eus=eu fao=fo fas=fa fin=fi fra=fr fry=fy gla=gd ' +
  'gle=ga glg=gl guj=gu hat=ht hau=ha heb=he hin=hi hrv=hr hun=hu hye=hy ido=io ina=ia ind=id isl=is ' +
  'ita=it jpn=ja kat=ka kaz=kk kir=ky kor=ko kur=ku lat=la lav=lv lit=lt ltz=lb mar=mr mkd=mk mlt=mt ' +
  'msa=ms nld=nl nno=nn nob=nb nor=no oci=oc pan=pa pol=pl por=pt ron=ro rus=ru sme=se slk=sk slv=sl ' +
  'snd=sd spa=es sqi=sq srd=sc srp=sr swa=sw swe=sv tat=tt tgl=tl tur=tr ukr=uk urd=ur uzb=uz xho=xh ' +
  'zho=zh zul=zu';
const ISO3_TO_BCP47 = new Map(ISO3_PAIRS.split(' ').map((entry) => entry.split('=') as [string, string]));

/** Maps an Apertium language code ('eng', 'fr', 'ast') to the catalogue's BCP-47 code. */
export function toBcp47(code: string): LanguageCode {
  const lower = code.toLowerCase();
  return ISO3_TO_BCP47.get(lower) ?? lower;
}

/** Only plain translation modes `xxx-yyy`; variants (`eng-cat_valencia`) and debugging modes are left out. */
const TRANSLATION_MODE = /^([a-z]{2,3})-([a-z]{2,3})$/;

export function parseModeName(name: string): { source: LanguageCode; target: LanguageCode } | undefined {
  const match = TRANSLATION_MODE.exec(name);
  return match ? { source: toBcp47(match[1]!), target: toBcp47(match[2]!) } : undefined;
}

/**
 * Splits a mode's pipeline into programs and arguments the way bash would: single and double
 * quotes, backslash escapes and line continuations; `$1`, `${2}` ... expand to the placeholders,
 * and an unquoted expansion that is empty disappears. Anything beyond a plain pipeline
 * (redirections, `;`, `&&`, command substitution, other variables) is refused.
 */
export function parseModePipeline(text: string, placeholders: readonly string[] = DEFAULT_PLACEHOLDERS): ModeCommand[] {
  const commands: ModeCommand[] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const src = text.trim();

  const endWord = (): void => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = (): void => {
    endWord();
    const [program, ...args] = words;
    if (program === undefined) throw new Error('empty command in pipeline');
    commands.push({ program, args });
    words = [];
  };
  const expand = (): string => {
    // At `$`: `$N` or `${N}`.
    const match = /^\$(?:(\d)|\{(\d+)\})/.exec(src.slice(i));
    if (!match) throw new Error(`unsupported expansion at "${src.slice(i, i + 12)}"`);
    i += match[0].length;
    const index = Number(match[1] ?? match[2]);
    return index === 0 ? '' : (placeholders[index - 1] ?? '');
  };

  while (i < src.length) {
    const c = src[i]!;
    if (c === '\\') {
      if (src[i + 1] === '\n') {
        i += 2;
        continue;
      }
      if (i + 1 >= src.length) throw new Error('dangling backslash');
      word += src[i + 1];
      inWord = true;
      i += 2;
    } else if (c === "'") {
      const end = src.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word += src.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      inWord = true;
      i++;
      while (i < src.length && src[i] !== '"') {
        const d = src[i]!;
        if (d === '\\' && '"\\$`'.includes(src[i + 1] ?? '')) {
          word += src[i + 1];
          i += 2;
        } else if (d === '$') {
          word += expand();
        } else if (d === '`') {
          throw new Error('command substitution is not supported');
        } else {
          word += d;
          i++;
        }
      }
      if (i >= src.length) throw new Error('unterminated double quote');
      i++;
    } else if (c === '$') {
      const value = expand();
      // An unquoted empty expansion vanishes, as in bash; a non-empty one is split on blanks.
      const parts = value.split(/\s+/).filter(Boolean);
      parts.forEach((part, n) => {
        if (n > 0) endWord();
        word += part;
        inWord = true;
      });
    } else if (c === '|') {
      if (src[i + 1] === '|') throw new Error('"||" is not supported');
      endCommand();
      i++;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      // A line break may only sit next to a pipe; elsewhere it would start a second command.
      const nextToPipe = /\|\s*$/.test(src.slice(0, i)) || /^\s*\|/.test(src.slice(i));
      if (c === '\n' && !nextToPipe) throw new Error('a mode must be a single pipeline');
      endWord();
      i++;
    } else if (';&<>`(){}'.includes(c) || (c === '#' && !inWord)) {
      throw new Error(`unsupported shell syntax "${c}"`);
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  endCommand();
  return commands;
}

/** Adds the null-flush flag `-z` right after each program, unless it is there already. */
export function withNullFlush(commands: ModeCommand[]): ModeCommand[] {
  return commands.map(({ program, args }) => ({ program, args: args.includes('-z') ? args : ['-z', ...args] }));
}

export interface DiscoveryResult {
  modes: ApertiumMode[];
  /** Translation modes that could not be read, with the reason. */
  failures: { file: string; reason: string }[];
}

/** Reads every `*.mode` file of the given folders; the first folder wins when a name repeats. */
export function discoverModes(dirs: readonly string[] = DEFAULT_MODES_DIRS): DiscoveryResult {
  const modes: ApertiumMode[] = [];
  const failures: DiscoveryResult['failures'] = [];
  const seen = new Set<string>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir).sort()) {
      if (!entry.endsWith('.mode')) continue;
      const name = entry.slice(0, -'.mode'.length);
      const pair = parseModeName(name);
      if (!pair || seen.has(name)) continue;
      const file = path.join(dir, entry);
      try {
        const commands = parseModePipeline(readFileSync(file, 'utf8'));
        modes.push({ name, ...pair, file, commands: withNullFlush(commands) });
        seen.add(name);
      } catch (error) {
        failures.push({ file, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { modes, failures };
}
