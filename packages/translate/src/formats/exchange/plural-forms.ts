/** How a language forms plurals, as gettext's Plural-Forms header writes it. */
export interface PluralRule {
  nplurals: number;
  plural: string;
}

const ONE: PluralRule = { nplurals: 1, plural: '0' };
const NOT_ONE: PluralRule = { nplurals: 2, plural: '(n != 1)' };
const ABOVE_ONE: PluralRule = { nplurals: 2, plural: '(n > 1)' };
const EAST_SLAVIC: PluralRule = {
  nplurals: 3,
  plural: '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)',
};
const CZECH: PluralRule = { nplurals: 3, plural: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' };

const SHARED: [string, PluralRule][] = [
  // One form: the same text for every count.
  ['ja zh ko th vi id ms lo km my bo jv', ONE],
  // Singular for 1 only.
  [
    'en de es it pt nl sv da nb nn no fi et el hu tr bg ca eu gl af sq az ka kk ky mn ne ur sw ta te ml kn mr gu bn ' +
      'pa hi he eo fo fy lb so ha uz ps',
    NOT_ONE,
  ],
  // Singular for 0 and 1.
  ['fr pt_BR fa hy fil tl oc ln ti wa am', ABOVE_ONE],
  ['ru uk be sr hr bs', EAST_SLAVIC],
  ['cs sk', CZECH],
];

const OWN: Record<string, PluralRule> = {
  pl: { nplurals: 3, plural: '(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)' },
  lt: { nplurals: 3, plural: '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2)' },
  lv: { nplurals: 3, plural: '(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2)' },
  ro: { nplurals: 3, plural: '(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2)' },
  ga: { nplurals: 5, plural: '(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4)' },
  gd: { nplurals: 4, plural: '(n==1 || n==11) ? 0 : (n==2 || n==12) ? 1 : (n > 2 && n < 20) ? 2 : 3' },
  sl: { nplurals: 4, plural: '(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)' },
  cy: { nplurals: 4, plural: '(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3' },
  mt: { nplurals: 4, plural: '(n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3)' },
  is: { nplurals: 2, plural: '(n%10!=1 || n%100==11)' },
  mk: { nplurals: 2, plural: '(n==1 || n%10==1 ? 0 : 1)' },
  ar: { nplurals: 6, plural: '(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)' },
};

/**
 * Plural rules per language (and the regional variants that differ), after GNU gettext's table
 * and CLDR. A language not listed gets the rule of English, which most languages share.
 */
const RULES = new Map<string, PluralRule>([
  ...SHARED.flatMap(([codes, rule]) => codes.split(' ').map((code): [string, PluralRule] => [code, rule])),
  ...Object.entries(OWN),
]);

/** gettext writes languages with an underscore: 'pt_BR', 'zh_TW'. */
export function gettextLanguage(code: string): string {
  const [base = '', ...rest] = code.split(/[-_]/);
  return [base.toLowerCase(), ...rest].join('_');
}

/** The plural rule of a language code ('pt-BR', 'ru', 'zh-Hans'): the variant's own, else the language's. */
export function pluralRule(code: string): PluralRule {
  const language = gettextLanguage(code);
  const base = language.split('_')[0] as string;
  return RULES.get(language) ?? RULES.get(base) ?? NOT_ONE;
}

export function pluralFormsHeader(rule: PluralRule): string {
  return `nplurals=${rule.nplurals}; plural=${rule.plural};`;
}
