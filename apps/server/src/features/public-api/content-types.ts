import mime from 'mime-types';

/** The media type of a file by its extension; unknown ones are plain bytes. */
export function contentTypeOf(extension: string): string {
  return mime.lookup(extension) || 'application/octet-stream';
}
