import { describe, expect, it } from 'vitest';
import { GestureMesh } from './gesture-mesh.ts';

const full = { verticesX: 256, verticesY: 128 };

describe('the mesh during a gesture', () => {
  it('stands the coarse mesh in for the full one until the gesture ends', () => {
    const mesh = new GestureMesh();
    const coarse = mesh.start(full, 2048, 1024, 'high');
    expect(coarse).toEqual({ verticesX: 64, verticesY: 32 });
    expect(mesh.inGesture).toBe(true);
    // OrbitControls may start again before it ends (wheel during a drag): nothing changes.
    expect(mesh.start(coarse, 2048, 1024, 'high')).toBeNull();
    expect(mesh.end()).toEqual(full);
    expect(mesh.inGesture).toBe(false);
    expect(mesh.end()).toBeNull();
  });

  it('keeps a small surface on its own mesh', () => {
    const mesh = new GestureMesh();
    expect(mesh.start({ verticesX: 40, verticesY: 30 }, 40, 30, 'high')).toBeNull();
    expect(mesh.end()).toBeNull();
  });

  it('holds a refinement that arrives during the gesture for its end', () => {
    const mesh = new GestureMesh();
    expect(mesh.deferred(full)).toBe(false);
    mesh.start({ verticesX: 64, verticesY: 32 }, 2048, 1024, 'high');
    expect(mesh.deferred(full)).toBe(true);
    expect(mesh.end()).toEqual(full);
  });

  it('forgets the resting mesh of a surface that was replaced', () => {
    const mesh = new GestureMesh();
    mesh.start(full, 2048, 1024, 'high');
    mesh.forget();
    expect(mesh.end()).toBeNull();
  });
});
