import type { DocumentFormat } from '../document-format.ts';
import { FormatError } from '../document-format.ts';
import { checkLegacyFile, LEGACY_NAMES, type LegacyId } from './legacy-check.ts';
import { convertWithLibreOffice, libreOfficeAvailable } from './libreoffice.ts';

export type { LegacyId } from './legacy-check.ts';
export { libreOfficeAvailable } from './libreoffice.ts';

type ModernExtension = 'docx' | 'xlsx' | 'pptx';

/**
 * The Office 2007+ format each legacy file becomes, and its adapter, imported only when a legacy
 * file arrives (the modern adapters are large and most jobs never need them this way).
 */
const MODERN: Record<LegacyId, { extension: ModernExtension; load: () => Promise<DocumentFormat<unknown>> }> = {
  doc: { extension: 'docx', load: () => import('../word/word-format.ts').then((module) => module.word) },
  rtf: { extension: 'docx', load: () => import('../word/word-format.ts').then((module) => module.word) },
  xls: { extension: 'xlsx', load: () => import('../spreadsheet/spreadsheet.ts').then((module) => module.spreadsheet) },
  ppt: {
    extension: 'pptx',
    load: () => import('../presentation/presentation.ts').then((module) => module.presentation),
  },
};

export interface LegacySkeleton {
  modern: DocumentFormat<unknown>;
  skeleton: unknown;
}

/** What a legacy adapter needs from outside; tests replace them. */
export interface LegacyDependencies {
  available: () => boolean;
  convert: (input: Uint8Array, from: string, to: string) => Promise<Uint8Array>;
  loadModern: (id: LegacyId) => Promise<DocumentFormat<unknown>>;
}

export interface LegacyFormat extends DocumentFormat<LegacySkeleton> {
  /** The extension of what `rebuild` returns: the download panel says the output is the modern format. */
  outputExtension: ModernExtension;
  bilingual: true;
  /** Whether LibreOffice is installed; when it is not, the format is listed as unavailable. */
  available(): boolean;
}

const DEFAULTS: LegacyDependencies = {
  available: libreOfficeAvailable,
  convert: (input, from, to) => convertWithLibreOffice(input, from, to),
  loadModern: (id) => MODERN[id].load(),
};

/**
 * A legacy Office file (doc, xls, ppt) or RTF: LibreOffice converts it to docx, xlsx or pptx,
 * whose adapter does the rest; the translated file comes back in that modern format.
 */
export function legacyFormat(id: LegacyId, dependencies: Partial<LegacyDependencies> = {}): LegacyFormat {
  const { available, convert, loadModern: load } = { ...DEFAULTS, ...dependencies };
  const { extension } = MODERN[id];
  return {
    id,
    extensions: [id],
    outputExtension: extension,
    bilingual: true,
    available,
    async extract(input, options) {
      if (!available()) {
        throw new FormatError(
          `LibreOffice is needed to translate ${LEGACY_NAMES[id]}s (.${id}) and is not installed on this server`,
          'unsupported',
        );
      }
      checkLegacyFile(id, input);
      const [converted, modern] = await Promise.all([convert(input, id, extension), load(id)]);
      const { segments, skeleton } = await modern.extract(converted, options);
      return { segments, skeleton: { modern, skeleton } };
    },
    rebuild(skeleton, translations, mode, options) {
      return skeleton.modern.rebuild(skeleton.skeleton, translations, mode, options);
    },
  };
}

export const doc = legacyFormat('doc');
export const xls = legacyFormat('xls');
export const ppt = legacyFormat('ppt');
export const rtf = legacyFormat('rtf');

export const legacyFormats = [doc, xls, ppt, rtf] as const;
