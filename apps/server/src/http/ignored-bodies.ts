import type { FastifyInstance } from 'fastify';

/**
 * Makes `scope` leave request bodies unread, whatever their type: for routes that answer without
 * one (an unknown path's 404), so that a form or a file sent there is not refused as an
 * unsupported media type first. The unread rest is discarded when the answer is sent.
 */
export function ignoreBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
