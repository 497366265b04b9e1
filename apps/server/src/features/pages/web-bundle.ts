import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '@glossa/contracts/base-config';

/** The built web app: its index.html template and the build's id (written by the Vite build). */
export interface WebBundle {
  distDir: string | undefined;
  template: string;
  build: BuildInfo;
}

/**
 * Used when the web app has not been built (API tests, a server started before `npm run build`):
 * the pages still answer with the right status, language, direction and message, without scripts.
 */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="__HTML_LANG__" dir="__HTML_DIR__" class="__HTML_CLASS__">
<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>__TITLE__</title><meta name="description" content="__DESCRIPTION__" /><meta name="keywords" content="__KEYWORDS__" /></head>
<body><div id="root"><!--app-root--></div></body>
</html>`;

export function loadWebBundle(distDir: string): WebBundle {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return { distDir: undefined, template: FALLBACK_TEMPLATE, build: { id: 'unbuilt', timestamp: 0 } };
  }
  const buildFile = path.join(distDir, 'build.json');
  const build: BuildInfo = existsSync(buildFile)
    ? (JSON.parse(readFileSync(buildFile, 'utf8')) as BuildInfo)
    : { id: 'unknown', timestamp: 0 };
  return { distDir, template: readFileSync(indexFile, 'utf8'), build };
}
