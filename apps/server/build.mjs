// Bundles the server for `npm start`: dist/main.js (process entry), dist/worker.js (`npm run worker`) and dist/compute-worker.js
// (worker thread entry, loaded by the pool from the directory of main.js). Workspace packages
// (@asperity/*, TypeScript sources) are bundled in; every other package stays external and is
// loaded from node_modules, which native modules (better-sqlite3), packages that locate their
// own files at runtime (pino transports, swagger-ui assets, piscina workers) require.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

const here = new URL('.', import.meta.url);
const outdir = new URL('dist/', here).pathname;

const externalNonWorkspace = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@asperity/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'compute-worker': 'src/infra/compute/compute-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [externalNonWorkspace],
});
