import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app's files. Hashed files under /assets are immutable; the other
 * root files (icons, robots.txt) are revalidated. index.html is never served as a file:
 * the pages feature renders it per request.
 */
export async function registerStaticAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/build.json',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${'/'}assets${'/'}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
