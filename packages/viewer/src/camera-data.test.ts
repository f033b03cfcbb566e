import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { isUsableCamera, placeCamera, readCamera, type ViewerCamera } from './camera-data.ts';

const stored: ViewerCamera = { position: [0.5, 1, 2], target: [0, 0.1, 0], rotation: [0, 0, 0] };

describe('camera data', () => {
  it('reads back the pose it placed, with the rotation of a camera looking at the target', () => {
    const camera = new PerspectiveCamera();
    const target = new Vector3();
    placeCamera(camera, target, stored);
    const read = readCamera(camera, target);
    expect(read.position).toEqual([0.5, 1, 2]);
    expect(read.target).toEqual([0, 0.1, 0]);
    // Looking along (target - position): the camera's -z axis points at the target.
    const forward = new Vector3(0, 0, -1).applyEuler(camera.rotation);
    const towards = new Vector3(-0.5, -0.9, -2).normalize();
    expect(forward.distanceTo(towards)).toBeLessThan(1e-6);
    expect(read.rotation).toEqual([camera.rotation.x, camera.rotation.y, camera.rotation.z]);
    expect(read.rotation.some((r) => r !== 0)).toBe(true);
  });

  it('refuses non-finite coordinates and a camera on its own target', () => {
    expect(isUsableCamera(stored)).toBe(true);
    expect(isUsableCamera({ ...stored, position: [Number.NaN, 1, 2] })).toBe(false);
    expect(isUsableCamera({ ...stored, rotation: [0, Number.POSITIVE_INFINITY, 0] })).toBe(false);
    expect(isUsableCamera({ ...stored, position: [0, 0.1, 0] })).toBe(false);
  });
});
