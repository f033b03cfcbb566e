// Dev server proxies the API and live socket to the Node server; the build goes to dist/, which
// the server serves. Chunks: one per screen group (the lazy imports in src/app/router), plus
// vendor chunks for three.js (only the 3D screens load it), MUI/emotion and React.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.ASPERITY_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
