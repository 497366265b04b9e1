import type { ScriptName } from './detect-scripts.ts';

/**
 * Letters and words that only one language of a script writes. They decide between languages
 * the statistical detector does not know (Macedonian, Kazakh, Pashto, Tigrinya...) or confuses
 * (Indonesian and Malay, Bokmål and Nynorsk, Brazilian and European Portuguese).
 */

interface LetterRule {
  language: string;
  letters: RegExp;
}

/** Per script: rules with letters of one language only, tried together; the most hits wins. */
const DISTINCTIVE_LETTERS: Partial<Record<ScriptName, readonly LetterRule[]>> = {
  Cyrl: [
    { language: 'mk', letters: /[ѓќѕЃЌЅ]/g },
    { language: 'kk', letters: /[ұҰ]/g },
    { language: 'tt', letters: /[җҖ]/g },
    { language: 'ba', letters: /[ҡҠҙҘ]/g },
    { language: 'cv', letters: /[ӑӐӗӖӳӲ]/g },
    { language: 'tg', letters: /[ӣӢӯӮҷҶ]/g },
    { language: 'sah', letters: /[ҕҔҥҤ]/g },
    { language: 'ce', letters: /[Ӏӏ]/g },
  ],
  Arab: [
    { language: 'ps', letters: /[ټډړږښګڼۍ]/g },
    { language: 'sd', letters: /[ٻڀٺٽٿڄڃڇڏڌڍڊڙڦڻڱ]/g },
    { language: 'ug', letters: /[ۇۈۋ]/g },
    { language: 'ckb', letters: /[ڕڵێ]/g },
  ],
  Ethi: [{ language: 'ti', letters: /[\u1250-\u125d\u12b8-\u12c5\u12a3]/g }],
  Beng: [{ language: 'as', letters: /[ৰৱ]/g }],
  Hebr: [{ language: 'yi', letters: /[\u05f0-\u05f2]|\u05e4\u05bf/g }],
  Latn: [
    { language: 'mt', letters: /[ħĦċĊġĠ]/g },
    { language: 'eo', letters: /[ĉĈĝĜĥĤĵĴŝŜŭŬ]/g },
    { language: 'cy', letters: /[ŵŴŷŶ]/g },
  ],
};

/**
 * Turkic and Mongolic Cyrillic letters shared by several languages, tried in order when no
 * distinctive letter decided: none of them occurs in Russian, Ukrainian, Bulgarian or Serbian.
 * The first rule whose trigger letters occur wins; its whole alphabet counts as evidence.
 */
const SHARED_CYRILLIC: readonly (LetterRule & { alphabet: RegExp })[] = [
  { language: 'kk', letters: /[қғҚҒ]/g, alphabet: /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/g },
  { language: 'tt', letters: /[әӘ]/g, alphabet: /[әөүҗңһӘӨҮҖҢҺ]/g },
  { language: 'ky', letters: /[ңҢ]/g, alphabet: /[ңөүҢӨҮ]/g },
  { language: 'mn', letters: /[өүӨҮ]/g, alphabet: /[өүӨҮ]/g },
];

export interface MarkerMatch {
  language: string;
  /** How many marker letters the text holds. */
  hits: number;
  /** Distinctive letters belong to this language alone; shared ones to a few languages of a region. */
  strength: 'distinctive' | 'shared';
}

/** The language whose own letters the text uses, if any. */
export function languageByLetters(script: ScriptName, text: string): MarkerMatch | undefined {
  let best: MarkerMatch | undefined;
  for (const rule of DISTINCTIVE_LETTERS[script] ?? []) {
    const hits = text.match(rule.letters)?.length ?? 0;
    if (hits > 0 && (!best || hits > best.hits)) best = { language: rule.language, hits, strength: 'distinctive' };
  }
  if (best || script !== 'Cyrl') return best;
  for (const rule of SHARED_CYRILLIC) {
    if (text.search(rule.letters) !== -1) {
      return { language: rule.language, hits: text.match(rule.alphabet)?.length ?? 0, strength: 'shared' };
    }
  }
  return undefined;
}

interface WordRule {
  /** The language the detector answered. */
  from: string;
  /** The language to answer instead when its words outnumber the detector's language's own. */
  to: string;
  fromWords: ReadonlySet<string>;
  toWords: ReadonlySet<string>;
  /** Phrases that count as words, matched on the lower-cased text. */
  fromPhrases?: RegExp;
  toPhrases?: RegExp;
  /** How many more words the other language needs. */
  lead: number;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Galician words that neither Spanish nor Portuguese writes. */
const GALICIAN =
  'non unha unhas tamén aínda xa hoxe moi moito moita moitos cando dende polo pola polos xente facer traballo miña ' +
  'mellor despois pechar pechado pechada luns xoves venres mércores nenos nenas xogan xogar esquecín esquezas prezos ' +
  'avoa grazas ata axiña xunto xuntos';

const WORD_RULES: readonly WordRule[] = [
  {
    from: 'id',
    to: 'ms',
    fromWords: words(
      'bisa uang kantor karena bahwa mau saja kendaraan dibandingkan polisi gratis setelah kapan coba nggak gak ' +
        'enggak banget sih dong pemerintah rapat universitas taksi bis apakah silakan berkas menit senin asuransi ' +
        'bagian ilmuwan pilek liburan kedokteran peneliti',
    ),
    toWords: words(
      'kerana boleh daripada ialah bahawa wang mahu sahaja kenderaan berbanding polis hospital percuma selepas ' +
        'kerajaan jabatan pejabat ramai bila encik sila awak cuba tandas baharu iaitu semasa mesyuarat universiti ' +
        'teksi bas tahniah adakah minit hujung perubatan muzium isnin kanak percutian pemuzik selsema saintis ' +
        'penyelidik mesej bahagian insurans bolehkah',
    ),
    lead: 1,
  },
  {
    from: 'nb',
    to: 'nn',
    fromWords: words(
      'ikke jeg hva hvordan hvorfor bare noe noen mye hele fra dere hun mer flere selv komme gjøre sier',
    ),
    toWords: words(
      'ikkje eg ein eit kva korleis kvifor berre noko nokon mykje heile vore frå dei dykk ho meir fleire sjølv kome ' +
        'gjere seier',
    ),
    lead: 1,
  },
  {
    from: 'nl',
    to: 'af',
    fromWords: words('niet ik jij je zij een de deze zijn wordt heeft hebben naar samen nu zal jullie mensen kinderen'),
    toWords: words(
      'nie ek jy hulle baie hierdie moenie vir sy n saam dankie asseblief goeie nou gewees sal julle mense kinders ' +
        'die vandag see naweek suster gesluit',
    ),
    // Dutch writes ij, sch and a leading z where Afrikaans writes y, sk and s.
    fromPhrases: /ij|sch|(?:^|\s)z/g,
    toPhrases: /y/g,
    lead: 1,
  },
  {
    from: 'es',
    to: 'gl',
    fromWords: words(
      'el los las la y es una muy cuando desde del al hoy ya también todavía hacer gente trabajo mi mejor después no ' +
        'hasta',
    ),
    toWords: words(`${GALICIAN} o os do da dos das na ao ás e é dez noite chave`),
    lead: 2,
  },
  {
    from: 'pt-BR',
    to: 'gl',
    fromWords: words(
      'não com uma também ainda já hoje muito muita quando pelo pela fazer trabalho minha melhor depois você até',
    ),
    toWords: words(`${GALICIAN} con tren fin museo subiron`),
    lead: 1,
  },
  {
    from: 'pt-BR',
    to: 'pt-PT',
    fromWords: words(
      'você vocês ônibus trem equipe usuário usuários contato fato registro registrar tela celular econômico ' +
        'econômica fenômeno gênero câmera banheiro geladeira sorvete xícara tchau cadê bonde acadêmico tênis prêmio ' +
        'bebê resfriado estresse confeitaria',
    ),
    toWords: words(
      'telemóvel comboio autocarro equipa utilizador utilizadores contacto facto registo registar registavam ' +
        'registado ecrã económico económica fenómeno género frigorífico gelado chávena rapariga miúdo miúdos fixe bué ' +
        'académico ténis prémio bebé ficheiro connosco óptimo acção direcção elétrico pastelaria constipar ' +
        'constiparem constipado stress podes tens queres sabes estás vais fazes esqueças',
    ),
    // Brazil says 'estou fazendo', Portugal 'estou a fazer'; only Portugal accents the past 'passámos'.
    fromPhrases: /\best(?:ou|ás|á|amos|ão|ava|avam)\s+\p{L}+ndo\b/gu,
    toPhrases: /\b(?:est|fic)(?:ou|ás|á|amos|ão|ava|avam|ávamos)\s+a\s+\p{L}+(?:ar|er|ir)\b|\p{L}ámos(?!\p{L})/gu,
    lead: 1,
  },
  {
    from: 'hi',
    to: 'ne',
    fromWords: words('है हैं था थे थी का की के में और नहीं'),
    toWords: words('छ छन् लाई भएको गरेको थियो पनि हुन्छ गर्न तपाईं हामी मेरो धेरै राम्रो छैन गर्छ भयो'),
    lead: 2,
  },
  {
    from: 'he',
    to: 'yi',
    fromWords: words('של את זה הוא היא לא עם על'),
    toWords: words('און איז פֿון פון ניט נישט דער דאָס דאס זיך האָט האט אַ'),
    lead: 2,
  },
];

/**
 * Applies the word rules to the detector's answer: Indonesian text with Malay words is Malay,
 * Bokmål with Nynorsk words is Nynorsk, Dutch with Afrikaans words Afrikaans, and so on. Marathi counts as Hindi for the Nepali rule
 * because the statistical detector answers one of the two for Nepali text.
 */
export function refineByWords(language: string, text: string): string {
  const from = language === 'mr' ? 'hi' : language;
  const rules = WORD_RULES.filter((candidate) => candidate.from === from);
  if (!rules.length) return language;
  const lower = text.toLowerCase();
  const tokens = lower.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  const count = (set: ReadonlySet<string>, phrases: RegExp | undefined) =>
    tokens.filter((token) => set.has(token)).length + (phrases ? (lower.match(phrases)?.length ?? 0) : 0);
  for (const rule of rules) {
    const own = count(rule.fromWords, rule.fromPhrases);
    const other = count(rule.toWords, rule.toPhrases);
    if (other >= rule.lead && other > own) return rule.to;
  }
  return language;
}
