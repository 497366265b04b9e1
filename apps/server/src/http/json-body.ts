import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether objects and arrays in a JSON text nest deeper than `limit`: one pass over the text,
 * string contents (with their escapes) skipped, stopping at the first level too deep. It does not
 * validate: the parser that follows refuses what is not JSON.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      // Skip to the closing quote; a backslash escapes whatever follows it (\" and \\ included).
      for (i++; i < length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth++;
      if (depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * The one JSON body parser: a body nested deeper than `maxDepth` is refused with 400 before it is
 * parsed (parsing and then validating a 100,000-deep body holds the event loop for up to a second);
 * the rest goes to Fastify's own parser, which keeps its protection against `__proto__` and
 * `constructor.prototype` keys (secure-json-parse) and its answers to empty and broken bodies.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth)) {
      done(new AppError('bodyTooDeep', { max: maxDepth }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
