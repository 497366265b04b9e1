import { FormatError } from '../document-format.ts';
import { decodeText, type TextFile } from '../text-file.ts';
import type { MarkupCharset } from './entities.ts';

/** Every tag becomes a token object: beyond this a page would take too much memory. */
const MAX_MARKUP_BYTES = 16 * 1024 * 1024;
const LATIN1 = /^(?:iso-8859-1|iso8859-1|iso_8859-1|latin-?1|l1|windows-1252|cp1252|x-cp1252)$/i;
const UNICODE = /^(?:utf-8|utf8|utf-16|utf-16le|utf-16be)$/i;

/** The charset the page declares in its first bytes (meta tag or XML declaration). */
function declaredCharset(input: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(input.subarray(0, 2048));
  return (
    // No '<' inside a tag: each '<meta' reads its own tag, not the ones after it.
    /<meta[^<>]+charset\s*=\s*(?:["']\s*)?([\w.:-]+)/i.exec(head)?.[1] ??
    /<\?xml[^<>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1]
  );
}

/** Decodes a page; a page in a charset other than Unicode or Latin-1 is reported, not garbled. */
export function readPage(input: Uint8Array, what: string): { file: TextFile; charset: MarkupCharset } {
  const charset = declaredCharset(input);
  const latin1 = charset !== undefined && LATIN1.test(charset);
  try {
    const file = decodeText(input, { what, declared: latin1 ? 'windows-1252' : undefined, maxBytes: MAX_MARKUP_BYTES });
    if (file.encoding === 'windows-1252') return { file, charset: 'latin1' };
    // A byte order mark wins over the declaration, as in browsers; another declared charset gets references.
    const declaredOther = charset !== undefined && !UNICODE.test(charset) && file.encoding === 'utf-8' && !file.bom;
    return { file, charset: declaredOther ? 'ascii' : 'unicode' };
  } catch (error) {
    if (error instanceof FormatError && error.code === 'corrupt' && charset && !UNICODE.test(charset)) {
      throw new FormatError(
        `The file uses the ${charset} encoding, which is not supported: save it as UTF-8`,
        'unsupported',
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}
