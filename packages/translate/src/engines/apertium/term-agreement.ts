/**
 * The word just before a term whose form depends on how the term begins (elision, contraction):
 * the stand-in a term travels as (term-nouns.ts) always starts with a plain consonant, so
 * Apertium writes "la maison", "il libro", "del llibre"; before "entreprise", "studente" or
 * "ordinador" these become "l'", "lo", "de l'" (docs/decisions/0049-term-agreement-offline.md).
 */
import type { NounClass } from './term-nouns.ts';

type Rules = Record<string, string>;

/** Italian masculine plural words before a vowel, s + consonant or z: "gli", "degli" ... */
const ITALIAN_PLURAL: Rules = {
  i: 'gli',
  dei: 'degli',
  ai: 'agli',
  nei: 'negli',
  sui: 'sugli',
  dai: 'dagli',
  quei: 'quegli',
};

/** Before a vowel (or a mute h in French). A value ending in an apostrophe joins the term. */
const BEFORE_VOWEL: Record<string, Rules> = {
  fr: {
    le: "l'",
    la: "l'",
    de: "d'",
    du: "de l'",
    au: "à l'",
    ce: 'cet',
    ma: 'mon',
    ta: 'ton',
    sa: 'son',
    que: "qu'",
    beau: 'bel',
    nouveau: 'nouvel',
  },
  ca: { el: "l'", la: "l'", de: "d'", del: "de l'", al: "a l'", pel: "per l'" },
  it: {
    il: "l'",
    lo: "l'",
    la: "l'",
    una: "un'",
    uno: 'un',
    del: "dell'",
    dello: "dell'",
    della: "dell'",
    al: "all'",
    allo: "all'",
    alla: "all'",
    nel: "nell'",
    nello: "nell'",
    nella: "nell'",
    sul: "sull'",
    sulla: "sull'",
    dal: "dall'",
    dalla: "dall'",
    questo: "quest'",
    questa: "quest'",
    quel: "quell'",
    quello: "quell'",
    quella: "quell'",
    ...ITALIAN_PLURAL,
  },
};

/** Italian masculine words before s + consonant, z, gn, ps, pn, x, y. */
const ITALIAN_BEFORE_S_CONSONANT: Rules = {
  il: 'lo',
  un: 'uno',
  del: 'dello',
  al: 'allo',
  nel: 'nello',
  sul: 'sullo',
  dal: 'dallo',
  quel: 'quello',
  ...ITALIAN_PLURAL,
};

/** Spanish "y" and "o" before words starting with an i or o sound. */
const SPANISH_CONJUNCTIONS = (term: string): Rules => ({
  ...(/^h?i(?![aeiouáéíóú])/i.test(term) ? { y: 'e' } : {}),
  ...(/^h?o/i.test(term) ? { o: 'u' } : {}),
});

function startsWithVowel(language: string, term: string): boolean {
  const vowel = /^[aeiouàáâäèéêëìíîïòóôöùúûü]/i.test(term);
  // French and Catalan h is mute before most words; Italian has almost no h-words.
  return vowel || (/^h[aeiouàáâèéêìíîòóôùúû]/i.test(term) && (language === 'fr' || language === 'ca'));
}

/** The rules that apply before this term in this language. */
function rulesFor(language: string, term: string, nounClass: NounClass): Rules | undefined {
  if (language === 'es') return SPANISH_CONJUNCTIONS(term);
  if (startsWithVowel(language, term)) {
    const rules = BEFORE_VOWEL[language];
    // Catalan keeps "la" before an unstressed i or u ("la universitat"): the usual case.
    if (language === 'ca' && nounClass.gender === 'f' && /^h?[iuíú]/i.test(term)) return undefined;
    // French plurals only elide "de" and "que" ("des entreprises", "les beaux hôtels"); "cet", "bel" are masculine.
    if (language === 'fr' && nounClass.number === 'pl') return { de: "d'", que: "qu'" };
    if (language === 'fr' && nounClass.gender === 'f') {
      const { ce: _ce, beau: _beau, nouveau: _nouveau, ...feminine } = rules ?? {};
      return feminine;
    }
    return rules;
  }
  if (language === 'it' && nounClass.gender === 'm' && /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i.test(term)) {
    return ITALIAN_BEFORE_S_CONSONANT;
  }
  return undefined;
}

/** Keeps an initial capital: "Le" → "L'", "Du" → "De l'". */
function matchCase(original: string, replacement: string): string {
  const first = original[0];
  return first && first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/** The text with the word before `tag` fitted to the term that will replace the tag. */
export function fitBeforeTerm(language: string, text: string, tag: string, term: string, nounClass: NounClass): string {
  const rules = rulesFor(language.toLowerCase().split(/[-_]/)[0]!, term.trim(), nounClass);
  if (!rules) return text;
  const at = text.indexOf(tag);
  if (at < 0) return text;
  const before = /(?<![\p{L}'’])(\p{L}+)( +)$/u.exec(text.slice(0, at));
  if (!before) return text;
  const replacement = rules[before[1]!.toLowerCase()];
  if (!replacement) return text;
  const fitted = matchCase(before[1]!, replacement) + (replacement.endsWith("'") ? '' : before[2]);
  return text.slice(0, before.index) + fitted + text.slice(at);
}
