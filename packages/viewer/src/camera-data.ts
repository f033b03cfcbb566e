// The camera as the editor stores it (spec part 2 §3 cameraData): position and orbit target in scene
// units, and the camera's rotation (Euler XYZ, radians) for other readers of the file. Restoring uses
// position and target only; the orbit controls derive the rotation from them, so a stored rotation that
// disagrees cannot tilt the view.
import type { PerspectiveCamera, Vector3 } from 'three';

export type Vec3 = [number, number, number];

export interface ViewerCamera {
  position: Vec3;
  target: Vec3;
  rotation: Vec3;
}

/** The camera's current pose; `target` is the orbit controls' target. */
export function readCamera(camera: PerspectiveCamera, target: Vector3): ViewerCamera {
  return {
    position: [camera.position.x, camera.position.y, camera.position.z],
    target: [target.x, target.y, target.z],
    rotation: [camera.rotation.x, camera.rotation.y, camera.rotation.z],
  };
}

/** Usable when every coordinate is finite and the camera does not sit on its target (no direction). */
export function isUsableCamera(data: ViewerCamera): boolean {
  const all = [...data.position, ...data.target, ...data.rotation];
  if (all.length !== 9 || !all.every((v) => typeof v === 'number' && Number.isFinite(v))) return false;
  const [px, py, pz] = data.position;
  const [tx, ty, tz] = data.target;
  return Math.hypot(px - tx, py - ty, pz - tz) > 0;
}

/** Puts the camera at the stored position looking at the stored target. */
export function placeCamera(camera: PerspectiveCamera, target: Vector3, data: ViewerCamera): void {
  camera.position.set(...data.position);
  target.set(...data.target);
  camera.lookAt(target);
}
