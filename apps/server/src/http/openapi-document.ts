// Builds the OpenAPI document exactly as the running server would serve it, for the committed
// apps/server/openapi.json. Every optional feature is switched on so every route is documented.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { stableJson } from './sort-keys.ts';

export const openApiFile = new URL('../../openapi.json', import.meta.url);

export async function generateOpenApiJson(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'asperity-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'sqlite::memory:',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      COMPUTE_THREADS: '1',
      FEATURE_SUBSCRIPTIONS: 'true',
    });
    const app = await buildApp(config);
    try {
      await app.ready();
      return stableJson(app.swagger());
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
