import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import {
  formatsDocCommand,
  formatsDocPath,
  formatsMarkdown,
  haveRealFiles,
  surfacesDir,
} from './formats-doc.ts';

/** Generating reads every real file (seconds): once for both tests. */
let markdown: string | undefined;
const generated = (): string => (markdown ??= formatsMarkdown());

describe('asperity formats', () => {
  it('lists every registered format with read/write flags', async () => {
    const io = captureIo();
    expect(await run(['formats'], io)).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(formats.length);
    for (const f of formats)
      expect(io.out()).toMatch(new RegExp(`^${f.id}\\s+${f.read ? 'r' : '-'}${f.write ? 'w' : '-'}`, 'm'));
  });

  it('the Markdown has one row per format with its extensions', () => {
    const md = generated();
    expect(md).toContain('| id | name | extensions | read | write | specification | verified against |');
    for (const f of formats) expect(md).toContain(`| \`${f.id}\` |`);
  }, 120_000);

  it.skipIf(!haveRealFiles())(
    `docs/formats.md is up to date — if this fails, run: ${formatsDocCommand} (skipped without ${surfacesDir})`,
    () => {
      const committed = readFileSync(formatsDocPath, 'utf8');
      const fresh = generated();
      expect(
        committed === fresh,
        `docs/formats.md is stale: run \`${formatsDocCommand}\` and commit it`,
      ).toBe(true);
    },
    120_000,
  );
});
