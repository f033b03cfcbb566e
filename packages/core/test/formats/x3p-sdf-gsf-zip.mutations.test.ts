// Hostile-input sweep for the x3p, SDF, GSF and zip readers: every truncation point of small
// files and many seeded random byte corruptions must end in a surface or a SurfaceError — never
// another exception, never a hang.
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gsfFormat } from '../../src/io/formats/gsf.ts';
import { sdfFormat } from '../../src/io/formats/sdf.ts';
import { x3pFormat } from '../../src/io/formats/x3p.ts';
import { zipContainerFormat } from '../../src/io/formats/zip.ts';
import type { SurfaceFormat } from '../../src/io/format.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import { haveRealFiles, readRealFile } from '../real-files.ts';

const zipFormat = zipContainerFormat(() => [x3pFormat, sdfFormat, gsfFormat]);

/** Deterministic xorshift32, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function expectOnlySurfaceError(format: SurfaceFormat, bytes: Uint8Array, what: string): void {
  try {
    format.magic(bytes.subarray(0, 4096), 'f');
    format.read!(bytes, { fileName: 'f' });
  } catch (error) {
    if (!(error instanceof SurfaceError)) {
      throw new Error(`${format.id}, ${what}: ${String(error)}`, { cause: error });
    }
  }
}

const surface = makeSurfaceFile('t', [
  makeChannel(
    'H',
    'height',
    { nx: 7, ny: 5, dx: 1e-6, dy: 2e-6 },
    new Float64Array(35).map((_, i) => (i === 9 ? NaN : Math.sin(i) * 1e-6)),
  ),
]);

const samples: [SurfaceFormat, string, Uint8Array][] = [
  [x3pFormat, 'written x3p', x3pFormat.write!(surface)],
  [sdfFormat, 'written binary sdf', sdfFormat.write!(surface, { variant: 'binary' })],
  [sdfFormat, 'written ascii sdf', sdfFormat.write!(surface, { variant: 'ascii' })],
  [gsfFormat, 'written gsf', gsfFormat.write!(surface)],
  [zipFormat, 'zip of an sdf', zipSync({ 'a.sdf': sdfFormat.write!(surface) })],
];
if (haveRealFiles) {
  for (const name of [
    'x3p/opengps__ISO5436-sample1.x3p',
    'x3p/opengps__ISO5436-sample1_bin.x3p',
    'x3p/opengps__ISO5436-sample3.x3p',
    'x3p/opengps__ISO5436-sample4_bin.x3p',
    'x3p/x3ptools__pyramid.x3p',
    'x3p/x3ptools__testing.x3p',
  ]) {
    samples.push([x3pFormat, name, readRealFile(name)]);
  }
  samples.push([sdfFormat, 'sdf-1', readRealFile('sdf/surfacetopography__sdf-1.sdf')]);
}

describe('x3p / sdf / gsf / zip under hostile input', () => {
  it.each(samples.map(([format, what, bytes]) => ({ format, what, bytes })))(
    '$what: every truncation',
    ({ format, what, bytes }) => {
      for (let length = 0; length < bytes.length; length++) {
        expectOnlySurfaceError(format, bytes.subarray(0, length), `${what} cut at ${length}`);
      }
    },
    60_000,
  );

  it.each(samples.map(([format, what, bytes]) => ({ format, what, bytes })))(
    '$what: 300 random corruptions',
    ({ format, what, bytes }) => {
      const next = random(bytes.length);
      for (let round = 0; round < 300; round++) {
        const copy = bytes.slice();
        const flips = 1 + Math.floor(next() * 8);
        for (let f = 0; f < flips; f++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
        expectOnlySurfaceError(format, copy, `${what} round ${round}`);
      }
    },
    60_000,
  );

  it('a header promising the largest grid with no data is refused quickly', () => {
    const started = Date.now();
    const sdf = new Uint8Array(81);
    sdf.set([...'bISO-1.0'].map((c) => c.charCodeAt(0)));
    new DataView(sdf.buffer).setUint16(42, 16000, true);
    new DataView(sdf.buffer).setUint16(44, 16000, true);
    for (const at of [46, 54, 62]) new DataView(sdf.buffer).setFloat64(at, 1e-6, true);
    expect(() => sdfFormat.read!(sdf, { fileName: 'f.sdf' })).toThrow(SurfaceError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
