import { officeFamily } from './auto-options.ts';
import { FormatError } from './document-format.ts';
import { convertWithLibreOffice, libreOfficeAvailable } from './legacy/libreoffice.ts';
import { formatFacts } from './registry.ts';

/**
 * The formats the download panel offers for a translated file. The translated file itself comes
 * first, in the adapter's output format (docx for a doc or rtf, xlsx for an xls, pptx for a ppt,
 * else the input's own format). Office and OpenDocument outputs can also be exported through
 * LibreOffice: to PDF, and between the Office and OpenDocument twin of the same kind.
 */

/** OpenDocument outputs; with the Office families, what LibreOffice renders to PDF. */
const OPEN_DOCUMENT = new Set(['odt', 'ott', 'ods', 'ots', 'odp', 'otp']);

/** The other family's format of the same kind (only the main document formats, not templates or macro files). */
const TWIN: Record<string, string> = {
  docx: 'odt',
  odt: 'docx',
  xlsx: 'ods',
  ods: 'xlsx',
  pptx: 'odp',
  odp: 'pptx',
};

export interface ExportAvailability {
  /** Whether LibreOffice is installed (see `libreOfficeAvailable`). */
  libreOffice: boolean;
}

function normalise(extension: string): string {
  return extension.replace(/^\./, '').toLowerCase();
}

/** The extension of what the adapter for `extension` writes; undefined when no adapter reads it. */
export async function outputExtensionOf(extension: string): Promise<string | undefined> {
  return formatFacts(`file.${normalise(extension)}`)?.outputExtension;
}

/**
 * The extensions (lower case, no dot) offered for downloading the translation of a file with
 * this input extension: the adapter's output first, then the LibreOffice exports when it is
 * installed. [] for an extension no adapter reads.
 */
export async function exportFormats(extension: string, { libreOffice }: ExportAvailability): Promise<string[]> {
  const output = await outputExtensionOf(extension);
  if (!output) return [];
  const formats = [output];
  if (libreOffice && (officeFamily(output) !== undefined || OPEN_DOCUMENT.has(output))) {
    formats.push('pdf');
    const twin = TWIN[output];
    if (twin) formats.push(twin);
  }
  return formats;
}

export interface ExportDependencies {
  available: () => boolean;
  convert: (input: Uint8Array, from: string, to: string) => Promise<Uint8Array>;
}

const DEFAULTS: ExportDependencies = {
  available: libreOfficeAvailable,
  convert: (input, from, to) => convertWithLibreOffice(input, from, to),
};

/**
 * The translated file `bytes` (of an input with extension `fromExtension`, so in that adapter's
 * output format) in the format `toExtension`: the bytes themselves when that is the output
 * format, else converted by LibreOffice headless (isolated profile, timeout, temporary
 * directory removed). A FormatError('unsupported') when LibreOffice is missing or the panel
 * does not offer that format for this input.
 */
export async function exportDocument(
  bytes: Uint8Array,
  fromExtension: string,
  toExtension: string,
  dependencies: Partial<ExportDependencies> = {},
): Promise<Uint8Array> {
  const { available, convert } = { ...DEFAULTS, ...dependencies };
  const from = normalise(fromExtension);
  const to = normalise(toExtension);
  const output = await outputExtensionOf(from);
  if (!output) throw new FormatError(`Files with the extension .${from} cannot be exported`, 'unsupported');
  if (to === output) return bytes;
  if (!(await exportFormats(from, { libreOffice: true })).includes(to)) {
    throw new FormatError(`A translated .${from} file cannot be exported as .${to}`, 'unsupported');
  }
  if (!available()) {
    throw new FormatError(
      `LibreOffice is needed to export as .${to} and is not installed on this server`,
      'unsupported',
    );
  }
  return convert(bytes, output, to);
}
