// Editor tools (bearing ratio, height histogram, volume, grains and particles) per surface size, side
// by side with Gwyddion 2.62 single-threaded on the same field (bench/gwyddion-peer/tools.c, built on
// demand when libgwyddion20-dev is installed; absent → gwyddion: null).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  generateDemoSurface,
  grainsAndParticles,
  heightHistogram,
  materialRatioCurve,
  polygonVolume,
  type Surface,
} from '@asperity/core';
import { time, type Timing } from './measure.ts';

const peerDir = join(dirname(fileURLToPath(import.meta.url)), '../gwyddion-peer');

export interface ToolsResult {
  size: string;
  points: number;
  timings: Record<string, Timing>;
  particles: number;
  /** Gwyddion's seconds for the same work (one run each), or null without Gwyddion. */
  gwyddion: { dhMs: number; volumeMs: number; grainsMs: number; particles: number } | null;
}

export function runTools(sizes: readonly number[] = [512, 1024, 2048, 4096]): ToolsResult[] {
  const peer = buildPeer();
  const results: ToolsResult[] = [];
  for (const n of sizes) {
    const surface = generateDemoSurface({ nx: n, ny: n, seed: 7 });
    const runs = n >= 2048 ? 3 : 7;
    const w = n * surface.dx;
    const h = n * surface.dy;
    // An octagon over most of the image, so the scanline fill and the outline plane both work.
    const xs = [0.3, 0.7, 0.95, 0.95, 0.7, 0.3, 0.05, 0.05].map((f) => f * w);
    const ys = [0.05, 0.05, 0.3, 0.7, 0.95, 0.95, 0.7, 0.3].map((f) => f * h);
    const grainsParams = {
      particleThresholdPercent: 0.5,
      definedAsAboveThreshold: true,
      excludeParticlesTouchingEdge: false,
      excludeParticlesBelowMinimumSize: false,
      excludeParticlesBelowMinimumSizeThreshold: 0,
    };
    const wholeImage = { xs: [0, w, w, 0], ys: [0, 0, h, h], reference: 'zero' as const };
    const particles = grainsAndParticles(surface, grainsParams).particlesResults.length;
    results.push({
      size: `${n}x${n}`,
      points: n * n,
      timings: {
        heightHistogram20: time(() => heightHistogram(surface.z, 20), runs),
        materialRatioCurve101: time(() => materialRatioCurve(surface.z, 101), runs),
        volumeWholeImage: time(() => polygonVolume(surface, wholeImage), runs),
        volumeOctagonOutlinePlane: time(() => polygonVolume(surface, { xs, ys, reference: 'outline' }), runs),
        grainsAndParticles: time(() => grainsAndParticles(surface, grainsParams), runs),
      },
      particles,
      gwyddion: peer ? runPeer(peer, surface) : null,
    });
  }
  return results;
}

function buildPeer(): string | null {
  try {
    execFileSync(join(peerDir, 'build.sh'), ['tools'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const binary = join(peerDir, 'build/tools');
  return existsSync(binary) ? binary : null;
}

function runPeer(binary: string, surface: Surface): ToolsResult['gwyddion'] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tools-'));
  try {
    const raw = join(dir, 'field.raw');
    writeFileSync(raw, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
    const args = [raw, surface.nx, surface.ny, surface.dx, surface.dy, 50, 0, 20, 'timing'].map(String);
    const out = JSON.parse(execFileSync(binary, args, { maxBuffer: 1 << 24 }).toString()) as {
      grains: { count: number };
      seconds: { dh: number; volume: number; grains: number };
    };
    return {
      dhMs: out.seconds.dh * 1000,
      volumeMs: out.seconds.volume * 1000,
      grainsMs: out.seconds.grains * 1000,
      particles: out.grains.count,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
