import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/** Errors raised by a damaged multipart body, however deep they travelled before being thrown. */
const damage = new WeakSet<object>();

/**
 * The parts of a multipart request. A body cut short, with another boundary or with malformed part
 * headers makes the reader fail, in the iterator or in a file part's stream while a handler pipes
 * it somewhere: such errors are marked here, so that the error handler answers them as the
 * client's damaged form data (400) instead of the server's failure (500). The limits' own errors
 * (too many parts, a file too large) carry their status already and are left as they are.
 */
export async function* readParts(request: FastifyRequest, options?: PartsOptions): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts(options)) {
      // The reader may have failed the part's stream already (the whole body was there at once).
      if (part.type === 'file') {
        if (part.file.errored) mark(part.file.errored);
        part.file.once('error', mark);
      }
      yield part;
    }
  } catch (error) {
    throw mark(error);
  }
}

function mark(error: unknown): unknown {
  if (error && typeof error === 'object' && !('statusCode' in error)) damage.add(error);
  return error;
}

/** Whether an error (or one it was caused by) came from a damaged multipart body. */
export function isDamagedFormData(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    if (damage.has(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
