// The report's 3D view (ADR 0019): the surface as a shaded oblique (axonometric) projection drawn
// with vector polygons, so a report needs no GPU and prints sharp at any size. The surface is
// area-averaged to a coarse grid (at most GRID cells a side), each cell becomes a quadrilateral
// coloured by its mean height through the colour gradient and shaded by a Lambert light, and the
// cells are listed far to near (painter's algorithm), so later polygons hide earlier ones.
// Heights are exaggerated as the previews' '3d' rendering does (RELIEF_FRACTION of the lateral size)
// because real roughness is nanometres on micrometres and would otherwise look flat.
import {
  DEFAULT_GRADIENT,
  GRADIENTS,
  RELIEF_FRACTION,
  resampleArea,
  sampleGradient,
  type ColorGradient,
  type Surface,
} from '@asperity/core';

/** One cell as it is drawn: four corners in view units (y down) and its colour. */
export interface ViewPolygon {
  readonly points: readonly (readonly [number, number])[];
  readonly rgb: readonly [number, number, number];
}

export interface ObliqueView {
  /** Extent of the drawing, view units; points lie in [0, width] × [0, height]. */
  readonly width: number;
  readonly height: number;
  /** Far to near. */
  readonly polygons: readonly ViewPolygon[];
  /** Height exaggeration applied (1: true slopes). */
  readonly zScale: number;
}

export interface ObliqueViewOptions {
  /** Cells of the longer side (default 72). */
  readonly grid?: number;
  /** Viewing direction about the vertical, degrees (default 35). */
  readonly azimuthDeg?: number;
  /** Angle above the horizon, degrees (default 35). */
  readonly elevationDeg?: number;
  readonly gradient?: ColorGradient;
}

const AMBIENT = 0.35;
/** Light from the upper left, towards the viewer (unit vector). */
const LIGHT = normalise([-0.5, -0.6, 0.8]);

function normalise(v: readonly [number, number, number]): [number, number, number] {
  const n = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / n, v[1] / n, v[2] / n];
}

export function obliqueView(surface: Surface, options: ObliqueViewOptions = {}): ObliqueView {
  const grid = options.grid ?? 72;
  const lateralX = surface.nx * surface.dx;
  const lateralY = surface.ny * surface.dy;
  // Cells keep the physical aspect ratio; at least 2 a side so a single row still shows.
  const longer = Math.max(lateralX, lateralY) || 1;
  const cols = Math.max(2, Math.min(surface.nx, Math.round((grid * lateralX) / longer)));
  const rows = Math.max(2, Math.min(surface.ny, Math.round((grid * lateralY) / longer)));
  const { values } = resampleArea(surface.z, surface.nx, surface.ny, cols, rows);
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max > min ? max - min : 0;
  const zScale = span > 0 ? Math.max(1, (RELIEF_FRACTION * longer) / span) : 1;
  // Plane coordinates scaled so the longer side is 1; heights in the same unit, from the minimum.
  const sx = lateralX / longer / cols;
  const sy = lateralY / longer / rows;
  const sz = zScale / longer || 0;
  const az = ((options.azimuthDeg ?? 35) * Math.PI) / 180;
  const el = ((options.elevationDeg ?? 35) * Math.PI) / 180;
  const [cosA, sinA, sinE, cosE] = [Math.cos(az), Math.sin(az), Math.sin(el), Math.cos(el)];
  const gradient = options.gradient ?? GRADIENTS[DEFAULT_GRADIENT];

  // Vertex heights: the mean of the valid cells around each grid corner.
  const height = (c: number, r: number): number => {
    let sum = 0;
    let n = 0;
    for (const [cc, rr] of [
      [c - 1, r - 1],
      [c, r - 1],
      [c - 1, r],
      [c, r],
    ] as const) {
      if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
      const v = values[rr * cols + cc]!;
      if (v === v) {
        sum += v;
        n++;
      }
    }
    return n === 0 ? NaN : sum / n - min;
  };
  const project = (c: number, r: number, z: number): { x: number; y: number; depth: number } => {
    const x = c * sx;
    const y = r * sy;
    const u = x * cosA - y * sinA;
    const depth = x * sinA + y * cosA;
    return { x: u, y: depth * sinE - z * sz * cosE, depth };
  };

  const cells: { depth: number; points: [number, number][]; rgb: [number, number, number] }[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = values[r * cols + c]!;
      if (v !== v) continue;
      const corners = [
        [c, r],
        [c + 1, r],
        [c + 1, r + 1],
        [c, r + 1],
      ] as const;
      const zs = corners.map(([cc, rr]) => {
        const h = height(cc, rr);
        return h === h ? h : v - min;
      });
      // Normal from the two diagonals of the cell, in plane units.
      const dzdx = (((zs[1]! + zs[2]! - zs[0]! - zs[3]!) / 2) * sz) / sx;
      const dzdy = (((zs[3]! + zs[2]! - zs[0]! - zs[1]!) / 2) * sz) / sy;
      const normal = normalise([-dzdx, -dzdy, 1]);
      const lambert = Math.max(0, normal[0] * LIGHT[0] + normal[1] * LIGHT[1] + normal[2] * LIGHT[2]);
      const light = AMBIENT + (1 - AMBIENT) * lambert;
      const [cr, cg, cb] = sampleGradient(gradient, span > 0 ? (v - min) / span : 0.5);
      const projected = corners.map(([cc, rr], k) => project(cc, rr, zs[k]!));
      cells.push({
        depth: projected.reduce((sum, p) => sum + p.depth, 0) / 4,
        points: projected.map((p) => [p.x, p.y]),
        rgb: [cr * light, cg * light, cb * light].map((x) => Math.round(Math.min(255, Math.max(0, x)))) as [
          number,
          number,
          number,
        ],
      });
    }
  }
  // Far (small depth: top of the drawing) first.
  cells.sort((a, b) => a.depth - b.depth);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const cell of cells)
    for (const [x, y] of cell.points) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  if (cells.length === 0) return { width: 0, height: 0, polygons: [], zScale };
  const polygons = cells.map((cell) => ({
    points: cell.points.map(([x, y]) => [x - minX, y - minY] as const),
    rgb: cell.rgb,
  }));
  return { width: maxX - minX, height: maxY - minY, polygons, zScale };
}
