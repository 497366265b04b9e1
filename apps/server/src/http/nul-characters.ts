import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Where the first NUL character in a value is, as a field path (`texts.3`), or undefined. */
export function nulCharacterAt(value: unknown, path = ''): string | undefined {
  // A stack, not recursion: JSON bodies are at most JSON_MAX_DEPTH deep, but a query or a form
  // can hold a thousand fields. Each string is looked at once.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [node, at] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return at;
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, inner] of Object.entries(node)) {
        if (key.includes('\u0000')) return at ? `${at}.?` : '?';
        stack.push([inner, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'query'],
  ['body', 'body'],
] as const satisfies readonly (readonly [keyof FastifyRequest, string])[];

/**
 * No text the server receives may hold the NUL character: PostgreSQL cannot store it (a NUL in a
 * path parameter answered HTTP 500 there), and no language writes it. Refused before the route's
 * schema looks at the request, in its path, query and parsed body alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, name] of PARTS) {
      const field = nulCharacterAt(request[part]);
      if (field !== undefined) throw new AppError('validation', { field: field || name, issue: 'nulCharacter' });
    }
  });
}
