/**
 * Terms as nouns Apertium inflects around (docs/decisions/0049-term-agreement-offline.md): the
 * target term's gender and number come from the target language's own dictionary, and the term
 * travels through the pair as a source noun the pair knows whose translation has that gender and
 * number (a stand-in), so determiners, adjectives and predicates agree; the stand-in's
 * translation is then found in the output and swapped for the term.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { analyse, generate, translateForms } from './dictionary.ts';
import type { ApertiumMode } from './modes.ts';

export type Gender = 'm' | 'f';
export type GrammaticalNumber = 'sg' | 'pl';

export interface NounClass {
  gender: Gender;
  number: GrammaticalNumber;
}

/** Concrete nouns per source language: lemma with its tags, singular and plural forms. */
type Candidate = [lemma: string, singular: string, plural: string];
const CANDIDATES: Record<string, readonly Candidate[]> = {
  en: [
    ['tree<n>', 'tree', 'trees'],
    ['window<n>', 'window', 'windows'],
    ['garden<n>', 'garden', 'gardens'],
    ['letter<n>', 'letter', 'letters'],
    ['car<n>', 'car', 'cars'],
    ['house<n>', 'house', 'houses'],
    ['chair<n>', 'chair', 'chairs'],
    ['book<n>', 'book', 'books'],
    ['street<n>', 'street', 'streets'],
    ['city<n>', 'city', 'cities'],
    ['kitchen<n>', 'kitchen', 'kitchens'],
    ['night<n>', 'night', 'nights'],
    ['dog<n>', 'dog', 'dogs'],
  ],
  es: [
    ['libro<n><m>', 'libro', 'libros'],
    ['ventana<n><f>', 'ventana', 'ventanas'],
    ['mesa<n><f>', 'mesa', 'mesas'],
    ['coche<n><m>', 'coche', 'coches'],
    ['jardín<n><m>', 'jardín', 'jardines'],
    ['casa<n><f>', 'casa', 'casas'],
    ['viaje<n><m>', 'viaje', 'viajes'],
    ['puente<n><m>', 'puente', 'puentes'],
    ['leche<n><f>', 'leche', 'leches'],
    ['sangre<n><f>', 'sangre', 'sangres'],
    ['nariz<n><f>', 'nariz', 'narices'],
  ],
  fr: [
    ['livre<n><m>', 'livre', 'livres'],
    ['maison<n><f>', 'maison', 'maisons'],
    ['fenêtre<n><f>', 'fenêtre', 'fenêtres'],
    ['jardin<n><m>', 'jardin', 'jardins'],
    ['voiture<n><f>', 'voiture', 'voitures'],
  ],
  ca: [
    ['llibre<n><m>', 'llibre', 'llibres'],
    ['finestra<n><f>', 'finestra', 'finestres'],
    ['taula<n><f>', 'taula', 'taules'],
    ['cotxe<n><m>', 'cotxe', 'cotxes'],
    ['casa<n><f>', 'casa', 'cases'],
  ],
  it: [
    ['libro<n><m>', 'libro', 'libri'],
    ['finestra<n><f>', 'finestra', 'finestre'],
    ['giardino<n><m>', 'giardino', 'giardini'],
    ['casa<n><f>', 'casa', 'case'],
  ],
  pt: [
    ['livro<n><m>', 'livro', 'livros'],
    ['janela<n><f>', 'janela', 'janelas'],
    ['mesa<n><f>', 'mesa', 'mesas'],
    ['jardim<n><m>', 'jardim', 'jardins'],
    ['casa<n><f>', 'casa', 'casas'],
  ],
  gl: [
    ['libro<n><m>', 'libro', 'libros'],
    ['fiestra<n><f>', 'fiestra', 'fiestras'],
    ['mesa<n><f>', 'mesa', 'mesas'],
    ['casa<n><f>', 'casa', 'casas'],
  ],
};

/** A stand-in's translation must start like most words do: no elision or special article before it. */
const PLAIN_START = /^(?![aeiouhàáâãèéêìíîòóôõùúûsxzy]|gn|ps|pn)\p{L}/iu;

/** The gender and number of the first noun of an analysed term; undefined when it has none or both genders. */
export function nounClassOf(readings: readonly (readonly string[])[]): NounClass | undefined {
  for (const unit of readings) {
    const nouns = unit.filter((reading) => /<n>/.test(reading));
    if (nouns.length === 0) continue;
    const classes = nouns.map((reading) => ({
      gender: /<(m|f)>/.exec(reading)?.[1] as Gender | undefined,
      number: (/<pl>/.test(reading) ? 'pl' : 'sg') as GrammaticalNumber,
    }));
    const first = classes[0]!;
    const agreed = classes.every((c) => c.gender === first.gender && c.number === first.number);
    return first.gender && agreed ? { gender: first.gender, number: first.number } : undefined;
  }
  return undefined;
}

/** Endings that say a word's gender and number in a Romance language: the first that matches wins. */
const ENDINGS: Record<string, readonly [RegExp, Gender, GrammaticalNumber][]> = {
  es: [
    [/(ción|sión|dad|tud|umbre)$/, 'f', 'sg'],
    [/(ciones|siones|dades|tudes|umbres)$/, 'f', 'pl'],
    [/(aje|or)$/, 'm', 'sg'],
    [/(ajes|ores)$/, 'm', 'pl'],
    [/a$/, 'f', 'sg'],
    [/as$/, 'f', 'pl'],
    [/o$/, 'm', 'sg'],
    [/os$/, 'm', 'pl'],
  ],
  pt: [
    [/(ção|dade|agem)$/, 'f', 'sg'],
    [/(ções|dades|agens)$/, 'f', 'pl'],
    [/a$/, 'f', 'sg'],
    [/as$/, 'f', 'pl'],
    [/o$/, 'm', 'sg'],
    [/os$/, 'm', 'pl'],
  ],
  it: [
    [/(zione|tà)$/, 'f', 'sg'],
    [/zioni$/, 'f', 'pl'],
    [/a$/, 'f', 'sg'],
    [/o$/, 'm', 'sg'],
    [/i$/, 'm', 'pl'],
  ],
  ca: [
    [/(ció|tat)$/, 'f', 'sg'],
    [/(cions|tats)$/, 'f', 'pl'],
    [/a$/, 'f', 'sg'],
    [/es$/, 'f', 'pl'],
    [/(ment|ari)$/, 'm', 'sg'],
    [/(ments|aris)$/, 'm', 'pl'],
  ],
  fr: [
    [/(tion|sion|té|ure|ette|ance|ence)$/, 'f', 'sg'],
    [/(tions|sions|tés|ures|ettes|ances|ences)$/, 'f', 'pl'],
    [/(ment|age|eau|isme)$/, 'm', 'sg'],
    [/(ments|ages|eaux|ismes)$/, 'm', 'pl'],
  ],
};

/**
 * A guess from the ending of a one-word term the target dictionary does not know ("viatura" is
 * feminine); never for a name ("Glossa"), which takes no article of its own.
 */
export function guessNounClass(language: string, term: string): NounClass | undefined {
  const word = term.trim();
  if (!/^\p{Ll}\p{L}*$/u.test(word)) return undefined;
  const rule = ENDINGS[language]?.find(([ending]) => ending.test(word));
  return rule ? { gender: rule[1], number: rule[2] } : undefined;
}

const key = (c: NounClass) => `${c.gender}.${c.number}`;

/** A source word that travels in place of a term, and the word it comes out as. */
export interface StandIn {
  source: string;
  target: string;
  /** In a source language with genders, the source word's. */
  sourceGender?: Gender;
}

interface DictionaryFiles {
  sourceAnalyser: string;
  targetAnalyser: string;
  bilingual: string;
  generator: string;
}

/** One pair's dictionaries: the source's and the target's analysers, the bilingual one and the generator. */
export class TermNouns {
  private readonly classes = new Map<string, Promise<NounClass | undefined>>();
  /** Terms the target dictionary does not know at all. */
  private readonly unknown = new Set<string>();
  private standIns: Promise<Map<string, StandIn[]>> | undefined;

  private constructor(
    private readonly mode: ApertiumMode,
    private readonly files: DictionaryFiles,
    private readonly env?: NodeJS.ProcessEnv,
  ) {}

  /** The dictionaries of a mode whose pair is installed in both directions; undefined otherwise. */
  static of(mode: ApertiumMode, env?: NodeJS.ProcessEnv): TermNouns | undefined {
    const [from, to] = mode.name.split('-');
    const analyser = mode.commands[0]?.program === 'lt-proc' ? mode.commands[0].args.at(-1) : undefined;
    if (!from || !to || !analyser || !CANDIDATES[mode.source]) return undefined;
    const dir = path.dirname(analyser);
    const files = {
      sourceAnalyser: analyser,
      targetAnalyser: path.join(dir, `${to}-${from}.automorf.bin`),
      bilingual: path.join(dir, `${from}-${to}.autobil.bin`),
      generator: path.join(dir, `${from}-${to}.autogen.bin`),
    };
    return Object.values(files).every((file) => existsSync(file)) ? new TermNouns(mode, files, env) : undefined;
  }

  /** What the target term is, from the target language's dictionary (cached), or guessed from its ending. */
  async nounClass(term: string): Promise<NounClass | undefined> {
    const known = await this.classify(this.files.targetAnalyser, term);
    return known ?? (this.unknown.has(term) ? guessNounClass(this.mode.target, term) : undefined);
  }

  /** What the source term is, from the source language's dictionary (cached). */
  sourceClass(term: string): Promise<NounClass | undefined> {
    return this.classify(this.files.sourceAnalyser, term);
  }

  private classify(analyser: string, term: string): Promise<NounClass | undefined> {
    const cacheKey = `${analyser}\n${term}`;
    let found = this.classes.get(cacheKey);
    if (!found) {
      found = analyse(analyser, [term], this.env).then(
        ([units = []]) => {
          if (analyser === this.files.targetAnalyser && units.every((unit) => unit.readings.length === 0)) {
            this.unknown.add(term);
          }
          return nounClassOf(units.map((unit) => unit.readings));
        },
        () => undefined,
      );
      this.classes.set(cacheKey, found);
    }
    return found;
  }

  /** The source words that can travel in place of a term of this class, best first (none: the pair has none). */
  async standInsFor(nounClass: NounClass): Promise<readonly StandIn[]> {
    this.standIns ??= this.findStandIns().catch(() => new Map());
    return (await this.standIns).get(key(nounClass)) ?? [];
  }

  /**
   * For each gender and number, the candidates that are only ever nouns in the source (so the
   * tagger cannot take them for verbs) and whose every translation has that gender, with the
   * word the generator makes of the first translation.
   */
  private async findStandIns(): Promise<Map<string, StandIn[]>> {
    const candidates = CANDIDATES[this.mode.source] ?? [];
    const analysed = await analyse(
      this.files.sourceAnalyser,
      candidates.flatMap(([, singular, plural]) => [singular, plural]),
      this.env,
    );
    const forms = candidates.flatMap(([lemma]) => [`${lemma}<sg>`, `${lemma}<pl>`]);
    const translated = await translateForms(this.files.bilingual, forms, this.env);
    const generated = await generate(
      this.files.generator,
      translated.map((unit) => unit?.readings[0] ?? ''),
      this.env,
    );
    const found = new Map<string, StandIn[]>();
    candidates.forEach(([lemma, singular, plural], index) => {
      (['sg', 'pl'] as const).forEach((number, offset) => {
        const n = index * 2 + offset;
        const readings = analysed[n]?.flatMap((unit) => unit.readings) ?? [];
        if (readings.length === 0 || !readings.every((reading) => /<n>/.test(reading))) return;
        const targets = translated[n]?.readings ?? [];
        const nounClass = nounClassOf(targets.map((target) => [target]));
        const target = generated[n];
        if (!nounClass || nounClass.number !== number || !target || !PLAIN_START.test(target)) return;
        const list = found.get(key(nounClass)) ?? [];
        const sourceGender = /<(m|f)>/.exec(lemma)?.[1] as Gender | undefined;
        list.push({ source: number === 'sg' ? singular : plural, target, ...(sourceGender ? { sourceGender } : {}) });
        found.set(key(nounClass), list);
      });
    });
    return found;
  }
}
