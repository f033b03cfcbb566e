// JPK Instruments HDF5 exports (.h5-jpk; high-speed AFM videos and single images).
//
// Layout (as read by AFMReader's h5-jpk loader and playNano, both from JPK's own files):
// /Measurement_NNN groups carry the scan pattern as attributes — position-pattern.grid.ulength /
// vlength (metres), ilength / jlength (pixels along the fast / slow axis), timing-settings.scanRate.
// /Measurement_NNN/Channel_NNN groups carry channel.name ("height", "measuredHeight", "error", …),
// retrace, and the linear scaling net-encoder.scaling.multiplier / offset (with its unit when the
// file names one); the channel's dataset holds one frame per column: shape (ilength × jlength,
// frames), each column the frame's pixels row by row.
//
// Decisions: every frame is reshaped to jlength rows of ilength pixels and scaled
// (raw × multiplier + offset); rows are stored bottom-up and flipped (AFMReader's flip); pixel
// size = ulength / ilength and vlength / jlength; a height channel without a unit attribute is in
// metres (JPK's encoder unit for heights), said in a warning. Frames beyond MAX_CHANNELS are left
// out with a 'channel-skipped' warning. Never the raw datasets at 1 m per pixel of generic HDF5.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf, type MagicVerdict } from '../format.ts';
import { hasHdf5Signature, openHdf5, type Hdf5Array, type Hdf5DatasetInfo } from '../hdf5/open-hdf5.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { parseSiUnit } from '../spm/si-unit.ts';

/** What the reader needs of an HDF5 file (openHdf5 provides it; tests pass plain objects). */
export interface JpkH5Source {
  listDatasets(): Hdf5DatasetInfo[];
  attributes(path: string): Readonly<Record<string, unknown>> | undefined;
  read2d(path: string): Hdf5Array;
}

const CHANNEL_DATASET = /^\/(Measurement_\d+)\/(Channel_\d+)\/([^/]+)$/;

/** Whether the root holds JPK's Measurement_NNN groups. */
export function looksLikeJpkH5(rootKeys: readonly string[]): boolean {
  return rootKeys.some((k) => /^Measurement_\d+$/.test(k));
}

/** A scalar attribute: jsfive may hand scalars as one-element arrays or bytes. */
function scalar(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: unknown): string | undefined {
  const v = scalar(value);
  if (typeof v === 'string') return v.trim();
  if (v instanceof Uint8Array)
    return String.fromCharCode(...v)
      .replace(/\0.*$/s, '')
      .trim();
  return undefined;
}

function number(value: unknown): number | undefined {
  const v = scalar(value);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = text(v);
  if (t === undefined || t === '') return undefined;
  const parsed = Number(t);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function bool(value: unknown): boolean {
  const v = scalar(value);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  return text(v)?.toLowerCase() === 'true';
}

/** The unit attribute of a channel, wherever the writer put it. */
function unitOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of ['net-encoder.scaling.unit.unit', 'net-encoder.scaling.unit', 'channel.unit', 'unit']) {
    const unit = text(attributes[key]);
    if (unit !== undefined && unit !== '') return unit;
  }
  return undefined;
}

export function jpkH5File(source: JpkH5Source): SurfaceFile {
  const channels: Channel[] = [];
  const warnings: ImportWarning[] = [];
  const metadata: Record<string, string> = { vendor: 'JPK Instruments' };
  const datasets = source.listDatasets().filter((d) => CHANNEL_DATASET.test(d.path));
  if (datasets.length === 0) {
    throw new SurfaceError('images-missing', 'JPK HDF5 file without Measurement_NNN/Channel_NNN data');
  }
  let skipped = 0;
  for (const info of datasets) {
    const [, measurement, channelGroup] = CHANNEL_DATASET.exec(info.path) as RegExpExecArray;
    const pattern = source.attributes(`/${measurement}`) ?? {};
    const attributes = source.attributes(`/${measurement}/${channelGroup}`) ?? {};
    const ilength = number(pattern['position-pattern.grid.ilength']);
    const jlength = number(pattern['position-pattern.grid.jlength']) ?? ilength;
    if (ilength === undefined || jlength === undefined) {
      throw new SurfaceError(
        'corrupt-file',
        `JPK HDF5 ${measurement}: position-pattern.grid.ilength is missing`,
      );
    }
    const nx = ilength;
    const ny = jlength;
    checkGridSize(nx, ny, `JPK HDF5 ${measurement} grid`);
    const ulength = checkPositiveLength(
      number(pattern['position-pattern.grid.ulength']) ?? NaN,
      `JPK HDF5 ${measurement} position-pattern.grid.ulength`,
    );
    const vlength = number(pattern['position-pattern.grid.vlength']) ?? (ulength * ny) / nx;
    const rate = number(pattern['timing-settings.scanRate']);
    if (rate !== undefined) metadata['lineRate'] = `${rate} Hz`;

    const pixels = nx * ny;
    const [a = 0, b = 0] = info.shape;
    const framesAlongColumns = info.shape.length === 2 && a === pixels;
    const framesAlongRows = info.shape.length === 2 && b === pixels && !framesAlongColumns;
    if (!framesAlongColumns && !framesAlongRows) {
      throw new SurfaceError(
        'corrupt-file',
        `JPK HDF5 ${info.path}: shape ${info.shape.join(' × ')} does not hold frames of ${nx} × ${ny} pixels`,
      );
    }
    const frames = framesAlongColumns ? b : a;
    const array = source.read2d(info.path);
    const baseName = text(attributes['channel.name']) ?? info.path.split('/').pop() ?? 'Channel';
    const name = `${baseName}${bool(attributes['retrace']) ? ' (retrace)' : ''}`;
    const multiplier = number(attributes['net-encoder.scaling.multiplier']) ?? 1;
    const offset = number(attributes['net-encoder.scaling.offset']) ?? 0;
    const isHeightName = /height/i.test(baseName);
    const unitText = unitOf(attributes);
    const unit =
      unitText === undefined
        ? { unit: isHeightName ? 'm' : '', factor: 1 }
        : (parseSiUnit(unitText) ?? { unit: unitText, factor: 1 });
    if (unitText === undefined && isHeightName) {
      warnings.push({
        code: 'metadata-incomplete',
        channel: name,
        message: 'JPK HDF5 names no unit for the height: metres (the JPK height encoder unit) assumed',
      });
    }
    for (let frame = 0; frame < frames; frame++) {
      if (channels.length >= MAX_CHANNELS) {
        skipped++;
        continue;
      }
      const z = new Float64Array(pixels);
      for (let row = 0; row < ny; row++) {
        const storedRow = ny - 1 - row;
        for (let col = 0; col < nx; col++) {
          const p = storedRow * nx + col;
          const raw = array.values[framesAlongColumns ? p * frames + frame : frame * pixels + p] as number;
          const value = (raw * multiplier + offset) * unit.factor;
          z[row * nx + col] = Number.isFinite(value) ? value : NaN;
        }
      }
      channels.push(
        makeChannel(
          frames > 1 ? `${name}, frame ${frame + 1}` : name,
          isHeightName && unit.unit === 'm' ? 'height' : 'other',
          { nx, ny, dx: ulength / nx, dy: vlength / ny },
          z,
          unit.unit,
          { instrument: 'JPK Instruments' },
        ),
      );
    }
  }
  if (skipped > 0) {
    warnings.push({
      code: 'channel-skipped',
      message: `${skipped} further frames left out: at most ${MAX_CHANNELS} channels are read`,
    });
  }
  return makeSurfaceFile('jpk-h5', channels, metadata, warnings);
}

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  return hasHdf5Signature(head) && extensionOf(fileName) === 'h5-jpk' ? 'yes' : 'no';
}

export const jpkH5Format = defineFormat({
  id: 'jpk-h5',
  name: 'JPK HDF5 export (.h5-jpk)',
  extensions: ['h5-jpk'],
  specification:
    'HDF5 File Format Specification 3.0; JPK layout as read by AFMReader (AFM-SPM) h5-jpk loader: Measurement_NNN/Channel_NNN, position-pattern.grid.*, net-encoder.scaling.*',
  syntheticVariants: [
    {
      variant:
        'JPK .h5-jpk single images and videos (frames along columns or rows): reshaped to the scan grid, scaled, pixel size from the position pattern',
      test: 'jpk-h5.test.ts',
    },
  ],
  magic,
  read(bytes) {
    if (!hasHdf5Signature(bytes))
      throw new SurfaceError('corrupt-file', 'not an HDF5 file (signature missing)');
    return jpkH5File(openHdf5(bytes));
  },
  conclusive: true,
});
