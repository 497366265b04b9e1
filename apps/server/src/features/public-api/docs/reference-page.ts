import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '@glossa/contracts/public-api-paths';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import { escapeHtml } from '#http/escape-html.ts';
import { readSiteSettings } from '../../system/index.ts';

/**
 * Scalar's standalone bundle: the renderer in one file, served from this server so that the page
 * works with no other site reachable (decision 0028). The package's exports do not name the file.
 */
const RENDERER_FILE = fileURLToPath(new URL('browser/standalone.js', import.meta.resolve('@scalar/api-reference')));
const RENDERER_PATH = `${API_REFERENCE_PATH}/renderer.js`;
const START_PATH = `${API_REFERENCE_PATH}/start.js`;

/**
 * The renderer's settings, in a script of this origin (the site's CSP allows no inline script):
 * no web fonts from Scalar's servers, no telemetry, no hosted client or AI helper.
 */
const START_SCRIPT = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  defaultOpenAllTags: true,
  theme: 'default',
})});\n`;

function page(siteName: string): string {
  const title = `${escapeHtml(siteName)} API reference`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<noscript>${title}: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a></noscript>
<div id="reference"></div>
<script src="${RENDERER_PATH}"></script>
<script src="${START_PATH}"></script>
</body>
</html>
`;
}

/** `GET /api/docs`: the reference page of the OpenAPI document, rendered by Scalar in the browser. */
export async function referencePageRoutes(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  let renderer: Buffer | undefined;
  app.get(API_REFERENCE_PATH, async (_request, reply) => {
    const siteName = (await readSiteSettings(db)).get('siteName') ?? config.siteName;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page(siteName));
  });
  app.get(RENDERER_PATH, async (_request, reply) => {
    renderer ??= readFileSync(RENDERER_FILE);
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(renderer);
  });
  app.get(START_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(START_SCRIPT),
  );
}
