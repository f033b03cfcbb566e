// Robustness of the NT-MDT, PicoView, WSxM, TMD, NMS and ZON readers: on every real file of the
// shared set (any format) and on damaged copies of their own files they either read or throw a
// SurfaceError — never another exception, never a hang.
import { expect, it } from 'vitest';
import { keyenceZonFormat } from '../../src/io/formats/keyence-zon.ts';
import { nanoFocusNmsFormat } from '../../src/io/formats/nanofocus-nms.ts';
import { ntMdtFormat } from '../../src/io/formats/nt-mdt.ts';
import { picoViewMiFormat } from '../../src/io/formats/picoview-mi.ts';
import { trueMapTmdFormat } from '../../src/io/formats/truemap-tmd.ts';
import { wsxmFormat } from '../../src/io/formats/wsxm.ts';
import { readSurfaceFile, SurfaceError, type SurfaceFormat } from '../../src/index.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';

/** Each reader, its own files, and how many damaged copies to try (ZON decodes 3 MB each time). */
const readers: readonly [SurfaceFormat, string[], number][] = [
  [ntMdtFormat, ['mdt/scifidatasets__test_mdt.mdt'], 12],
  [picoViewMiFormat, ['mi/surfacetopography__mi-1.mi'], 12],
  [wsxmFormat, ['stp/surfacetopography__stp-1.stp', 'top/surfacetopography__top-1.top'], 12],
  [trueMapTmdFormat, ['tmd/surfacetopography__tmd-1.tmd', 'tmd/x3ptools__gelsight_testing.tmd'], 12],
  [nanoFocusNmsFormat, ['nms/surfacetopography__nms-1.nms', 'nms/surfacetopography__nms-2.nms'], 12],
  [keyenceZonFormat, ['zon/surfalize__test_1.zon'], 2],
];

function readsOrRejects(format: SurfaceFormat, bytes: Uint8Array, name: string): void {
  expect(['yes', 'no', 'maybe']).toContain(format.magic(bytes.subarray(0, 4096), name));
  try {
    format.read!(bytes, { fileName: name });
  } catch (error) {
    if (!(error instanceof SurfaceError)) throw new Error(`${format.id} on ${name}: ${String(error)}`);
  }
}

/** A small deterministic generator so damaged copies are the same on every run. */
function* pseudoRandom(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

describeRealFiles('SPM/confocal readers on every real file and on damaged copies', () => {
  it('detection routes each of their real files to them', () => {
    for (const [format, paths] of readers) {
      for (const path of paths) {
        const name = path.split('/').pop() ?? path;
        expect(readSurfaceFile(readRealFile(path), name).format, path).toBe(format.id);
      }
    }
  }, 60_000);

  it('read or reject every real file with a SurfaceError', () => {
    for (const path of realFiles()) {
      const bytes = readRealFile(path);
      for (const [format] of readers) readsOrRejects(format, bytes, path);
    }
  }, 60_000);

  it('read or reject truncated and byte-flipped copies of their own files', () => {
    const random = pseudoRandom(42);
    const next = () => random.next().value as number;
    for (const [format, paths, trials] of readers) {
      for (const path of paths) {
        const original = readRealFile(path);
        for (let trial = 0; trial < trials; trial++) {
          readsOrRejects(format, original.subarray(0, Math.floor(next() * original.length)), path);
          const damaged = original.slice();
          // Damage the header region, where sizes and offsets live.
          for (let k = 0; k < 8; k++)
            damaged[Math.floor(next() * Math.min(damaged.length, 6000))] = Math.floor(next() * 256);
          readsOrRejects(format, damaged, path);
        }
      }
    }
  }, 60_000);
});
