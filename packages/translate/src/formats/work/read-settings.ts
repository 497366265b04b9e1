import type { ArchiveLimits } from '../archive.ts';
import { agentOptions, officeFamily } from '../auto-options.ts';
import type { ExtractOptions } from '../document-format.ts';

/** What a file may grow to while it is read: a zip's inflated bytes, an image's pixels. */
export interface ReadLimits {
  archive: Partial<ArchiveLimits>;
  maxImagePixels?: number;
}

/**
 * How one file is to be read, in plain data that can cross into a worker thread: the
 * conversation's mode decides the extract options (the file itself in agent mode, the user's
 * switches in professional mode).
 */
export interface ReadSettings {
  mode?: 'agent' | 'professional';
  /** Professional mode: the user's switches (only the booleans count). */
  switches?: Record<string, unknown>;
  password?: string;
  /** The document's language when known (BCP-47): it picks the OCR model for scans and pictures. */
  sourceLanguage?: string;
  limits?: ReadLimits;
}

/** The extract options for a file with this extension under these settings. */
export function extractOptionsFor(extension: string, settings: ReadSettings): ExtractOptions {
  let options: ExtractOptions = {};
  const { limits } = settings;
  if (settings.mode === 'professional' && settings.switches) {
    const switches = Object.fromEntries(Object.entries(settings.switches).filter(([, v]) => typeof v === 'boolean'));
    options = officeFamily(extension) === 'word' ? ({ word: switches } as ExtractOptions) : { ...switches };
  } else if (officeFamily(extension)) {
    options = agentOptions(extension);
  }
  if (limits) options = { ...options, archiveLimits: limits.archive };
  if (limits?.maxImagePixels) options = { ...options, maxImagePixels: limits.maxImagePixels };
  if (settings.sourceLanguage && settings.sourceLanguage !== 'auto') {
    options = { ...options, sourceLanguage: settings.sourceLanguage };
  }
  return settings.password === undefined ? options : { ...options, password: settings.password };
}
