import { readFile } from 'node:fs/promises';
import { GALLERY_PATHS } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { generateOpenApiJson, openApiFile } from './openapi-document.ts';

// Generating the document builds the whole app once (every module and route schema): on a loaded
// 2-core machine that alone can take longer than the default 5 s, so it is built once and given time.
let generatedOnce: Promise<string> | undefined;
const generated = (): Promise<string> => (generatedOnce ??= generateOpenApiJson());

describe('openapi.json', { timeout: 60_000 }, () => {
  it('is up to date with the route schemas (run `npm run openapi -w apps/server` and commit the result)', async () => {
    const current = await generated();
    const committed = await readFile(openApiFile, 'utf8').catch(() => '');
    // Compare as text: key order is part of the contract of the committed file (sorted, stable diffs).
    if (committed !== current) {
      expect.fail(
        'apps/server/openapi.json is out of date with the route schemas: run `npm run openapi -w apps/server` and commit the result',
      );
    }
  });

  it('documents the API only, with every key sorted', async () => {
    const document = JSON.parse(await generated()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.0.3');
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/health');
    // GET /gallery/list is the one API call outside /api (part 1 §7).
    expect(paths.every((p) => p.startsWith('/api/') || p === GALLERY_PATHS.list)).toBe(true);
    expect(paths).toContain(GALLERY_PATHS.list);
    expect(paths.some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toEqual([
      '200',
      '503',
      'default',
    ]);
    expect(Object.keys(document)).toEqual([...Object.keys(document)].sort());
  });
});
