import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeSurfaceFile, encodeSurfaceFile, formats, readSurfaceFile, rmsAboutMean } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import type { FileInfo } from './info.ts';
import { realFile, surfacesDir, syntheticFile, syntheticSq } from './test-surfaces.ts';

const x3p2 = realFile('x3p/surfacetopography__x3p-2.x3p');
const x3pFormat = formats.find((f) => f.id === 'x3p' && f.write && f.read);
const surFormat = formats.find((f) => f.extensions.includes('sur') && f.write && f.read);

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo();
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe('asperity convert', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-convert-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!x3pFormat)(
    'converts a synthetic x3p to the container, which holds the same surface',
    async () => {
      const input = join(dir, 'in.x3p');
      await writeFile(input, x3pFormat!.write!(syntheticFile()));
      const out = join(dir, 'out.asperity');
      const r = await cli(['convert', input, out, '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ format: 'asperity-container', out });
      const back = decodeSurfaceFile(new Uint8Array(await readFile(out)));
      const original = syntheticFile().channels[0]!.surface;
      const s = back.channels[0]!.surface;
      expect([s.nx, s.ny]).toEqual([original.nx, original.ny]);
      expect(Math.abs(rmsAboutMean(s.z) / syntheticSq() - 1)).toBeLessThan(1e-6);
      expect(Number.isNaN(s.z[5]) && Number.isNaN(s.z[40])).toBe(true);
    },
  );

  it.skipIf(!x3pFormat || !surFormat)('converts x3p → sur and info reads the same Sq back', async () => {
    const input = join(dir, 'in.x3p');
    await writeFile(input, x3pFormat!.write!(syntheticFile()));
    const out = join(dir, 'out.sur');
    expect((await cli(['convert', input, out])).out).toMatch(/^wrote .*out\.sur \(/);
    const r = await cli(['info', out, '--json']);
    expect(r.code).toBe(0);
    const c = (JSON.parse(r.out) as FileInfo).channels[0]!;
    expect([c.nx, c.ny, c.validPoints]).toEqual([12, 8, 94]);
    // SUR stores integers: Sq within the quantisation of a 32-bit (or 16-bit) range.
    expect(Math.abs(c.Sq! / syntheticSq() - 1)).toBeLessThan(1e-3);
  });

  it.skipIf(!x3p2 || !x3pFormat)(
    `rewrites the real x3p-2 as x3p without changing its Sq (skipped without ${surfacesDir})`,
    async () => {
      const out = join(dir, 'copy.x3p');
      expect((await cli(['convert', x3p2 as string, out])).code).toBe(0);
      const back = readSurfaceFile(new Uint8Array(await readFile(out)), 'copy.x3p');
      const s = back.channels[0]!.surface;
      expect([s.nx, s.ny]).toEqual([650, 650]);
      expect(Math.abs(rmsAboutMean(s.z) / 7.728033273597876e-8 - 1)).toBeLessThan(1e-6);
    },
  );

  it('rejects an output extension no writer claims, listing the writable ones', async () => {
    const input = join(dir, 'in.asperity');
    await writeFile(input, encodeSurfaceFile(syntheticFile()));
    const source = join(dir, 'src.x3p');
    if (x3pFormat) await writeFile(source, x3pFormat.write!(syntheticFile()));
    const r = await cli(['convert', x3pFormat ? source : input, join(dir, 'out.foo'), '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out) as { errorCode: string; reason: string };
    expect(doc.errorCode).toBe(x3pFormat ? 'unsupported-image-type' : 'unsupported-image-type');
    if (x3pFormat) {
      expect(doc.reason).toContain('no writer for .foo');
      expect(doc.reason).toContain('.asperity');
      expect(doc.reason).toContain('.x3p');
    }
  });

  it('fails on a missing input and a channel that does not exist', async () => {
    let r = await cli(['convert', join(dir, 'absent.x3p'), join(dir, 'o.asperity'), '--json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { errorCode: string }).errorCode).toBe('invalid-request');
    if (!x3pFormat) return;
    const input = join(dir, 'in.x3p');
    await writeFile(input, x3pFormat.write!(syntheticFile()));
    r = await cli(['convert', input, join(dir, 'o.asperity'), '--channel', '3', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({
      errorCode: 'invalid-request',
      reason: 'channel 3 does not exist (the file has 1)',
    });
  });
});
