import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { frameBox, pixelPadding } from './camera-fit.ts';

/** Normalised device coordinates of the eight box corners seen from the pose. */
function cornersInNdc(
  box: { sizeX: number; sizeY: number; height: number },
  pose: ReturnType<typeof frameBox>,
  fov: number,
  aspect: number,
): Vector3[] {
  const camera = new PerspectiveCamera(fov, aspect, 0.001, 1000);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
  const out: Vector3[] = [];
  for (const x of [-box.sizeX / 2, box.sizeX / 2]) {
    for (const y of [0, box.height]) {
      for (const z of [-box.sizeY / 2, box.sizeY / 2]) out.push(new Vector3(x, y, z).project(camera));
    }
  }
  return out;
}

describe('frameBox', () => {
  const box = { sizeX: 1, sizeY: 0.75, height: 0.25 };
  const direction = { polarRad: (55 * Math.PI) / 180, azimuthRad: (20 * Math.PI) / 180 };

  for (const aspect of [0.5, 0.8, 1, 1.6, 3]) {
    it(`keeps every corner inside the padded view and touches its edge (aspect ${aspect})`, () => {
      const pose = frameBox(box, direction, 35, aspect, 0.1);
      const ndc = cornersInNdc(box, pose, 35, aspect);
      const extent = Math.max(...ndc.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
      for (const p of ndc) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(0.9 + 1e-9);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(0.9 + 1e-9);
      }
      // Tight: the outermost corner lies on the padded border, so the surface is as large as allowed.
      expect(extent).toBeCloseTo(0.9, 6);
    });
  }

  it('looks at the centre of the box from the requested direction', () => {
    const pose = frameBox(box, { polarRad: 0.5, azimuthRad: 0 }, 35, 1);
    expect(pose.target).toEqual([0, 0.125, 0]);
    const [x, y, z] = pose.position;
    expect(x).toBeCloseTo(0, 12);
    expect(Math.atan2(z, y - 0.125)).toBeCloseTo(0.5, 12);
  });

  it('keeps the corners inside separate horizontal and vertical margins, touching the tighter one', () => {
    for (const aspect of [0.6, 1.8]) {
      const padding = { horizontal: 0.08, vertical: 0.2 };
      const ndc = cornersInNdc(box, frameBox(box, direction, 35, aspect, padding), 35, aspect);
      const x = Math.max(...ndc.map((p) => Math.abs(p.x)));
      const y = Math.max(...ndc.map((p) => Math.abs(p.y)));
      expect(x).toBeLessThanOrEqual(0.92 + 1e-9);
      expect(y).toBeLessThanOrEqual(0.8 + 1e-9);
      expect(Math.max(x / 0.92, y / 0.8)).toBeCloseTo(1, 6);
    }
  });
});

describe('pixelPadding', () => {
  it('leaves the same pixels for the axis labels at every view size, within its bounds', () => {
    // 64 px of a 1200 × 520 view: 64/600 of the half-width, 64/260 of the half-height.
    const wide = pixelPadding(1200, 520, 64);
    expect(wide.horizontal).toBeCloseTo(64 / 600, 12);
    expect(wide.vertical).toBeCloseTo(64 / 260, 12);
    // A large view is framed tighter than a small one: the surface fills more of it.
    expect(pixelPadding(2000, 1200, 64).vertical).toBeLessThan(pixelPadding(600, 400, 64).vertical);
    expect(pixelPadding(200, 150, 64)).toEqual({ horizontal: 0.35, vertical: 0.35 });
    expect(pixelPadding(10_000, 10_000, 64)).toEqual({ horizontal: 0.05, vertical: 0.05 });
    expect(pixelPadding(0, 0, 64)).toEqual({ horizontal: 0.35, vertical: 0.35 });
  });

  it('makes the surface of a 1440 × 900 editor view larger than the old fixed 30 % margin did', () => {
    const box = { sizeX: 1, sizeY: 0.75, height: 0.25 };
    const direction = { polarRad: (55 * Math.PI) / 180, azimuthRad: (20 * Math.PI) / 180 };
    const aspect = 900 / 420;
    const old = cornersInNdc(box, frameBox(box, direction, 35, aspect, 0.3), 35, aspect);
    const margin = { horizontal: 64, vertical: 40 };
    const framed = frameBox(box, direction, 35, aspect, pixelPadding(900, 420, margin));
    const now = cornersInNdc(box, framed, 35, aspect);
    const width = (points: Vector3[]) =>
      Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    expect(width(now) / width(old)).toBeGreaterThan(1.1);
  });
});
