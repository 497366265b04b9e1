import { LEGACY_NAMES, type LegacyId } from './legacy/legacy-check.ts';
import { libreOfficeAvailable } from './legacy/libreoffice.ts';
import { supportedExtensions } from './registry.ts';

/** Whether the server can translate files with one extension, and why not when it cannot. */
export interface FormatAvailability {
  /** Lower case, without the dot. */
  extension: string;
  available: boolean;
  /** Present only when `available` is false: a sentence the format help panel can show. */
  reason?: string;
}

/** Formats read only through LibreOffice (decision 0009): unavailable, never dropped, without it. */
const NEEDS_LIBREOFFICE: ReadonlySet<string> = new Set<LegacyId>(['doc', 'xls', 'ppt', 'rtf']);

export interface AvailabilityOptions {
  /** Whether LibreOffice is installed; `soffice` on PATH by default (tests replace it). */
  libreOffice?: () => boolean;
}

/** Every extension an adapter reads, in the registry's order, with whether it can be translated here. */
export function formatAvailability({
  libreOffice = libreOfficeAvailable,
}: AvailabilityOptions = {}): FormatAvailability[] {
  let installed: boolean | undefined;
  return supportedExtensions().map((extension) => {
    if (!NEEDS_LIBREOFFICE.has(extension)) return { extension, available: true };
    installed ??= libreOffice();
    if (installed) return { extension, available: true };
    const name = LEGACY_NAMES[extension as LegacyId];
    return {
      extension,
      available: false,
      reason: `${name}s (.${extension}) need LibreOffice, which is not installed on this server`,
    };
  });
}
