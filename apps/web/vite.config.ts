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

/** The namespaces every page loads (UI_NAMESPACES in src/lib/i18n.ts); others stay on their own. */
const LOCALE_TEXTS =
  /[\\/]packages[\\/]i18n[\\/]locales[\\/](\w+)[\\/](common|meta|errors|account|chat|termbase|plans|site)\.json$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The modules the home page needs at once: the entry's and the home route's static imports. */
const FIRST_VISIT_ROOTS = ['src/main.tsx', 'src/routes/home.tsx'].map((file) =>
  path.resolve(import.meta.dirname, file),
);
const firstVisit = new Set<string>();

/**
 * Ant Design's and its icons' indexes import every component and icon: the walk does not go
 * through them but follows the names the app's own modules import from them.
 */
const BARRELS: Record<string, (name: string) => string> = {
  antd: (name) => `antd/es/${name.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase())}`,
  '@ant-design/icons': (name) => `@ant-design/icons/es/icons/${name}`,
};
/**
 * Reached through imports whose values the home page never uses (request schemas, the form
 * engine): tree shaking drops them from the first visit, so the walk does not take them in.
 */
const NOT_FIRST_VISIT = /[\\/]node_modules[\\/](zod|@rc-component[\\/](form|async-validator))[\\/]/;
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["']/g;
/**
 * A feature's index is its only public face and re-exports parts the first visit needs beside
 * parts only other pages use: the walk follows just the names a module imports from it.
 */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;
const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a, b as c` as [name in the source module, name it goes by]. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((names): names is [string, ...string[]] => Boolean(names[0]))
    .map(([source, ...alias]) => [source, alias[0] ?? source]);
}

/** Walks the static imports from the first visit's roots once the module graph is known. */
function firstVisitModules(): Plugin {
  return {
    name: 'glossa-first-visit-modules',
    async buildEnd() {
      firstVisit.clear();
      const [entry] = FIRST_VISIT_ROOTS as [string];
      const barrels = new Set<string>();
      for (const name of Object.keys(BARRELS)) {
        const resolved = await this.resolve(name, entry);
        if (resolved) barrels.add(resolved.id);
      }
      /** The modules a feature's index takes these names from (all it imports if one is not found). */
      const featureParts = async (index: string, names: string[]): Promise<string[]> => {
        const info = this.getModuleInfo(index);
        const sources = new Map<string, string>();
        for (const [, list = '', from = ''] of info?.code?.matchAll(NAMED_REEXPORT) ?? []) {
          for (const [, exported] of specifiers(list)) sources.set(exported, from);
        }
        const parts: string[] = [];
        for (const name of names) {
          const from = sources.get(name);
          const resolved = from && (await this.resolve(from, index));
          if (!resolved) return [...(info?.importedIds ?? [])];
          parts.push(resolved.id);
        }
        return parts;
      };
      const pending = [...FIRST_VISIT_ROOTS];
      const seen = new Set<string>();
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        // The entry itself stays the entry chunk.
        if (id !== entry) firstVisit.add(id);
        pending.push(
          ...info.importedIds.filter(
            (imported) => !barrels.has(imported) && !FEATURE_INDEX.test(imported) && !NOT_FIRST_VISIT.test(imported),
          ),
        );
        if (NODE_MODULES.test(id) || !info.code) continue;
        for (const [, names = '', from = ''] of info.code.matchAll(BARREL_IMPORT)) {
          for (const [name] of specifiers(names)) {
            const pathOf = BARRELS[from];
            if (!pathOf) continue;
            const resolved = await this.resolve(pathOf(name), id);
            if (resolved) pending.push(resolved.id);
          }
        }
        for (const [, names = '', from = ''] of info.code.matchAll(NAMED_IMPORT)) {
          const index = await this.resolve(from, id);
          if (!index || !FEATURE_INDEX.test(index.id)) continue;
          pending.push(
            ...(await featureParts(
              index.id,
              specifiers(names).map(([name]) => name),
            )),
          );
        }
      }
    },
  };
}

/**
 * Ant Design's form context (which every input reads) takes FormProvider from the form engine's
 * index, and so the whole engine with its validator: it is taken from its own small module, so
 * the first visit does not carry the engine (the sign-in and account forms fetch it).
 */
function formContextAlone(): Plugin {
  return {
    name: 'glossa-form-context-alone',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@rc-component/form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
        return null;
      }
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo(), firstVisitModules(), formContextAlone()],
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
        // would carry Ant Design's whole form engine (antd's inputs import only its context). A
        // feature's index only re-exports: without the hint, a page that takes one part of a
        // feature would carry all the parts it names.
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) || FEATURE_INDEX.test(id)
            ? false
            : undefined,
      },
      output: {
        // Decision 0018: what the first visit of the home page runs is fetched as two chunks (the
        // libraries, the app's own code) rather than dozens, which compresses about 7% better and
        // saves the requests; everything else (other pages, parts loaded on first use, each
        // language's texts) stays in chunks of its own.
        codeSplitting: {
          groups: [
            { name: 'first-visit-libraries', test: (id: string) => firstVisit.has(id) && NODE_MODULES.test(id) },
            { name: 'first-visit-app', test: (id: string) => firstVisit.has(id) && !NODE_MODULES.test(id) },
            // A language's interface texts arrive together: one chunk per language, not one per namespace.
            { name: (id: string) => LOCALE_TEXTS.exec(id)?.[1] && `texts-${LOCALE_TEXTS.exec(id)?.[1]}` },
          ],
        },
      },
    },
  },
});
