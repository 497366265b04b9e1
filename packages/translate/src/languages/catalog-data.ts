/**
 * The 176 languages Glossa offers as source and target. Codes are BCP-47 with the shortest
 * tag that identifies the language; a script or region subtag appears only where the variant
 * changes the translation (Chinese, Portuguese, Serbian, Norwegian).
 */

/** ISO 15924 script codes of the catalogue's languages. */
export type ScriptCode =
  | 'Latn'
  | 'Cyrl'
  | 'Grek'
  | 'Arab'
  | 'Hebr'
  | 'Thaa'
  | 'Hans'
  | 'Hant'
  | 'Jpan'
  | 'Kore'
  | 'Deva'
  | 'Beng'
  | 'Guru'
  | 'Gujr'
  | 'Orya'
  | 'Taml'
  | 'Telu'
  | 'Knda'
  | 'Mlym'
  | 'Sinh'
  | 'Mtei'
  | 'Olck'
  | 'Tibt'
  | 'Thai'
  | 'Laoo'
  | 'Khmr'
  | 'Mymr'
  | 'Geor'
  | 'Armn'
  | 'Ethi'
  | 'Tfng'
  | 'Cher'
  | 'Cans';

export interface LanguageEntry {
  /** BCP-47 tag: 'en', 'zh-Hans', 'pt-BR', 'sr-Latn'. */
  code: string;
  /** The script the language is written in, ISO 15924. */
  script: ScriptCode;
  direction: 'ltr' | 'rtl';
  /** The ISO 639-3 code Apertium's language pairs use for this language, where it has one. */
  apertium?: string;
}

export const LANGUAGE_DATA: readonly LanguageEntry[] = [
  // Europe
  { code: 'en', script: 'Latn', direction: 'ltr', apertium: 'eng' }, // English
  { code: 'de', script: 'Latn', direction: 'ltr', apertium: 'deu' }, // German
  { code: 'fr', script: 'Latn', direction: 'ltr', apertium: 'fra' }, // French
  { code: 'es', script: 'Latn', direction: 'ltr', apertium: 'spa' }, // Spanish
  { code: 'it', script: 'Latn', direction: 'ltr', apertium: 'ita' }, // Italian
  { code: 'pt-BR', script: 'Latn', direction: 'ltr', apertium: 'por' }, // Portuguese (Brazil)
  { code: 'pt-PT', script: 'Latn', direction: 'ltr' }, // Portuguese (Portugal)
  { code: 'nl', script: 'Latn', direction: 'ltr', apertium: 'nld' }, // Dutch
  { code: 'ru', script: 'Cyrl', direction: 'ltr', apertium: 'rus' }, // Russian
  { code: 'uk', script: 'Cyrl', direction: 'ltr', apertium: 'ukr' }, // Ukrainian
  { code: 'pl', script: 'Latn', direction: 'ltr', apertium: 'pol' }, // Polish
  { code: 'cs', script: 'Latn', direction: 'ltr' }, // Czech
  { code: 'sk', script: 'Latn', direction: 'ltr' }, // Slovak
  { code: 'sl', script: 'Latn', direction: 'ltr', apertium: 'slv' }, // Slovenian
  { code: 'hr', script: 'Latn', direction: 'ltr', apertium: 'hbs' }, // Croatian
  { code: 'bs', script: 'Latn', direction: 'ltr', apertium: 'hbs' }, // Bosnian
  { code: 'sr-Cyrl', script: 'Cyrl', direction: 'ltr' }, // Serbian (Cyrillic)
  { code: 'sr-Latn', script: 'Latn', direction: 'ltr', apertium: 'hbs' }, // Serbian (Latin)
  { code: 'mk', script: 'Cyrl', direction: 'ltr', apertium: 'mkd' }, // Macedonian
  { code: 'bg', script: 'Cyrl', direction: 'ltr', apertium: 'bul' }, // Bulgarian
  { code: 'ro', script: 'Latn', direction: 'ltr', apertium: 'ron' }, // Romanian
  { code: 'hu', script: 'Latn', direction: 'ltr' }, // Hungarian
  { code: 'el', script: 'Grek', direction: 'ltr' }, // Greek
  { code: 'sv', script: 'Latn', direction: 'ltr', apertium: 'swe' }, // Swedish
  { code: 'da', script: 'Latn', direction: 'ltr', apertium: 'dan' }, // Danish
  { code: 'nb', script: 'Latn', direction: 'ltr', apertium: 'nob' }, // Norwegian Bokmål
  { code: 'nn', script: 'Latn', direction: 'ltr', apertium: 'nno' }, // Norwegian Nynorsk
  { code: 'fi', script: 'Latn', direction: 'ltr' }, // Finnish
  { code: 'et', script: 'Latn', direction: 'ltr' }, // Estonian
  { code: 'lv', script: 'Latn', direction: 'ltr' }, // Latvian
  { code: 'lt', script: 'Latn', direction: 'ltr' }, // Lithuanian
  { code: 'is', script: 'Latn', direction: 'ltr', apertium: 'isl' }, // Icelandic
  { code: 'fo', script: 'Latn', direction: 'ltr' }, // Faroese
  { code: 'ga', script: 'Latn', direction: 'ltr' }, // Irish
  { code: 'gd', script: 'Latn', direction: 'ltr' }, // Scottish Gaelic
  { code: 'cy', script: 'Latn', direction: 'ltr', apertium: 'cym' }, // Welsh
  { code: 'br', script: 'Latn', direction: 'ltr', apertium: 'bre' }, // Breton
  { code: 'ca', script: 'Latn', direction: 'ltr', apertium: 'cat' }, // Catalan
  { code: 'eu', script: 'Latn', direction: 'ltr', apertium: 'eus' }, // Basque
  { code: 'gl', script: 'Latn', direction: 'ltr', apertium: 'glg' }, // Galician
  { code: 'oc', script: 'Latn', direction: 'ltr', apertium: 'oci' }, // Occitan
  { code: 'ast', script: 'Latn', direction: 'ltr', apertium: 'ast' }, // Asturian
  { code: 'an', script: 'Latn', direction: 'ltr', apertium: 'arg' }, // Aragonese
  { code: 'frp', script: 'Latn', direction: 'ltr', apertium: 'frp' }, // Arpitan (Franco-Provençal)
  { code: 'sc', script: 'Latn', direction: 'ltr', apertium: 'srd' }, // Sardinian
  { code: 'co', script: 'Latn', direction: 'ltr' }, // Corsican
  { code: 'rm', script: 'Latn', direction: 'ltr' }, // Romansh
  { code: 'lb', script: 'Latn', direction: 'ltr' }, // Luxembourgish
  { code: 'fy', script: 'Latn', direction: 'ltr' }, // Western Frisian
  { code: 'mt', script: 'Latn', direction: 'ltr' }, // Maltese
  { code: 'sq', script: 'Latn', direction: 'ltr' }, // Albanian
  { code: 'be', script: 'Cyrl', direction: 'ltr', apertium: 'bel' }, // Belarusian
  { code: 'szl', script: 'Latn', direction: 'ltr', apertium: 'szl' }, // Silesian
  { code: 'se', script: 'Latn', direction: 'ltr', apertium: 'sme' }, // Northern Sami
  { code: 'la', script: 'Latn', direction: 'ltr' }, // Latin
  { code: 'eo', script: 'Latn', direction: 'ltr', apertium: 'epo' }, // Esperanto
  // Turkic, Caucasus, Central and North Asia
  { code: 'tr', script: 'Latn', direction: 'ltr', apertium: 'tur' }, // Turkish
  { code: 'az', script: 'Latn', direction: 'ltr' }, // Azerbaijani
  { code: 'kk', script: 'Cyrl', direction: 'ltr', apertium: 'kaz' }, // Kazakh
  { code: 'ky', script: 'Cyrl', direction: 'ltr' }, // Kyrgyz
  { code: 'uz', script: 'Latn', direction: 'ltr' }, // Uzbek
  { code: 'tk', script: 'Latn', direction: 'ltr' }, // Turkmen
  { code: 'tt', script: 'Cyrl', direction: 'ltr', apertium: 'tat' }, // Tatar
  { code: 'ba', script: 'Cyrl', direction: 'ltr' }, // Bashkir
  { code: 'cv', script: 'Cyrl', direction: 'ltr' }, // Chuvash
  { code: 'crh', script: 'Latn', direction: 'ltr', apertium: 'crh' }, // Crimean Tatar
  { code: 'sah', script: 'Cyrl', direction: 'ltr' }, // Yakut
  { code: 'ce', script: 'Cyrl', direction: 'ltr' }, // Chechen
  { code: 'tg', script: 'Cyrl', direction: 'ltr' }, // Tajik
  { code: 'mn', script: 'Cyrl', direction: 'ltr' }, // Mongolian
  { code: 'ka', script: 'Geor', direction: 'ltr' }, // Georgian
  { code: 'hy', script: 'Armn', direction: 'ltr' }, // Armenian
  // Middle East and Arabic-script South Asia
  { code: 'ar', script: 'Arab', direction: 'rtl' }, // Arabic
  { code: 'he', script: 'Hebr', direction: 'rtl' }, // Hebrew
  { code: 'yi', script: 'Hebr', direction: 'rtl' }, // Yiddish
  { code: 'fa', script: 'Arab', direction: 'rtl' }, // Persian
  { code: 'ur', script: 'Arab', direction: 'rtl', apertium: 'urd' }, // Urdu
  { code: 'ps', script: 'Arab', direction: 'rtl' }, // Pashto
  { code: 'sd', script: 'Arab', direction: 'rtl' }, // Sindhi
  { code: 'ug', script: 'Arab', direction: 'rtl' }, // Uyghur
  { code: 'ckb', script: 'Arab', direction: 'rtl' }, // Kurdish (Sorani)
  { code: 'ku', script: 'Latn', direction: 'ltr' }, // Kurdish (Kurmanji)
  { code: 'dv', script: 'Thaa', direction: 'rtl' }, // Dhivehi
  // South Asia
  { code: 'hi', script: 'Deva', direction: 'ltr', apertium: 'hin' }, // Hindi
  { code: 'bn', script: 'Beng', direction: 'ltr' }, // Bengali
  { code: 'pa', script: 'Guru', direction: 'ltr' }, // Punjabi
  { code: 'gu', script: 'Gujr', direction: 'ltr' }, // Gujarati
  { code: 'mr', script: 'Deva', direction: 'ltr' }, // Marathi
  { code: 'ne', script: 'Deva', direction: 'ltr' }, // Nepali
  { code: 'or', script: 'Orya', direction: 'ltr' }, // Odia
  { code: 'ta', script: 'Taml', direction: 'ltr' }, // Tamil
  { code: 'te', script: 'Telu', direction: 'ltr' }, // Telugu
  { code: 'kn', script: 'Knda', direction: 'ltr' }, // Kannada
  { code: 'ml', script: 'Mlym', direction: 'ltr' }, // Malayalam
  { code: 'si', script: 'Sinh', direction: 'ltr' }, // Sinhala
  { code: 'as', script: 'Beng', direction: 'ltr' }, // Assamese
  { code: 'mai', script: 'Deva', direction: 'ltr' }, // Maithili
  { code: 'bho', script: 'Deva', direction: 'ltr' }, // Bhojpuri
  { code: 'doi', script: 'Deva', direction: 'ltr' }, // Dogri
  { code: 'kok', script: 'Deva', direction: 'ltr' }, // Konkani
  { code: 'mni', script: 'Mtei', direction: 'ltr' }, // Meitei (Manipuri)
  { code: 'sat', script: 'Olck', direction: 'ltr' }, // Santali
  { code: 'lus', script: 'Latn', direction: 'ltr' }, // Mizo
  { code: 'sa', script: 'Deva', direction: 'ltr' }, // Sanskrit
  { code: 'dz', script: 'Tibt', direction: 'ltr' }, // Dzongkha
  { code: 'bo', script: 'Tibt', direction: 'ltr' }, // Tibetan
  // East Asia
  { code: 'zh-Hans', script: 'Hans', direction: 'ltr' }, // Chinese (Simplified)
  { code: 'zh-Hant', script: 'Hant', direction: 'ltr' }, // Chinese (Traditional)
  { code: 'yue', script: 'Hant', direction: 'ltr' }, // Cantonese
  { code: 'ja', script: 'Jpan', direction: 'ltr' }, // Japanese
  { code: 'ko', script: 'Kore', direction: 'ltr' }, // Korean
  // South-East Asia
  { code: 'th', script: 'Thai', direction: 'ltr' }, // Thai
  { code: 'lo', script: 'Laoo', direction: 'ltr' }, // Lao
  { code: 'km', script: 'Khmr', direction: 'ltr' }, // Khmer
  { code: 'my', script: 'Mymr', direction: 'ltr' }, // Burmese
  { code: 'vi', script: 'Latn', direction: 'ltr' }, // Vietnamese
  { code: 'id', script: 'Latn', direction: 'ltr', apertium: 'ind' }, // Indonesian
  { code: 'ms', script: 'Latn', direction: 'ltr', apertium: 'zlm' }, // Malay
  { code: 'fil', script: 'Latn', direction: 'ltr' }, // Filipino
  { code: 'jv', script: 'Latn', direction: 'ltr' }, // Javanese
  { code: 'su', script: 'Latn', direction: 'ltr' }, // Sundanese
  { code: 'ceb', script: 'Latn', direction: 'ltr' }, // Cebuano
  { code: 'ilo', script: 'Latn', direction: 'ltr' }, // Ilocano
  { code: 'hil', script: 'Latn', direction: 'ltr' }, // Hiligaynon
  { code: 'war', script: 'Latn', direction: 'ltr' }, // Waray
  { code: 'tet', script: 'Latn', direction: 'ltr' }, // Tetum
  { code: 'hmn', script: 'Latn', direction: 'ltr' }, // Hmong
  // Pacific
  { code: 'haw', script: 'Latn', direction: 'ltr' }, // Hawaiian
  { code: 'mi', script: 'Latn', direction: 'ltr' }, // Maori
  { code: 'sm', script: 'Latn', direction: 'ltr' }, // Samoan
  { code: 'to', script: 'Latn', direction: 'ltr' }, // Tongan
  { code: 'fj', script: 'Latn', direction: 'ltr' }, // Fijian
  { code: 'ty', script: 'Latn', direction: 'ltr' }, // Tahitian
  { code: 'ch', script: 'Latn', direction: 'ltr' }, // Chamorro
  { code: 'tpi', script: 'Latn', direction: 'ltr' }, // Tok Pisin
  // Africa
  { code: 'sw', script: 'Latn', direction: 'ltr' }, // Swahili
  { code: 'am', script: 'Ethi', direction: 'ltr' }, // Amharic
  { code: 'ti', script: 'Ethi', direction: 'ltr' }, // Tigrinya
  { code: 'om', script: 'Latn', direction: 'ltr' }, // Oromo
  { code: 'so', script: 'Latn', direction: 'ltr' }, // Somali
  { code: 'ha', script: 'Latn', direction: 'ltr' }, // Hausa
  { code: 'yo', script: 'Latn', direction: 'ltr' }, // Yoruba
  { code: 'ig', script: 'Latn', direction: 'ltr' }, // Igbo
  { code: 'zu', script: 'Latn', direction: 'ltr' }, // Zulu
  { code: 'xh', script: 'Latn', direction: 'ltr' }, // Xhosa
  { code: 'af', script: 'Latn', direction: 'ltr', apertium: 'afr' }, // Afrikaans
  { code: 'st', script: 'Latn', direction: 'ltr' }, // Southern Sotho
  { code: 'nso', script: 'Latn', direction: 'ltr' }, // Northern Sotho
  { code: 'tn', script: 'Latn', direction: 'ltr' }, // Tswana
  { code: 'ts', script: 'Latn', direction: 'ltr' }, // Tsonga
  { code: 've', script: 'Latn', direction: 'ltr' }, // Venda
  { code: 'ss', script: 'Latn', direction: 'ltr' }, // Swati
  { code: 'nr', script: 'Latn', direction: 'ltr' }, // South Ndebele
  { code: 'sn', script: 'Latn', direction: 'ltr' }, // Shona
  { code: 'ny', script: 'Latn', direction: 'ltr' }, // Chichewa
  { code: 'rw', script: 'Latn', direction: 'ltr' }, // Kinyarwanda
  { code: 'rn', script: 'Latn', direction: 'ltr' }, // Kirundi
  { code: 'lg', script: 'Latn', direction: 'ltr' }, // Luganda
  { code: 'ln', script: 'Latn', direction: 'ltr' }, // Lingala
  { code: 'wo', script: 'Latn', direction: 'ltr' }, // Wolof
  { code: 'ff', script: 'Latn', direction: 'ltr' }, // Fula
  { code: 'ak', script: 'Latn', direction: 'ltr' }, // Akan (Twi)
  { code: 'ee', script: 'Latn', direction: 'ltr' }, // Ewe
  { code: 'bm', script: 'Latn', direction: 'ltr' }, // Bambara
  { code: 'kri', script: 'Latn', direction: 'ltr' }, // Krio
  { code: 'mg', script: 'Latn', direction: 'ltr' }, // Malagasy
  { code: 'kab', script: 'Latn', direction: 'ltr' }, // Kabyle
  { code: 'zgh', script: 'Tfng', direction: 'ltr' }, // Standard Moroccan Tamazight
  // The Americas
  { code: 'qu', script: 'Latn', direction: 'ltr' }, // Quechua
  { code: 'gn', script: 'Latn', direction: 'ltr' }, // Guarani
  { code: 'ay', script: 'Latn', direction: 'ltr' }, // Aymara
  { code: 'ht', script: 'Latn', direction: 'ltr' }, // Haitian Creole
  { code: 'pap', script: 'Latn', direction: 'ltr' }, // Papiamento
  { code: 'chr', script: 'Cher', direction: 'ltr' }, // Cherokee
  { code: 'iu', script: 'Cans', direction: 'ltr' }, // Inuktitut
  { code: 'kl', script: 'Latn', direction: 'ltr' }, // Greenlandic
];
