import type { Block, OutputModeWire } from '@glossa/contracts/chat';
import { exportFormats } from '@glossa/translate/formats/export-formats';
import { formatFacts } from '@glossa/translate/formats/registry';
import { readDisabledExportFormats } from '../system/index.ts';
import type { WorkspaceDeps } from './deps.ts';

export const ALL_MODES: readonly OutputModeWire[] = ['translated', 'source-then-target', 'target-then-source'];

/**
 * Formats a translation of this file can be downloaded in; the adapter's own output first, which
 * stays whatever the operators turned off in the console (the other ones they turned off go).
 */
export async function downloadFormats(deps: WorkspaceDeps, fileName: string, extension: string): Promise<string[]> {
  const [formats, disabled] = await Promise.all([
    exportFormats(extension, { libreOffice: deps.libreOffice }).catch(() => [] as string[]),
    readDisabledExportFormats(deps.db),
  ]);
  if (formats.length > 0) return formats.filter((format, index) => index === 0 || !disabled.has(format));
  return [formatFacts(fileName)?.outputExtension ?? extension];
}

export async function downloadModes(fileName: string): Promise<OutputModeWire[]> {
  return formatFacts(fileName)?.bilingual === false ? ['translated'] : [...ALL_MODES];
}

export async function downloadBlock(
  deps: WorkspaceDeps,
  fileName: string,
  extension: string,
  isText: boolean,
  /** The version the card downloads (docs/decisions/0052-translation-versions.md). */
  version: { versionId: string; version: number },
): Promise<Block> {
  const name = isText ? 'translation.txt' : fileName;
  return {
    type: 'download',
    attributes: {
      ...version,
      fileName: name,
      formats: await downloadFormats(deps, fileName, extension),
      modes: await downloadModes(fileName),
    },
  };
}
