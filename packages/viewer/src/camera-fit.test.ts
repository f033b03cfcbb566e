import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { frameBox } from './camera-fit.ts';

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
});
