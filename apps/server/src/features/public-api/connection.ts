import type { FastifyReply } from 'fastify';

/** Aborted when the client leaves before its answer is sent: the engine calls stop too. */
export function whileConnected(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
