import { decodeExtended, parse } from 'content-disposition';

/**
 * The file name of a `content-disposition` header: `filename*` (RFC 8187, UTF-8) first, then
 * `filename`; undefined when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const { parameters } = parse(header);
  // The library decodes a bare `filename*` into `filename`; a quoted one, which some servers send, is decoded here.
  const extended = parameters['filename*'];
  const name = (extended === undefined ? undefined : decodeExtended(extended)) ?? parameters.filename;
  return name?.trim() || undefined;
}
