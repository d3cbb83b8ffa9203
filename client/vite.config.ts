import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Smaller files gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|woff)$/;

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
      await Promise.all(
        files.map(async ({ name, bytes }) => {
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
        }),
      );
    },
  };
}

// Two pages: the app, and the GraphQL explorer the server shows at GET /graphql
// (bundled here so it works with no internet).
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@postpilot/common': here('../common/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { app: here('index.html'), graphiql: here('graphiql.html') },
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
