import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '#http/content-disposition.ts';
import type { ApiCaller, DocumentDownload, PublicApiCore } from './contract.ts';

/**
 * Sets a document download's headers and answers the bytes to send. The document counts as
 * downloaded only when the reply finished without error (its last byte handed to the network):
 * a client that timed out or lost its connection on the way has not got it (decision 0040).
 */
export function documentBody(
  reply: FastifyReply,
  file: DocumentDownload,
  delivered: { api: PublicApiCore; caller: ApiCaller; documentId: string },
): Buffer {
  finished(reply.raw, (error) => {
    if (error || reply.raw.statusCode !== 200) return;
    delivered.api.documentDelivered(delivered.caller, delivered.documentId).catch((failure: unknown) => {
      reply.log.error({ err: failure, documentId: delivered.documentId }, 'document download not recorded');
    });
  });
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store');
  return Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
}
