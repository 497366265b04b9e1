import { findLanguage } from '@glossa/translate/languages/catalog';

/**
 * LibreTranslate's own language codes where they differ from the catalogue's (decision 0030):
 * its Brazilian Portuguese is `pb` and its `pt` is European Portuguese, its Filipino is Tagalog
 * `tl`, and Chinese is `zh-Hans` / `zh-Hant` (older servers said `zh` and `zt`, still read).
 */
const CATALOGUE_TO_LIBRE: Record<string, string> = {
  'pt-BR': 'pb',
  'pt-PT': 'pt',
  fil: 'tl',
};

/** Codes read on the way in before the catalogue's own lookup, which would take `pt` for Brazil. */
const LIBRE_TO_CATALOGUE: Record<string, string> = {
  pb: 'pt-BR',
  pt: 'pt-PT',
  zt: 'zh-Hant',
  zh: 'zh-Hans',
  tl: 'fil',
};

/** The code LibreTranslate clients know for a catalogue language. */
export function libreCode(catalogueCode: string): string {
  return CATALOGUE_TO_LIBRE[catalogueCode] ?? catalogueCode;
}

/**
 * The catalogue language a client's code names: LibreTranslate's codes first, then any tag the
 * catalogue reads ('zh-CN', 'pt_BR', 'deu'); undefined when none.
 */
export function catalogueCode(code: string): string | undefined {
  const key = code.trim();
  const libre = LIBRE_TO_CATALOGUE[key.toLowerCase()];
  if (libre) return libre;
  return findLanguage(key)?.code;
}
