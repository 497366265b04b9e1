import { FormatError } from '../document-format.ts';
import { hasWords, type OcrLine } from './ocr-line.ts';
import { paddleLines } from './paddle-ocr.ts';
import type { Raster } from './raster.ts';
import { detectScript, tesseractLanguages, tesseractLines } from './tesseract.ts';

/** Tesseract language packs by the primary subtag of a language (zh-Hant has its own). */
const TESSERACT_CODES: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  ca: 'cat',
  pl: 'pol',
  cs: 'ces',
  sk: 'slk',
  hu: 'hun',
  ro: 'ron',
  hr: 'hrv',
  sl: 'slv',
  sv: 'swe',
  da: 'dan',
  nb: 'nor',
  no: 'nor',
  fi: 'fin',
  et: 'est',
  lv: 'lav',
  lt: 'lit',
  tr: 'tur',
  id: 'ind',
  ms: 'msa',
  vi: 'vie',
  ru: 'rus',
  uk: 'ukr',
  bg: 'bul',
  sr: 'srp',
  mk: 'mkd',
  be: 'bel',
  el: 'ell',
  ar: 'ara',
  fa: 'fas',
  ur: 'urd',
  he: 'heb',
  hi: 'hin',
  mr: 'mar',
  ne: 'nep',
  bn: 'ben',
  ta: 'tam',
  te: 'tel',
  kn: 'kan',
  ml: 'mal',
  gu: 'guj',
  pa: 'pan',
  th: 'tha',
  ja: 'jpn',
  ko: 'kor',
  'zh-Hant': 'chi_tra',
};

/** What to try when tesseract's script detection names the script of an image in an unknown language. */
const SCRIPT_LANGUAGES: Record<string, string[]> = {
  Latin: ['eng', 'deu', 'fra', 'spa'],
  Cyrillic: ['rus', 'ukr', 'bul'],
  Arabic: ['ara', 'fas'],
  Hebrew: ['heb'],
  Greek: ['ell'],
  Devanagari: ['hin'],
  Thai: ['tha'],
  Japanese: ['jpn'],
  Katakana: ['jpn'],
  Hiragana: ['jpn'],
  Korean: ['kor'],
  Hangul: ['kor'],
  Han: ['chi_sim', 'chi_tra', 'jpn'],
};

/** 'zh-Hant-TW' → 'zh-Hant', 'pt-BR' → 'pt', 'auto' and '' → undefined. */
function languageKey(language: string | undefined): string | undefined {
  const tag = language?.trim();
  if (!tag || tag === 'auto') return undefined;
  const [primary = '', script] = tag.split(/[-_]/);
  if (primary.toLowerCase() === 'zh' && /^(hant|tw|hk|mo)$/i.test(script ?? '')) return 'zh-Hant';
  return primary.toLowerCase();
}

function needsTesseract(pack?: string): FormatError {
  const debian = pack ? `tesseract-ocr-${pack.replace(/_/g, '-')}` : 'tesseract-ocr';
  return new FormatError(
    `Reading text in images in this language needs Tesseract OCR: install the Debian package ${debian}.`,
    'unsupported',
  );
}

/** Tesseract for a known language, or a FormatError that names the package to install. */
async function tesseractFor(raster: Raster, code: string): Promise<OcrLine[]> {
  const installed = tesseractLanguages();
  if (!installed) throw needsTesseract();
  if (!installed.has(code)) throw needsTesseract(code);
  return (await tesseractLines(raster, code)).filter(hasWords);
}

/** Tesseract in the packs of the script it detects; nothing when it is not installed. */
async function tesseractByScript(raster: Raster): Promise<OcrLine[]> {
  const installed = tesseractLanguages();
  if (!installed) return [];
  const script = installed.has('osd') ? await detectScript(raster) : undefined;
  const packs = (SCRIPT_LANGUAGES[script ?? 'Latin'] ?? ['eng']).filter((pack) => installed.has(pack));
  if (packs.length === 0) return [];
  return (await tesseractLines(raster, packs.join('+'))).filter(hasWords);
}

/** The PaddleOCR lines; none when its models cannot run here and tesseract can stand in. */
async function paddleOrNothing(raster: Raster): Promise<OcrLine[]> {
  try {
    return await paddleLines(raster);
  } catch (error) {
    if (error instanceof FormatError && error.code === 'unsupported' && tesseractLanguages()) return [];
    throw error;
  }
}

/**
 * Reads the text lines of an image. Chinese, English and unknown languages go to the PaddleOCR
 * models first; other languages, and images in which those models find nothing, to tesseract.
 */
export async function recognizeText(raster: Raster, language?: string): Promise<OcrLine[]> {
  const key = languageKey(language);
  if (key === undefined || key === 'zh' || key === 'en') {
    const lines = (await paddleOrNothing(raster)).filter(hasWords);
    if (lines.length > 0) return lines;
    return key === 'en' && tesseractLanguages()?.has('eng') ? tesseractFor(raster, 'eng') : tesseractByScript(raster);
  }
  const code = TESSERACT_CODES[key];
  return code ? tesseractFor(raster, code) : tesseractByScript(raster);
}
