// NetCDF (.nc) height maps in SurfaceTopography's layout, described in its NC reader documentation
// (https://github.com/ContactEngineering/SurfaceTopography, SurfaceTopography/IO/NC.py): dimensions
// x and y, a variable heights(x, y), and variables x(x), y(y) whose attribute `length` is the
// physical size along that axis, with the unit in `length_unit` (older files: `unit`, also on
// heights). Classic and 64-bit-offset files are parsed by ../netcdf/classic-netcdf.ts (Unidata's
// classic format specification); NetCDF-4 files are HDF5 and go through jsfive.
//
// Orientation: heights(x, y) has x first, i.e. SurfaceTopography's heights()[i, j], which is
// Gwyddion's z[row = j, col = i] (MANIFEST §3.0): nx = length of x, ny = length of y.
// Verified against the real file nc/nc-1.nc (CDF-2, written by SurfaceTopography): 5 × 10 points,
// 5 nm × 10 nm, heights in nm varying along y only (9, 7, …, −9 nm). Gwyddion cannot read it and
// MANIFEST quotes no values, so the test asserts what the file itself declares. NetCDF-4 support
// is verified on nothing (no file); missing sizes or units give a 'metadata-incomplete' warning.
// The writer produces the same layout as 64-bit-offset NetCDF with lengths in metres (round trip
// tested).
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf } from '../format.ts';
import { hasHdf5Signature, openHdf5 } from '../hdf5/open-hdf5.ts';
import {
  hasNetcdfClassicSignature,
  parseNetcdfHeader,
  readNetcdfVariable,
  variableShape,
  type NetcdfVariable,
} from '../netcdf/classic-netcdf.ts';
import { writeNetcdfTopography } from '../netcdf/write-netcdf.ts';
import { transposeToRows } from './hdf5.ts';

type Attributes = Readonly<Record<string, unknown>>;

/** The heights array and the attributes SurfaceTopography's layout puts on heights, x and y. */
export interface NetcdfTopographyParts {
  /** [length of x, length of y]. */
  readonly shape: readonly [number, number];
  readonly heights: ArrayLike<number>;
  readonly heightsAttributes: Attributes;
  readonly xAttributes: Attributes | undefined;
  readonly yAttributes: Attributes | undefined;
}

function text(attributes: Attributes | undefined, name: string): string | undefined {
  const value = attributes?.[name];
  const single = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  return typeof single === 'string' && single.trim() !== '' ? single.trim() : undefined;
}

function number(attributes: Attributes | undefined, name: string): number | undefined {
  const value = attributes?.[name];
  const single = Array.isArray(value) || ArrayBuffer.isView(value) ? (value as ArrayLike<unknown>)[0] : value;
  return typeof single === 'number' ? single : typeof single === 'bigint' ? Number(single) : undefined;
}

function unitScale(unit: string, what: string): number {
  const scale = metresPerLengthUnit(unit);
  if (scale === undefined) throw new SurfaceError('unsupported-image-type', `NetCDF: ${what} unit '${unit}'`);
  return scale;
}

/** Builds the surface file from SurfaceTopography-layout parts (shared by NetCDF 3 and 4). */
export function netcdfTopographyFromParts(parts: NetcdfTopographyParts): SurfaceFile {
  const [nx, ny] = parts.shape;
  checkGridSize(nx, ny, 'NetCDF heights');
  const warnings: ImportWarning[] = [];
  const lateralUnit = text(parts.xAttributes, 'length_unit') ?? text(parts.xAttributes, 'unit');
  const heightUnit =
    text(parts.heightsAttributes, 'unit') ?? text(parts.heightsAttributes, 'length_unit') ?? lateralUnit;
  const lengthX = number(parts.xAttributes, 'length');
  const lengthY = number(parts.yAttributes, 'length');

  let dx = 1;
  let dy = 1;
  if (lengthX !== undefined && lengthY !== undefined) {
    const scale = lateralUnit === undefined ? 1 : unitScale(lateralUnit, 'length');
    dx = checkPositiveLength(lengthX * scale, 'NetCDF x length') / nx;
    dy = checkPositiveLength(lengthY * scale, 'NetCDF y length') / ny;
  } else {
    warnings.push({
      code: 'metadata-incomplete',
      message: 'no physical size in the file: 1 m per pixel assumed',
    });
  }
  if (heightUnit === undefined) {
    warnings.push({ code: 'metadata-incomplete', message: 'no unit in the file: metres assumed' });
  }
  const heightScale = heightUnit === undefined ? 1 : unitScale(heightUnit, 'height');

  const { z } = transposeToRows({ shape: [nx, ny], values: parts.heights });
  for (let k = 0; k < z.length; k++) z[k] = (z[k] as number) * heightScale;

  const metadata: Record<string, string> = {};
  if (heightUnit !== undefined) metadata['unit'] = heightUnit;
  const periodic = number(parts.xAttributes, 'periodic');
  if (periodic !== undefined) metadata['periodic'] = periodic !== 0 ? 'yes' : 'no';
  const channel = makeChannel('heights', 'height', { nx, ny, dx, dy }, z, 'm');
  return makeSurfaceFile('netcdf', [channel], metadata, warnings);
}

function attributeRecord(variable: NetcdfVariable | undefined): Attributes | undefined {
  return variable === undefined ? undefined : Object.fromEntries(variable.attributes);
}

function readClassic(bytes: Uint8Array): SurfaceFile {
  const header = parseNetcdfHeader(bytes);
  const byName = (name: string) => header.variables.find((v) => v.name === name);
  const heights = byName('heights');
  if (heights === undefined)
    throw new SurfaceError('unsupported-image-type', "NetCDF file without a 'heights' variable");
  const shape = variableShape(header, heights);
  if (shape.length !== 2)
    throw new SurfaceError('unsupported-image-type', "NetCDF 'heights' is not two-dimensional");
  const [nx, ny] = shape as [number, number];
  checkGridSize(nx, ny, 'NetCDF heights');
  return netcdfTopographyFromParts({
    shape: [nx, ny],
    heights: readNetcdfVariable(bytes, header, heights),
    heightsAttributes: attributeRecord(heights) ?? {},
    xAttributes: attributeRecord(byName('x')),
    yAttributes: attributeRecord(byName('y')),
  });
}

function readNetcdf4(bytes: Uint8Array): SurfaceFile {
  const file = openHdf5(bytes);
  if (!file.rootKeys().includes('heights')) {
    throw new SurfaceError('unsupported-image-type', "NetCDF-4 file without a 'heights' variable");
  }
  const { shape, values } = file.read2d('/heights');
  return netcdfTopographyFromParts({
    shape,
    heights: values,
    heightsAttributes: file.attributes('/heights') ?? {},
    xAttributes: file.attributes('/x'),
    yAttributes: file.attributes('/y'),
  });
}

export const netcdfFormat = defineFormat({
  id: 'netcdf',
  name: 'NetCDF (SurfaceTopography layout)',
  extensions: ['nc'],
  specification:
    'Unidata NetCDF classic / 64-bit offset format specification; layout: SurfaceTopography IO/NC.py (heights(x, y), x/y length)',
  magic(head, fileName) {
    if (hasNetcdfClassicSignature(head)) return 'yes';
    return hasHdf5Signature(head) && extensionOf(fileName) === 'nc' ? 'maybe' : 'no';
  },
  read(bytes) {
    return hasHdf5Signature(bytes) ? readNetcdf4(bytes) : readClassic(bytes);
  },
  write(file, options) {
    const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
    const channel = file.channels[index];
    if (channel === undefined || channel.kind !== 'height') {
      throw new SurfaceError('invalid-request', 'NetCDF export needs a height channel');
    }
    return writeNetcdfTopography(channel.surface);
  },
});
