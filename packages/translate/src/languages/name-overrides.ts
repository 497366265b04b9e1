import type { LocaleCode } from '@glossa/contracts/locales';

/**
 * Language names that Intl.DisplayNames (ICU 78 / CLDR 48) gets wrong for a translation
 * product: missing (it answers with the bare code), misleading (zh-HK 'tn' reads as
 * "Tunisian", th 'lg' as "Uganda"), ambiguous (two Kurdish languages both called "Kurdish")
 * or unlike what translation products show ('Chinese (Simplified)').
 * Found by checking all 176 × 12 names; the test suite re-checks them.
 */
export const NAME_OVERRIDES: Partial<Record<string, Partial<Record<LocaleCode, string>>>> = {
  'zh-Hans': { enus: 'Chinese (Simplified)', ruru: 'Китайский (упрощённый)' },
  'zh-Hant': { enus: 'Chinese (Traditional)', ruru: 'Китайский (традиционный)' },
  'pt-BR': { enus: 'Portuguese (Brazil)' },
  'pt-PT': { enus: 'Portuguese (Portugal)', jajp: 'ポルトガル語 (ポルトガル)' },
  ku: {
    zhcn: '库尔德语（库尔曼吉）',
    zhhk: '庫德文（庫爾曼吉）',
    zhtw: '庫德文（庫爾曼吉）',
    enus: 'Kurdish (Kurmanji)',
    dede: 'Kurdisch (Kurmandschi)',
    frfr: 'Kurde (kurmandji)',
    kokr: '쿠르드어(쿠르만지)',
    jajp: 'クルド語 (クルマンジー)',
    thth: 'เคิร์ด (กุรมันจี)',
    eses: 'Kurdo (kurmanji)',
    ruru: 'Курдский (курманджи)',
    arsa: 'الكردية (الكرمانجية)',
  },
  ckb: {
    zhcn: '库尔德语（索拉尼）',
    zhhk: '庫德文（索拉尼）',
    zhtw: '庫德文（索拉尼）',
    enus: 'Kurdish (Sorani)',
    dede: 'Kurdisch (Sorani)',
    frfr: 'Kurde (sorani)',
    kokr: '쿠르드어(소라니)',
    jajp: 'クルド語 (ソラニー)',
    thth: 'เคิร์ด (โซรานี)',
    eses: 'Kurdo (sorani)',
    ruru: 'Курдский (сорани)',
    arsa: 'الكردية (السورانية)',
  },
  frp: {
    zhcn: '法兰克-普罗旺斯语',
    kokr: '아르피탄어',
    eses: 'Arpitano',
    ruru: 'Франко-провансальский',
    arsa: 'الأربيتانية',
  },
  kri: { zhcn: '克里奥语', zhhk: '克里奧文', kokr: '크리오어', eses: 'Krio', ruru: 'Крио', arsa: 'الكريو' },
  tn: { zhhk: '茨瓦納文' },
  am: { zhhk: '阿姆哈拉文' },
  crh: { kokr: '크림 타타르어' },
  hmn: { kokr: '몽어' },
  lg: { enus: 'Luganda', thth: 'ลูกันดา' },
  rn: { enus: 'Kirundi', thth: 'คิรุนดี' },
  ny: { enus: 'Chichewa' },
  ilo: { enus: 'Ilocano' },
  dv: { enus: 'Dhivehi' },
  gd: { ruru: 'Шотландский гэльский' },
};

/**
 * Each language's name for itself where ICU has no data for the language (it would answer in
 * English) or where its answer is not what speakers call the language in a language list.
 */
export const NATIVE_NAME_OVERRIDES: Partial<Record<string, string>> = {
  'pt-PT': 'Português (Portugal)',
  an: 'Aragonés',
  frp: 'Arpitan',
  co: 'Corsu',
  la: 'Lingua Latina',
  crh: 'Qırımtatar tili',
  dv: 'ދިވެހި',
  lus: 'Mizo ṭawng',
  mni: 'ꯃꯤꯇꯩꯂꯣꯟ',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  jv: 'Basa Jawa',
  ilo: 'Ilokano',
  hil: 'Hiligaynon',
  war: 'Winaray',
  tet: 'Tetun',
  hmn: 'Hmoob',
  sm: 'Gagana Sāmoa',
  fj: 'Na Vosa Vakaviti',
  ty: 'Reo Tahiti',
  ch: 'Finoʼ Chamoru',
  tpi: 'Tok Pisin',
  ts: 'Xitsonga',
  ve: 'Tshivenḓa',
  ss: 'siSwati',
  nr: 'isiNdebele',
  ny: 'Chichewa',
  kri: 'Krio',
  gn: 'Avañeʼẽ',
  ay: 'Aymar aru',
  ht: 'Kreyòl ayisyen',
  pap: 'Papiamentu',
  iu: 'ᐃᓄᒃᑎᑐᑦ',
};
