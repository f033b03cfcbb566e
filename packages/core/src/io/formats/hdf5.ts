// Generic HDF5 (.h5, .hdf5): every two-dimensional numeric dataset becomes a channel.
// Format: HDF5 File Format Specification 3.0, https://docs.hdfgroup.org/hdf5/develop/_f_m_t3.html
// (decoded by jsfive). Layout convention followed: SurfaceTopography's H5 reader documentation
// ("the first index of the dataset runs along x, the second along y"; HDF5 stores no units or
// physical sizes), https://github.com/ContactEngineering/SurfaceTopography SurfaceTopography/IO/H5.py.
//
// Orientation: SurfaceTopography's heights()[i, j] is Gwyddion's z[row = j, col = i] (MANIFEST §3.0),
// so a dataset of shape (a, b) is a grid of nx = a columns and ny = b rows with
// z[row = j, col = i] = data[i][j]. Verified against the real file h5/multiple_data_sets.h5
// (SurfaceTopography asserts (256, 256) and (640, 480) grid points; Gwyddion cannot read it).
//
// Decision: the file says nothing about lengths, so the channels are heights with 1 m per pixel
// and values taken as metres, and a 'metadata-incomplete' warning tells the user to set the real
// size and unit — never a silent guess.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel } from '../../surface/surface-file.ts';
import { defineFormat } from '../format.ts';
import { hasHdf5Signature, openHdf5, type Hdf5Array } from '../hdf5/open-hdf5.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { jpkH5File, looksLikeJpkH5 } from './jpk-h5.ts';

/**
 * Whether the root of an HDF5 file is laid out as Zygo DATX. Such a file must not be opened as
 * generic datasets (uncalibrated, in unknown units) when the DATX reader could not decode it.
 */
export function looksLikeZygoDatx(rootKeys: readonly string[]): boolean {
  return rootKeys.includes('MetaData') && rootKeys.includes('Measurement');
}

/** Heights of a (columns-first) HDF5 array in the Gwyddion row-major order. */
export function transposeToRows({ shape, values }: Hdf5Array): { nx: number; ny: number; z: Float64Array } {
  const [nx, ny] = shape;
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < nx; i++) {
    const source = i * ny;
    for (let j = 0; j < ny; j++) z[j * nx + i] = values[source + j] as number;
  }
  return { nx, ny, z };
}

export const hdf5Format = defineFormat({
  id: 'hdf5',
  name: 'HDF5 (generic 2D datasets)',
  extensions: ['h5', 'hdf5', 'hdf'],
  specification:
    'HDF5 File Format Specification 3.0 (HDF Group); layout as in SurfaceTopography IO/H5.py (first index along x)',
  // 'maybe': HDF5 is a container; vendor formats built on it (Zygo DATX) say 'yes' first.
  magic: (head) => (hasHdf5Signature(head) ? 'maybe' : 'no'),
  read(bytes) {
    if (!hasHdf5Signature(bytes))
      throw new SurfaceError('corrupt-file', 'not an HDF5 file (signature missing)');
    const file = openHdf5(bytes);
    if (looksLikeZygoDatx(file.rootKeys())) {
      throw new SurfaceError(
        'unsupported-image-type',
        'a Zygo DATX file: read it as DATX (its calibration is required), not as generic HDF5',
      );
    }
    // A JPK export renamed .h5: its frames need JPK's reshaping and scaling, not raw datasets.
    if (looksLikeJpkH5(file.rootKeys())) return jpkH5File(file);
    const candidates = file
      .listDatasets()
      .filter(
        (d) => d.shape.length === 2 && d.dtype !== '' && (d.shape[0] ?? 0) > 0 && (d.shape[1] ?? 0) > 0,
      );
    if (candidates.length > MAX_CHANNELS) {
      throw new SurfaceError(
        'image-length-exceeded',
        `${candidates.length} datasets exceed ${MAX_CHANNELS} channels`,
      );
    }
    const channels: Channel[] = candidates.map((info) => {
      const { nx, ny, z } = transposeToRows(file.read2d(info.path));
      const name = info.path.replace(/^\//, '');
      return makeChannel(name, 'height', { nx, ny, dx: 1, dy: 1 }, z, 'm');
    });
    if (channels.length === 0) {
      throw new SurfaceError('images-missing', 'the HDF5 file holds no two-dimensional numeric dataset');
    }
    const warnings = channels.map((c) => ({
      code: 'metadata-incomplete' as const,
      channel: c.name,
      message:
        'HDF5 stores no physical size or height unit: 1 m per pixel and heights in metres are assumed; set the real size and unit',
    }));
    return makeSurfaceFile(
      'hdf5',
      channels,
      { datasets: candidates.map((c) => c.path).join(', ') },
      warnings,
    );
  },
});
