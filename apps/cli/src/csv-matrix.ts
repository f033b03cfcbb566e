// A surface as a CSV height matrix: one line per row (row 0 first), one value per column, in metres,
// no header — the layout numpy.loadtxt(delimiter=','), spreadsheets and Gwyddion's ASCII import read as is.
// Values use JavaScript's shortest round-trip form, so reading the file back gives the same float64s.
import type { Surface } from '@asperity/core';

/** Roughly how much text to hand to the sink at once: few writes, bounded memory for any size. */
const CHUNK_CHARS = 1 << 20;

export async function writeCsvMatrix(
  surface: Pick<Surface, 'nx' | 'ny' | 'z'>,
  sink: (chunk: string) => Promise<void> | void,
): Promise<void> {
  const { nx, ny, z } = surface;
  const values: string[] = new Array<string>(nx);
  let chunk = '';
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) values[i] = String(z[j * nx + i] ?? Number.NaN);
    chunk += values.join(',') + '\n';
    if (chunk.length >= CHUNK_CHARS) {
      await sink(chunk);
      chunk = '';
    }
  }
  if (chunk.length > 0) await sink(chunk);
}
