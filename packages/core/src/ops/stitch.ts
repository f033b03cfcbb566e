// Stitch (spec part 3 §1, §5 "Stitch: errors excessive-overlap (names both source files) and
// no-overlap (names the file)"): two or more surfaces — this one first, then inputs.surfaces in order —
// joined on the union of their grids.
//
// Decisions:
// - Each further surface is placed against the mosaic built so far, at the integer pixel offset of
//   maximum normalised cross-correlation over overlaps of at least `minOverlap` of that surface
//   (correlation-offset.ts: FFT correlations of the full fields, no downsampling — exact offsets).
//   `arrangement` restricts the candidates: 'horizontal' keeps offsets from the previous surface that
//   are at least as long in x as in y, 'vertical' the converse, 'auto' all.
// - no-overlap (naming the file) when no offset has the minimum overlap or the best correlation is
//   below 0.5 (the two images then do not show the same structure); excessive-overlap (naming both
//   files) when the surface lies for ≥ 95 % of its valid points within the mosaic or covers ≥ 95 % of
//   the mosaic — stitching would add (almost) nothing.
// - Heights: the new surface is shifted by the mean height difference over the overlap (a piston
//   only, no tilt, as Gwyddion's image stitching with "level" off tilts nothing either).
// - Pixel sizes must agree within 2 % (the other surface is then resampled bilinearly onto this one's
//   pixel size, subtract-advanced.ts); otherwise size-mismatch naming both files.
// - The overlap takes the mean of both (`blend: 'mean'`) or weights each by the distance to its own
//   image's border (`blend: 'feather'`), which hides the seam. Points outside every image are NaN.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { correlationOffset } from './correlation-offset.ts';
import { defineOperator } from './define-operator.ts';
import { resampleTo } from './subtract-advanced.ts';
import { ownName } from './subtract.ts';

export interface StitchParams {
  /** Files of the other surfaces, resolved by the caller into inputs.surfaces in this order. */
  readonly otherFileGuids: readonly string[];
  readonly arrangement: 'auto' | 'horizontal' | 'vertical';
  /** Smallest overlap searched, as a fraction of the added image's valid points, 0 … 1. */
  readonly minOverlap: number;
  readonly blend: 'mean' | 'feather';
}

/** Below this Pearson correlation the best offset is not taken as a real overlap. */
const MIN_SCORE = 0.5;
/** An image whose points lie at least this much inside the mosaic (or vice versa) adds nothing. */
const EXCESSIVE = 0.95;
const PIXEL_TOLERANCE = 0.02;

interface Placed {
  readonly name: string;
  readonly col: number;
  readonly row: number;
  readonly nx: number;
  readonly ny: number;
}

/** Pixels of distance to the rectangle's border, 1 on the border row/column. */
function inset(p: Placed, col: number, row: number): number {
  return Math.min(col - p.col, p.col + p.nx - 1 - col, row - p.row, p.row + p.ny - 1 - row) + 1;
}

function countValid(z: Float64Array): number {
  let n = 0;
  for (const v of z) if (!Number.isNaN(v)) n++;
  return n;
}

export const stitch = defineOperator({
  id: 'stitch',
  title: 'Stitch overlapping surfaces found by cross-correlation onto their union grid',
  kind: 'combine',
  apply(surface, params: StitchParams, inputs) {
    if (inputs.surfaces.length === 0)
      throw new AnalysisError('invalid-request', 'stitching needs at least one other surface');
    if (!(params.minOverlap > 0 && params.minOverlap <= 1))
      throw new AnalysisError('invalid-request', 'the minimum overlap must be a fraction above 0, at most 1');
    const { dx, dy } = surface;
    // The mosaic: a grid with its own origin (in this surface's pixel coordinates) that grows.
    let mosaic = { nx: surface.nx, ny: surface.ny, z: new Float64Array(surface.z) };
    let originCol = 0;
    let originRow = 0;
    const placed: Placed[] = [{ name: ownName(surface), col: 0, row: 0, nx: surface.nx, ny: surface.ny }];

    inputs.surfaces.forEach((raw, index) => {
      const name = inputs.names[index] ?? `surface ${index + 2}`;
      const first = placed[0] as Placed;
      const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
      if (rel(raw.dx, dx) > PIXEL_TOLERANCE || rel(raw.dy, dy) > PIXEL_TOLERANCE)
        throw new AnalysisError(
          'size-mismatch',
          `'${first.name}' and '${name}' have pixel sizes too different to stitch`,
        );
      const tile = resampleTo(raw, dx, dy);
      const tileValid = countValid(tile.z);
      const previous = placed[placed.length - 1] as Placed;
      const prevCol = previous.col - originCol;
      const prevRow = previous.row - originRow;
      const found = correlationOffset(mosaic, tile, {
        minOverlapPixels: Math.max(4, Math.ceil(params.minOverlap * tileValid)),
        accept:
          params.arrangement === 'auto'
            ? undefined
            : (ox, oy) => {
                const along = Math.abs((ox - prevCol) * dx);
                const across = Math.abs((oy - prevRow) * dy);
                return params.arrangement === 'horizontal' ? along >= across : across >= along;
              },
      });
      if (!found || found.score < MIN_SCORE)
        throw new AnalysisError(
          'no-overlap',
          `no reliable overlap of '${name}' with the images before it was found`,
        );
      const mosaicValid = countValid(mosaic.z);
      if (found.overlap >= EXCESSIVE * tileValid || found.overlap >= EXCESSIVE * mosaicValid) {
        // Name the placed image this one overlaps most.
        const col = found.ox + originCol;
        const row = found.oy + originRow;
        let most = first;
        let mostArea = -1;
        for (const p of placed) {
          const w = Math.min(p.col + p.nx, col + tile.nx) - Math.max(p.col, col);
          const h = Math.min(p.row + p.ny, row + tile.ny) - Math.max(p.row, row);
          const area = w > 0 && h > 0 ? w * h : 0;
          if (area > mostArea) {
            most = p;
            mostArea = area;
          }
        }
        throw new AnalysisError(
          'excessive-overlap',
          `'${name}' lies almost entirely within '${most.name}' (or the other way round)`,
        );
      }

      // Piston levelling over the overlap.
      let sum = 0;
      let n = 0;
      for (let r = 0; r < tile.ny; r++)
        for (let c = 0; c < tile.nx; c++) {
          const mr = r + found.oy;
          const mc = c + found.ox;
          if (mr < 0 || mr >= mosaic.ny || mc < 0 || mc >= mosaic.nx) continue;
          const a = mosaic.z[mr * mosaic.nx + mc] as number;
          const b = tile.z[r * tile.nx + c] as number;
          if (Number.isNaN(a) || Number.isNaN(b)) continue;
          sum += a - b;
          n++;
        }
      const shift = n > 0 ? sum / n : 0;

      // The union grid.
      const left = Math.min(0, found.ox);
      const top = Math.min(0, found.oy);
      const nx = Math.max(mosaic.nx, found.ox + tile.nx) - left;
      const ny = Math.max(mosaic.ny, found.oy + tile.ny) - top;
      const z = new Float64Array(nx * ny).fill(NaN);
      for (let r = 0; r < mosaic.ny; r++)
        z.set(mosaic.z.subarray(r * mosaic.nx, (r + 1) * mosaic.nx), (r - top) * nx - left);
      const here: Placed = {
        name,
        col: found.ox + originCol,
        row: found.oy + originRow,
        nx: tile.nx,
        ny: tile.ny,
      };
      originCol += left;
      originRow += top;
      for (let r = 0; r < tile.ny; r++)
        for (let c = 0; c < tile.nx; c++) {
          const b = tile.z[r * tile.nx + c] as number;
          if (Number.isNaN(b)) continue;
          const i = (r + found.oy - top) * nx + (c + found.ox - left);
          const a = z[i] as number;
          const lifted = b + shift;
          if (Number.isNaN(a)) {
            z[i] = lifted;
            continue;
          }
          if (params.blend === 'mean') {
            z[i] = 0.5 * (a + lifted);
            continue;
          }
          // Feather: the weight of each side grows with the distance to its own image's border.
          const col = c + here.col;
          const row = r + here.row;
          let wa = 0;
          for (const p of placed)
            if (col >= p.col && col < p.col + p.nx && row >= p.row && row < p.row + p.ny)
              wa = Math.max(wa, inset(p, col, row));
          const wb = inset(here, col, row);
          z[i] = (wa * a + wb * lifted) / (wa + wb);
        }
      placed.push(here);
      mosaic = { nx, ny, z };
    });

    return {
      ...surface,
      nx: mosaic.nx,
      ny: mosaic.ny,
      x0: surface.x0 + originCol * dx,
      y0: surface.y0 + originRow * dy,
      z: mosaic.z,
    };
  },
});
