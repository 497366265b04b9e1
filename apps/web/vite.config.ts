import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const build = { id: `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`, timestamp: Date.now() };

/** Writes build.json next to index.html: the server answers it at /builds/latest.json. */
function buildInfo(): Plugin {
  let outDir = 'dist';
  return {
    name: 'glossa-build-info',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(path.join(outDir, 'build.json'), `${JSON.stringify(build)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo()],
  define: { __BUILD_ID__: JSON.stringify(build.id) },
  server: {
    port: 5173,
    proxy: { '/gateway': 'http://localhost:3000', '/builds': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // These two packages declare no "sideEffects" and have none: without this hint every page
        // would carry Ant Design's whole form engine (antd's inputs import only its context).
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // Named after what they hold (decision 0018): every page needs React and the i18n runtime,
        // while each language's texts and Ant Design locale pack stay in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
          ],
        },
      },
    },
  },
});
