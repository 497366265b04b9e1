/**
 * The file name of a `content-disposition` header: `filename*` (RFC 5987, UTF-8) first, then
 * `filename`; undefined when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  // The charset stops at '=' and ';': one 'filename*=' without quotes after it does not make every
  // later one read the rest of the header again.
  const extended = /filename\*\s*=\s*([^'\s;=][^';=]*)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || undefined;
}
