// `asperity apply … --op stitch:otherFileGuids=b.x3p;c.x3p`: operators that take other surfaces read
// them from the paths their file parameters name.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formats, makeChannel, makeSurfaceFile, readSurfaceFile } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import { parseOperatorSpec } from './op-spec.ts';

const x3p = formats.find((f) => f.id === 'x3p' && f.write && f.read);
if (!x3p?.write) throw new Error('the x3p writer is registered');

const NX = 64;
const NY = 40;
const DX = 1e-6;
/** A rough field without repeats (correlation finds one offset only). */
const height = (col: number, row: number): number =>
  1e-7 *
  (Math.sin(col * 0.37 + row * 0.11) + Math.cos(col * 0.05 * row) + ((col * 7919 + row * 104729) % 97) / 97);

/** Columns col0 … col0+nx−1 of the whole field as an x3p file. */
function tile(col0: number, nx: number): Uint8Array {
  const z = new Float64Array(nx * NY);
  for (let r = 0; r < NY; r++) for (let c = 0; c < nx; c++) z[r * nx + c] = height(col0 + c, r);
  return x3p!.write!(
    makeSurfaceFile('x3p', [makeChannel('Height', 'height', { nx, ny: NY, dx: DX, dy: DX }, z)]),
  );
}

describe('asperity apply with operators that take other files', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-stitch-'));
    await writeFile(join(dir, 'a.x3p'), tile(0, 40));
    await writeFile(join(dir, 'b.x3p'), tile(24, 40));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads file parameters as paths, several separated by ;', () => {
    expect(parseOperatorSpec('stitch:otherFileGuids=b.x3p;c.x3p').params).toMatchObject({
      otherFileGuids: ['b.x3p', 'c.x3p'],
    });
    expect(parseOperatorSpec('subtract:otherFileGuid=ref.x3p').params).toMatchObject({
      otherFileGuid: 'ref.x3p',
    });
  });

  it('stitches two overlapping tiles back into the whole field', async () => {
    const out = join(dir, 'whole.x3p');
    const io = captureIo();
    const code = await run(
      [
        'apply',
        join(dir, 'a.x3p'),
        '--op',
        `stitch:otherFileGuids=${join(dir, 'b.x3p')}`,
        '-o',
        out,
        '--json',
      ],
      io,
    );
    expect(code, io.err()).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject({ nx: NX, ny: NY });
    const stitched = readSurfaceFile(new Uint8Array(await readFile(out)), 'whole.x3p').channels[0]!.surface;
    let worst = 0;
    for (let r = 0; r < NY; r++)
      for (let c = 0; c < NX; c++) worst = Math.max(worst, Math.abs(stitched.z[r * NX + c]! - height(c, r)));
    expect(worst).toBeLessThan(1e-12);
  });

  it('names a missing other file in the error', async () => {
    const io = captureIo();
    const code = await run(
      ['apply', join(dir, 'a.x3p'), '--op', 'stitch:otherFileGuids=nowhere.x3p', '-o', join(dir, 'x.x3p')],
      io,
    );
    expect(code).not.toBe(0);
    expect(io.err()).toMatch(/nowhere\.x3p/);
  });
});
