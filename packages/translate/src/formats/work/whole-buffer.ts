/** The buffer under bytes when it can be handed to another thread whole (a view of part of a larger buffer cannot). */
export function wholeBuffer(bytes: unknown): ArrayBuffer | undefined {
  if (!(bytes instanceof Uint8Array)) return undefined;
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? buffer
    : undefined;
}
