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
 */
const SHARED_CYRILLIC: readonly LetterRule[] = [
  { language: 'kk', letters: /[қғҚҒ]/g },
  { language: 'tt', letters: /[әӘ]/g },
  { language: 'ky', letters: /[ңҢ]/g },
  { language: 'mn', letters: /[өүӨҮ]/g },
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
    const hits = text.match(rule.letters)?.length ?? 0;
    if (hits > 0) return { language: rule.language, hits, strength: 'shared' };
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

const WORD_RULES: readonly WordRule[] = [
  {
    from: 'id',
    to: 'ms',
    fromWords: words(
      'bisa uang kantor karena bahwa mau saja kendaraan dibandingkan polisi gratis setelah kapan coba nggak gak ' +
        'enggak banget sih dong pemerintah rapat universitas taksi bis apakah silakan berkas',
    ),
    toWords: words(
      'kerana boleh daripada ialah bahawa wang mahu sahaja kenderaan berbanding polis hospital percuma selepas ' +
        'kerajaan jabatan pejabat ramai bila encik sila awak cuba tandas baharu iaitu semasa mesyuarat universiti ' +
        'teksi bas tahniah adakah',
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
    from: 'pt-BR',
    to: 'pt-PT',
    fromWords: words(
      'você vocês ônibus trem equipe usuário usuários contato fato registro tela celular econômico econômica ' +
        'fenômeno gênero câmera banheiro geladeira sorvete xícara tchau cadê bonde acadêmico tênis prêmio bebê',
    ),
    toWords: words(
      'telemóvel comboio autocarro equipa utilizador utilizadores contacto facto registo ecrã económico económica ' +
        'fenómeno género frigorífico gelado chávena rapariga miúdo fixe bué académico ténis prémio bebé ficheiro ' +
        'connosco óptimo acção direcção',
    ),
    // Brazil says 'estou fazendo', Portugal 'estou a fazer'.
    fromPhrases: /\best(?:ou|ás|á|amos|ão|ava|avam)\s+\p{L}+ndo\b/gu,
    toPhrases: /\best(?:ou|ás|á|amos|ão|ava|avam)\s+a\s+\p{L}+(?:ar|er|ir)\b/gu,
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
 * Bokmål with Nynorsk words is Nynorsk, and so on. Marathi counts as Hindi for the Nepali rule
 * because the statistical detector answers one of the two for Nepali text.
 */
export function refineByWords(language: string, text: string): string {
  const from = language === 'mr' ? 'hi' : language;
  const rule = WORD_RULES.find((candidate) => candidate.from === from);
  if (!rule) return language;
  const lower = text.toLowerCase();
  const tokens = lower.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  const count = (set: ReadonlySet<string>, phrases: RegExp | undefined) =>
    tokens.filter((token) => set.has(token)).length + (phrases ? (lower.match(phrases)?.length ?? 0) : 0);
  const own = count(rule.fromWords, rule.fromPhrases);
  const other = count(rule.toWords, rule.toPhrases);
  return other >= rule.lead && other > own ? rule.to : language;
}
