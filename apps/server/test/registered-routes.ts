import type { FastifyInstance } from 'fastify';

/**
 * Every route the server registered under `prefix`, as `METHOD /path` (full paths rebuilt from
 * Fastify's route tree), sorted; HEAD (which mirrors GET) and OPTIONS left out.
 */
export function registeredRoutes(app: FastifyInstance, prefix = '/'): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${match[2]}`;
    stack.push(path);
    if (!path.startsWith(prefix)) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') found.add(`${method} ${path}`);
    }
  }
  return [...found].sort();
}
