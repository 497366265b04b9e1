import { cleanFileName } from '@glossa/contracts/file-names';
import { create } from 'content-disposition';

const PATH_SEPARATORS = /[/\\]/g;
/** Kept out of the plain `filename`: non-ASCII, and what browsers read in their own ways (quotes, %-escapes). */
const NOT_PLAIN = /[^\x20-\x7e]|["%]/g;

/**
 * The one Content-Disposition the server writes (RFC 6266): `filename*` in UTF-8 when the name is
 * not plain ASCII, with an ASCII `filename` beside it for older clients. The name is cleaned here,
 * whoever stored it: no controls or bidi marks to reorder a save dialog, no folders to climb.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = cleanFileName(fileName.replace(PATH_SEPARATORS, '_'));
  return create(name, { type, fallback: name.replace(NOT_PLAIN, '_') });
}
