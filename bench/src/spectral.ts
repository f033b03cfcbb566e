// Spectral kernels side by side with Gwyddion 2.62 (issue 4 item 12): the 2D FFT of a real field, the
// 2D ACF with Sal/Str/Std, the average row PSD (Hann window) and the 2D PSD, on the same field at
// 512² … 4096² (BENCH_SPECTRAL_SIZES overrides), each the median of 3 runs. Gwyddion runs single-threaded
// in bench/gwyddion-peer/spectral.c (built on demand; skipped with a note where libgwyddion20-dev is
// missing). Both wall and CPU time are reported: on a shared, loaded machine the CPU-time ratio is the
// steadier comparison. Gwyddion's calls: gwy_data_field_2dfft (r2c FFTW plus its own level/window bookkeeping),
// gwy_data_field_2dacf, gwy_data_field_area_row_psdf, gwy_data_field_2dpsdf.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  averagePsd1d,
  computePsd2d,
  forwardRealFft2d,
  generateDemoSurface,
  spatialParameters,
} from '@asperity/core';
import { round, timeWallAndCpu, type WallAndCpu } from './measure.ts';

export interface SpectralRow {
  size: string;
  kernel: string;
  oursMs: WallAndCpu;
  gwyddionMs: WallAndCpu | null;
  /** ours / Gwyddion; the target is ≤ 1.0. */
  ratio: WallAndCpu | null;
}

const peerDir = new URL('../gwyddion-peer/', import.meta.url).pathname;

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build-spectral.sh'), { stdio: 'ignore' });
    return join(peerDir, 'build', 'spectral');
  } catch {
    return null;
  }
}

export function runSpectral(): { fft: string; rows: SpectralRow[]; note?: string } {
  const sizes = (process.env.BENCH_SPECTRAL_SIZES ?? '512,1024,2048,4096').split(',').map(Number);
  const peer = buildPeer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-spectral-'));
  const rows: SpectralRow[] = [];
  try {
    for (const n of sizes) {
      const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
      const runs = 3;
      const ours: Record<string, WallAndCpu> = {
        fft2d: timeWallAndCpu(
          () =>
            forwardRealFft2d(n, n, n, (row, target) =>
              target.set(surface.z.subarray(row * n, (row + 1) * n)),
            ),
          runs,
        ),
        acf2dWithSalStrStd: timeWallAndCpu(() => spatialParameters(surface, 0.2), runs),
        rowPsdHann: timeWallAndCpu(
          () => averagePsd1d(surface, 'x', { window: 'HANN', tukeyCoefficient: 1, mirror: false }),
          runs,
        ),
        psd2d: timeWallAndCpu(() => computePsd2d(surface), runs),
      };
      let theirs: Record<string, WallAndCpu> = {};
      if (peer) {
        const file = join(dir, `field-${n}.raw`);
        writeFileSync(file, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
        const out = JSON.parse(
          execFileSync(peer, [file, String(n), String(n), String(surface.dx), 'time']).toString(),
        ) as { ms: Record<'fft2d' | 'acf2d' | 'rowPsdf' | 'psdf2d', WallAndCpu> };
        theirs = {
          fft2d: out.ms.fft2d,
          acf2dWithSalStrStd: out.ms.acf2d,
          rowPsdHann: out.ms.rowPsdf,
          psd2d: out.ms.psdf2d,
        };
        rmSync(file);
      }
      for (const [kernel, oursMs] of Object.entries(ours)) {
        const gwyddionMs = theirs[kernel] ?? null;
        rows.push({
          size: `${n}x${n}`,
          kernel,
          oursMs,
          gwyddionMs,
          ratio: gwyddionMs
            ? { wall: round(oursMs.wall / gwyddionMs.wall, 2), cpu: round(oursMs.cpu / gwyddionMs.cpu, 2) }
            : null,
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    fft: 'own Stockham FFT: WebAssembly SIMD stages (radix 4/2/3/5, two transforms per f64x2, AssemblyScript; docs/adr/0015-wasm-simd-fft.md) for 2·3·5 lengths, TypeScript mixed radix + Bluestein otherwise (docs/adr/0013-fft.md); real fields two rows per complex transform',
    rows,
    ...(peer ? {} : { note: 'Gwyddion peer not built (libgwyddion20-dev missing): our timings only' }),
  };
}
