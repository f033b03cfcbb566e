// Dev server proxies the API and live socket to the Node server; the build goes to dist/, which
// the server serves. Chunks: one per screen group (the lazy imports in src/app/router), plus
// vendor chunks for three.js (only the 3D screens load it), MUI/emotion and React. Every script and
// style sheet also gets brotli and gzip copies beside it, which the server sends to browsers that
// accept them (apps/server/src/http/web-app.ts, preCompressed).
// This file runs in Node (vite's build), not in the browser: the web app's ban on Node imports does
// not apply to it.
/* eslint-disable no-restricted-imports */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
/* eslint-enable no-restricted-imports */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.ASPERITY_BACKEND ?? 'http://localhost:8080';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Compressed copies for these; source maps are read only by developer tools, not worth the build time. */
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes name.br and name.gz beside each compressible output file. The editor's page sends ~2.4 MB of
 * scripts, ~0.6 MB as brotli (bench/README.md "editor"). Brotli quality 9: within a few per cent of
 * quality 11 at an eighth of the build time (about 1 s against 8 s for all chunks on the 2-core machine).
 */
function precompress(): Plugin {
  return {
    name: 'asperity-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/sockets': { target: backend, ws: true, changeOrigin: false },
      '/avatars': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // three.js is one ~550 kB library loaded only by 3D screens; it cannot be split further.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'three', test: /[\\/]node_modules[\\/]three[\\/]/, priority: 30 },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, priority: 20 },
            // React and the router change less often than the app: their own chunk stays cached.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
