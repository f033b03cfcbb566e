// "Rejects or reads, never throws something else" (DESIGN.md §4) for the OPD, OPDx, MetroPro,
// FRT, Park Systems TIFF, plain TIFF, hfm and npy readers: their real files cut short and with
// bytes of the header region overwritten (deterministic pseudo-random damage).
import { expect, it } from 'vitest';
import { isSurfaceError, type SurfaceFormat } from '../../src/index.ts';
import { dektakOpdxFormat } from '../../src/io/formats/dektak-opdx.ts';
import { frtMicroProfFormat } from '../../src/io/formats/frt-microprof.ts';
import { hfmProfileFormat } from '../../src/io/formats/hfm-profile.ts';
import { numpyNpyFormat } from '../../src/io/formats/numpy-npy.ts';
import { parkSystemsTiffFormat } from '../../src/io/formats/park-systems-tiff.ts';
import { tiffImageFormat } from '../../src/io/formats/tiff-image.ts';
import { wykoOpdFormat } from '../../src/io/formats/wyko-opd.ts';
import { zygoMetroProFormat } from '../../src/io/formats/zygo-metropro.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const cases: [SurfaceFormat, string][] = [
  [wykoOpdFormat, 'opd/surfalize__test_1.opd'],
  [dektakOpdxFormat, 'opdx/surfacetopography__opdx-3.opdx'],
  [zygoMetroProFormat, 'dat/surfacetopography__metropro-1.dat'],
  [frtMicroProfFormat, 'frt/surfacetopography__frt-2.frt'],
  [parkSystemsTiffFormat, 'tiff/surfacetopography__example_ps.tiff'],
  [tiffImageFormat, 'tiff/surfacetopography__example_ps.tiff'],
  [hfmProfileFormat, 'hfm/surfacetopography__hfm-1.hfm'],
  [numpyNpyFormat, 'npy/surfacetopography__example-2d.npy'],
];

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readsOrRejects(format: SurfaceFormat, bytes: Uint8Array, what: string): void {
  try {
    format.read!(bytes, { fileName: what });
  } catch (error) {
    if (!isSurfaceError(error))
      throw new Error(`${format.id} threw a non-SurfaceError on ${what}: ${String(error)}`);
  }
  expect(() => format.magic(bytes.subarray(0, 4096), what)).not.toThrow();
}

describeRealFiles('damaged real files give a SurfaceError or a surface, nothing else', () => {
  it.each(cases.map(([format, path]) => [format.id, path, format] as const))(
    '%s on %s',
    (_id, path, format) => {
      const original = readRealFile(path);
      const next = random(path.length * 7919);
      for (let k = 0; k < 12; k++) {
        const cut = Math.floor(next() * original.length);
        readsOrRejects(format, original.slice(0, cut), `${path} cut at ${cut}`);
      }
      const headerRegion = Math.min(original.length, 2048);
      for (let k = 0; k < 12; k++) {
        const damaged = original.slice();
        for (let n = 0; n < 8; n++) damaged[Math.floor(next() * headerRegion)] = Math.floor(next() * 256);
        readsOrRejects(format, damaged, `${path} damaged #${k}`);
      }
    },
  );
});
