import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formats } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import type { FileInfo } from './info.ts';
import { realFile, surfacesDir, syntheticFile, syntheticSq } from './test-surfaces.ts';

const x3p2 = realFile('x3p/surfacetopography__x3p-2.x3p');
/** A registered format that writes and reads back, to make a synthetic instrument file. */
const roundTripFormat =
  formats.find((f) => f.id === 'x3p' && f.write && f.read) ?? formats.find((f) => f.write && f.read);

async function info(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo();
  const code = await run(['info', ...args], io);
  return { code, out: io.out(), err: io.err() };
}

describe('asperity info', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-info-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!x3p2)(
    `reports x3p-2 as SurfaceTopography and Gwyddion do (skipped without ${surfacesDir})`,
    async () => {
      const { code, out } = await info([x3p2 as string, '--json']);
      expect(code).toBe(0);
      const parsed = JSON.parse(out) as FileInfo;
      expect(parsed.format).toBe('x3p');
      const c = parsed.channels[0]!;
      expect([c.kind, c.nx, c.ny, c.zUnit, c.validPoints]).toEqual(['height', 650, 650, 'm', 650 * 650]);
      // MANIFEST §3: sx 8.29767313942749e-05, sy 0.0002044783737930349 m over 650 points; Sq 7.728033273597876e-08 m.
      expect(c.dx * 650).toBeCloseTo(8.29767313942749e-5, 11);
      expect(c.dy * 650).toBeCloseTo(0.0002044783737930349, 10);
      expect(Math.abs(c.Sq! / 7.728033273597876e-8 - 1)).toBeLessThan(1e-6);
      expect(c.warnings).toEqual([]);
    },
  );

  it.skipIf(!roundTripFormat)('reports a synthetic file written by a registered writer exactly', async () => {
    const format = roundTripFormat!;
    const path = join(dir, `synthetic.${format.extensions[0]!}`);
    await writeFile(path, format.write!(syntheticFile()));
    const { code, out } = await info([path, '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as FileInfo;
    expect(parsed.format).toBe(format.id);
    const c = parsed.channels[0]!;
    expect([c.nx, c.ny, c.validPoints, c.zUnit]).toEqual([12, 8, 94, 'm']);
    expect(c.dx).toBeCloseTo(0.5e-6, 15);
    expect(c.dy).toBeCloseTo(0.5e-6, 15);
    expect(Math.abs(c.Sq! / syntheticSq() - 1)).toBeLessThan(1e-6);
  });

  it('prints a table without --json', async () => {
    if (!roundTripFormat) return;
    const path = join(dir, `table.${roundTripFormat.extensions[0]!}`);
    await writeFile(path, roundTripFormat.write!(syntheticFile()));
    const { code, out } = await info([path]);
    expect(code).toBe(0);
    expect(out).toContain(`format ${roundTripFormat.id}, 1 channel(s)`);
    expect(out).toMatch(/nx × ny\s+dx × dy \(m\)/);
    expect(out).toMatch(/12 × 8\s+5e-7 × 5e-7\s+m\s+94\s+/);
  });

  it('fails with the catalogue code: unknown format, corrupt file, missing file', async () => {
    const garbage = join(dir, 'notes.xyzzy');
    await writeFile(garbage, 'hello, this is not a surface\n');
    let r = await info([garbage, '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out) as { errorCode: string; reason: string };
    // Loose text readers may have tried it: the reason then says what each found, else names the extension.
    expect(doc.errorCode).toBe('unsupported-image-type');
    expect(doc.reason.length).toBeGreaterThan(10);
    expect(r.err).toContain('unsupported-image-type');

    r = await info([join(dir, 'absent.x3p'), '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({
      errorCode: 'invalid-request',
      reason: expect.stringContaining('ENOENT') as unknown,
    });

    r = await info([garbage]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^asperity: unsupported-image-type: /);
  });

  it.skipIf(!x3p2)('a truncated real file is corrupt-file, not a crash', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(x3p2 as string);
    const path = join(dir, 'cut.x3p');
    await writeFile(path, bytes.subarray(0, bytes.length >> 1));
    const r = await info([path, '--json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { errorCode: string }).errorCode).toBe('corrupt-file');
  });
});
