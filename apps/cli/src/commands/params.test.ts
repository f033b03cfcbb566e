import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arealParameters, formats, subtractMeanPlane } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import type { ParamsDocument } from './params.ts';
import { realFile, surfacesDir, syntheticFile, syntheticSq } from './test-surfaces.ts';

async function params(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo();
  const code = await run(['params', ...args], io);
  return { code, out: io.out(), err: io.err() };
}

/**
 * MANIFEST.md §3 Sq of the valid points (SurfaceTopography, confirmed by Gwyddion 2.62), metres. Two
 * files keep this test fast: plu-1 (2.834391e-6) and bcrf-1 (24.560207201442292e-9) agree as well.
 */
const manifestSq: readonly [string, number][] = [
  ['x3p/surfacetopography__x3p-2.x3p', 7.728033273597876e-8],
  ['dat/surfacetopography__metropro-1.dat', 7.528822204734589e-8],
];

const writer = formats.find((f) => f.id === 'x3p' && f.write && f.read);

describe('asperity params', () => {
  let dir = '';
  let synthetic = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-params-'));
    synthetic = join(dir, 'synthetic.x3p');
    if (writer) await writeFile(synthetic, writer.write!(syntheticFile()));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!writer)(
    'prints every areal parameter as SI JSON; Sq equals the RMS of the valid points',
    async () => {
      const r = await params([synthetic, '--json']);
      expect(r.code).toBe(0);
      const doc = JSON.parse(r.out) as ParamsDocument;
      expect(Object.keys(doc.parameters)).toEqual(arealParameters.map((p) => p.id));
      expect(doc.validPoints).toBe(94);
      expect(Math.abs(doc.parameters.Sq! / syntheticSq() - 1)).toBeLessThan(1e-9);
      expect(doc.units).toMatchObject({
        Sq: 'm',
        Sdr: '1 (fraction)',
        Vmc: 'm³/m²',
        Spd: '1/m²',
        Std: 'rad',
      });
      // Fractions, not percent.
      for (const id of ['Sdr', 'Smr', 'Smr1', 'Smr2']) expect(doc.parameters[id]!).toBeLessThan(1);
    },
  );

  it.skipIf(!writer)('--level plane subtracts the least-squares plane first', async () => {
    const r = await params([synthetic, '--json', '--level', 'plane']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as ParamsDocument;
    const levelled = subtractMeanPlane(syntheticFile().channels[0]!.surface).z.filter(
      (v) => !Number.isNaN(v),
    );
    const sq = Math.sqrt(levelled.reduce((s, v) => s + v * v, 0) / levelled.length);
    expect(doc.level).toBe('plane');
    expect(Math.abs(doc.parameters.average!)).toBeLessThan(1e-20);
    expect(Math.abs(doc.parameters.Sq! / sq - 1)).toBeLessThan(1e-9);
  });

  it.skipIf(!writer)('prints a table without --json', async () => {
    const r = await params([synthetic]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/channel 0 "Topography", 12 × 8, 94 valid points, level none/);
    expect(r.out).toMatch(/^Sq\s+\S+\s+m\s+Root mean square height$/m);
    expect(r.out).toMatch(/^Sdr\s+\S+\s+1 \(fraction\)\s+Developed interfacial area ratio$/m);
  });

  it.skipIf(!writer)(
    'fails with a catalogue code on a bad channel, a bad level or a missing file',
    async () => {
      let r = await params([synthetic, '--json', '--channel', '3']);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.out)).toMatchObject({ errorCode: 'invalid-request' });
      r = await params([synthetic, '--json', '--level', 'quadratic']);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.out)).toMatchObject({
        errorCode: 'invalid-request',
        reason: expect.stringContaining('--level') as unknown,
      });
      r = await params([join(dir, 'absent.x3p'), '--json']);
      expect(r.code).toBe(1);
      expect(r.err).toContain('ENOENT');
    },
  );

  for (const [path, sq] of manifestSq) {
    const file = realFile(path);
    it.skipIf(!file)(`${path}: Sq as MANIFEST.md states (skipped without ${surfacesDir})`, async () => {
      const r = await params([file!, '--json']);
      expect(r.code).toBe(0);
      const doc = JSON.parse(r.out) as ParamsDocument;
      expect(Math.abs(doc.parameters.Sq! / sq - 1)).toBeLessThan(1e-6);
    });
  }
});
