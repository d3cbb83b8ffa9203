import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Smaller files gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|woff)$/;

/** A brotli (`.br`) and a gzip (`.gz`) copy beside `name`, at the highest levels. */
async function writeCompressed(name: string, bytes: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${name}.br`, br), writeFile(`${name}.gz`, gz)]);
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build,
 * at the highest levels: the server sends them as they are (server/src/app/client-app.ts), so
 * no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'postpilot-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).flatMap((file) => {
        const source = file.type === 'chunk' ? file.code : file.source;
        return COMPRESSIBLE.test(file.fileName) && source.length >= COMPRESS_FROM_BYTES
          ? [{ name: path.join(outDir, file.fileName), bytes: Buffer.from(source) }]
          : [];
      });
      await Promise.all(files.map(({ name, bytes }) => writeCompressed(name, bytes)));
    },
  };
}

/** The files of `modules`' chunks and of every chunk they import, as the build's manifest says. */
function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}: update PRERENDERED_PAGES.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

/**
 * The app's entry (src/main.tsx) imports React and then the app (src/boot.tsx), so that each is
 * evaluated in a task of its own; index.html preloads the app's chunks so both are fetched at once.
 */
function preloadBoot(): Plugin {
  return {
    name: 'postpilot-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, filename }) => {
        if (!bundle || path.basename(filename) !== 'index.html') return;
        const boot = Object.values(bundle).find(
          (file) =>
            file.type === 'chunk' &&
            file.isDynamicEntry &&
            file.moduleIds.some((id) => id.endsWith('/src/boot.tsx')),
        );
        if (boot?.type !== 'chunk') throw new Error('The build has no chunk for src/boot.tsx.');
        const files = [boot.fileName, ...boot.imports].filter(
          (file) => !html.includes(`/${file}"`),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Where a drawn page is written, under the build's `pages/` (read by the server's clientApp). */
const pageFile = (urlPath: string) => `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;

/**
 * Draws the open pages (src/app/prerendered.tsx) into HTML after the build: the page's markup and
 * the styles it uses, and preloads for the chunks it needs, in a copy of index.html. The browser
 * paints it before any script runs and then hydrates it (src/boot.tsx). Writes `pages/*.html`
 * and `pages/manifest.json` (which page is which file; the hash of the one inline script, for the
 * server's Content-Security-Policy).
 */
function prerender(): Plugin {
  let written = false;
  let root = '';
  let outDir = '';
  return {
    name: 'postpilot-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: () => {
      written = true;
    },
    async closeBundle() {
      // Called after a failed build too: rollup reports why.
      if (!written) return;
      const serverOut = await mkdtemp(path.join(tmpdir(), 'postpilot-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias },
          // Drawn as the browser's production build renders: the same styles, the same names.
          define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...buildConstants },
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverOut,
            emptyOutDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const drawing = await import(pathToFileURL(path.join(serverOut, 'prerender.mjs')).href);
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const pagesDir = path.join(outDir, 'pages');
        await mkdir(pagesDir, { recursive: true });
        const pages: Record<string, string> = {};
        // The page's code, which its one script requests once the page is painted.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          template,
        );
        if (!entry) throw new Error('index.html has no module script to start from.');
        const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const entryPreloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
        const bare = template.replace(entry[0], '').replace(preloadTag, '');
        const scriptHashes = new Set<string>();
        // Pages without the session first: once its chunk is loaded, every later drawing has it.
        const ordered = [
          ...(drawing.PRERENDERED_PAGES as { path: string; modules: string[]; start: string }[]),
        ].sort(
          (a, b) =>
            Number(drawing.sessionNeededFor(a.path)) - Number(drawing.sessionNeededFor(b.path)),
        );
        for (const page of ordered) {
          const { html, styles } = await drawing.prerender(page.path);
          const preloads = [
            ...entryPreloads,
            ...chunkFiles(manifest, page.modules).map((file) => `/${file}`),
          ].filter((file, index, all) => file !== entry[1] && all.indexOf(file) === index);
          const script: string = drawing.startScript(entry[1], preloads, page.start);
          scriptHashes.add(`sha256-${createHash('sha256').update(script).digest('base64')}`);
          const firstUse = page.start === 'firstUse';
          const style = firstUse ? `<style>${drawing.FIRST_USE_STYLE}</style>` : '';
          const document = bare
            .replace('</head>', `${styles}${style}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" ${drawing.PRERENDERED_ATTRIBUTE}${firstUse ? '' : ' inert'}>${html}</div><script>${script}</script>`,
            );
          if (!document.includes(html))
            throw new Error('index.html has no empty #root to draw in.');
          const file = pageFile(page.path);
          const bytes = Buffer.from(document);
          await writeFile(path.join(pagesDir, file), bytes);
          await writeCompressed(path.join(pagesDir, file), bytes);
          pages[page.path] = file;
        }
        await writeFile(
          path.join(pagesDir, 'manifest.json'),
          JSON.stringify({ pages, scriptHashes: [...scriptHashes] }, null, 2),
        );
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}

// The same in the client and in the pages drawn from it (src/shared/layout/drawnValues.ts).
const buildConstants = { __POSTPILOT_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

// Two pages: the app, and the GraphQL explorer the server shows at GET /graphql
// (bundled here so it works with no internet).
const alias = { '@postpilot/common': here('../common/src/index.ts') };

export default defineConfig({
  plugins: [react(), preloadBoot(), precompress(), prerender()],
  resolve: { alias },
  define: buildConstants,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { app: here('index.html'), graphiql: here('graphiql.html') },
      // React in one file: the first of the app's two steps (src/main.tsx), compressed as one.
      output: {
        manualChunks: (id) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
      '/uploads': 'http://localhost:4000',
    },
  },
});
