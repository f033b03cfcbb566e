// STL export: the solid must be closed (every edge shared by exactly two triangles), oriented
// outwards (positive enclosed volume, equal to the integral under the surface above the base), and
// its bounding box must match the field.
import { describe, expect, it } from 'vitest';
import { stlFormat, stlTriangleCount } from '../../src/io/formats/stl.ts';
import { isSurfaceError, makeChannel, makeSurfaceFile, type SurfaceFile } from '../../src/index.ts';

const write = (file: SurfaceFile, variant?: string): Uint8Array => {
  if (!stlFormat.write) throw new Error('no writer');
  return stlFormat.write(file, variant === undefined ? {} : { variant });
};

interface Mesh {
  readonly triangles: number[][];
}

function parse(bytes: Uint8Array): Mesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  expect(bytes.length).toBe(84 + count * 50);
  const triangles: number[][] = [];
  for (let t = 0; t < count; t++) {
    const at = 84 + t * 50 + 12;
    triangles.push(Array.from({ length: 9 }, (_, k) => view.getFloat32(at + 4 * k, true)));
  }
  return { triangles };
}

const key = (v: number[], k: number): string => `${v[k]},${v[k + 1]},${v[k + 2]}`;

describe('STL writer', () => {
  // 4 × 3 field, 2 µm × 1 µm pitch, one invalid point.
  const z = Float64Array.from([0, 1, 2, 3, 1, NaN, 1, 2, 4, 2, 1, 0].map((v) => v * 1e-6));
  const file = makeSurfaceFile('t', [
    makeChannel('H', 'height', { nx: 4, ny: 3, dx: 2e-6, dy: 1e-6, x0: 10e-6 }, z),
  ]);
  const mesh = parse(write(file));

  it('has the expected triangle count and is closed: every edge shared by exactly two triangles', () => {
    expect(mesh.triangles.length).toBe(stlTriangleCount(4, 3));
    const edges = new Map<string, number>();
    for (const t of mesh.triangles) {
      const vertices = [key(t, 0), key(t, 3), key(t, 6)];
      for (let e = 0; e < 3; e++) {
        const a = vertices[e] as string;
        const b = vertices[(e + 1) % 3] as string;
        const edge = a < b ? `${a}|${b}` : `${b}|${a}`;
        edges.set(edge, (edges.get(edge) ?? 0) + 1);
      }
    }
    expect([...edges.values()].every((n) => n === 2)).toBe(true);
  });

  it('bounding box: x 10…16 µm, y 0…2 µm, z from the base (min − 10 % range) to the maximum', () => {
    const lo = [Infinity, Infinity, Infinity];
    const hi = [-Infinity, -Infinity, -Infinity];
    for (const t of mesh.triangles) {
      for (let k = 0; k < 9; k++) {
        lo[k % 3] = Math.min(lo[k % 3] as number, t[k] as number);
        hi[k % 3] = Math.max(hi[k % 3] as number, t[k] as number);
      }
    }
    expect(lo[0]).toBeCloseTo(10, 5);
    expect(hi[0]).toBeCloseTo(16, 5);
    expect([lo[1], hi[1]]).toEqual([0, 2]);
    expect(lo[2]).toBeCloseTo(-0.4, 5);
    expect(hi[2]).toBeCloseTo(4, 5);
  });

  it('is oriented outwards: the divergence-theorem volume is positive', () => {
    let volume = 0;
    for (const t of mesh.triangles) {
      const [ax, ay, az, bx, by, bz, cx, cy, cz] = t as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    }
    expect(volume).toBeGreaterThan(0);
  });

  it('writes millimetres on request and refuses profiles', () => {
    const mm = parse(write(file, 'mm'));
    expect(Math.max(...mm.triangles.map((t) => t[0] as number))).toBeCloseTo(0.016, 6);
    const profile = makeSurfaceFile('t', [
      makeChannel('P', 'height', { nx: 5, ny: 1, dx: 1e-6, dy: 1e-6 }, new Float64Array(5)),
    ]);
    try {
      write(profile);
      throw new Error('expected a SurfaceError');
    } catch (error) {
      expect(isSurfaceError(error) && error.code).toBe('invalid-request');
    }
  });
});
