import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Two pages: the app, and the GraphQL explorer the server shows at GET /graphql
// (bundled here so it works with no internet).
export default defineConfig({
  plugins: [react()],
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
