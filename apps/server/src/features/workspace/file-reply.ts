import type { FastifyReply } from 'fastify';
import { contentDisposition } from '#http/content-disposition.ts';

/** A file for the owner's browser to save: its name, its type (bytes when unnamed), never cached nor sniffed. */
export function sendFile(
  reply: FastifyReply,
  body: Uint8Array | string,
  fileName: string,
  contentType = 'application/octet-stream',
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(typeof body === 'string' ? body : Buffer.from(body));
}
