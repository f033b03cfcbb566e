// Zygo DATX (.datx): an HDF5 container written by Mx / MetroPro successors.
// Layout followed (public descriptions): SurfaceTopography's DATX reader
// (https://github.com/ContactEngineering/SurfaceTopography, SurfaceTopography/IO/DATX.py, after
// https://gist.github.com/g-s-k/ccffb1e84df065a690e554f4b40cfd3a): the height map is the dataset
// /Measurement/Surface with the attributes 'Unit' (length unit of the values), 'No Data' (the
// value marking invalid points) and 'X Converter' / 'Y Converter' / 'Z Converter', each an HDF5
// compound record (Category, BaseUnit, Parameters) where a 'LateralCat' converter's Parameters[1]
// is the pixel size in metres and the 'HeightCat' converter's base unit must agree with 'Unit'.
// jsfive does not decode compound attributes; hdf5/compound-attribute.ts does (see open-hdf5.ts).
//
// No real DATX file is available (MANIFEST §5: datx-1/2 absent): the reader is verified on HDF5
// files written by h5py in that layout (test/formats/fixtures/make-datx.py). A converter that
// still cannot be decoded is rejected with 'unsupported-image-type' rather than guessed.
//
// Orientation decision: /Measurement/Surface is taken as a row-major image (shape [rows, columns]),
// the layout of Zygo's MetroPro .dat and of HDF5 image data. SurfaceTopography treats the first
// index as x instead; its only test files are square (1000 × 1000), so they cannot tell the two
// apart, and we follow the instrument's image layout. Values 'Waves'/'Fringes' (phase units) are
// rejected: converting them needs the wavelength and obliquity, which we cannot verify.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf } from '../format.ts';
import { hasHdf5Signature, openHdf5 } from '../hdf5/open-hdf5.ts';

export const DATX_SURFACE_PATH = '/Measurement/Surface';

/** A decoded DATX converter record. */
export interface DatxConverter {
  readonly category: string;
  readonly baseUnit: string;
  readonly parameters: readonly number[];
}

/** What the DATX reader needs from the HDF5 file, already extracted. */
export interface DatxParts {
  /** [rows, columns] of /Measurement/Surface. */
  readonly shape: readonly [number, number];
  readonly values: ArrayLike<number>;
  /** Attributes of /Measurement/Surface as the HDF5 decoder returns them. */
  readonly attributes: Readonly<Record<string, unknown>>;
}

/** An attribute that HDF5 stores as a one-element array or a scalar. */
function scalarAttribute(attributes: Readonly<Record<string, unknown>>, name: string): unknown {
  const value = attributes[name];
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}

function converterAttribute(attributes: Readonly<Record<string, unknown>>, name: string): DatxConverter {
  const value = scalarAttribute(attributes, name);
  if (value === null || value === undefined) {
    throw new SurfaceError(
      'unsupported-image-type',
      `DATX: the '${name}' attribute is missing or stored as an HDF5 compound type this reader cannot decode`,
    );
  }
  const record = value as Partial<Record<'Category' | 'BaseUnit' | 'Parameters', unknown>>;
  const parameters = record.Parameters;
  if (
    typeof record.Category !== 'string' ||
    typeof record.BaseUnit !== 'string' ||
    !Array.isArray(parameters) ||
    !parameters.every((p) => typeof p === 'number')
  ) {
    throw new SurfaceError(
      'corrupt-file',
      `DATX: the '${name}' attribute is not a (category, unit, parameters) record`,
    );
  }
  return { category: record.Category, baseUnit: record.BaseUnit, parameters };
}

/** Zygo writes units as words ('MicroMeters', 'NanoMeters'); the table knows the singular. */
function metresPerZygoUnit(unit: string): number | undefined {
  return metresPerLengthUnit(unit) ?? metresPerLengthUnit(unit.replace(/s$/i, ''));
}

function pixelSize(converter: DatxConverter, axis: string): number {
  if (converter.category !== 'LateralCat') {
    throw new SurfaceError(
      'unsupported-image-type',
      `DATX: ${axis} converter category '${converter.category}'`,
    );
  }
  return checkPositiveLength(converter.parameters[1] ?? NaN, `DATX ${axis} pixel size`);
}

/** Builds the surface from extracted DATX parts (pure: testable without an HDF5 file). */
export function datxFromParts({ shape, values, attributes }: DatxParts): SurfaceFile {
  const [ny, nx] = shape;
  checkGridSize(nx, ny, 'DATX surface');
  if (values.length !== nx * ny)
    throw new SurfaceError('corrupt-file', 'DATX: surface data does not match its shape');

  const unit = scalarAttribute(attributes, 'Unit');
  if (typeof unit !== 'string')
    throw new SurfaceError('corrupt-file', "DATX: the 'Unit' attribute is missing");
  const metresPerValue = metresPerZygoUnit(unit);
  if (metresPerValue === undefined) {
    throw new SurfaceError('unsupported-image-type', `DATX: heights in '${unit}' are not a length unit`);
  }
  const zConverter = converterAttribute(attributes, 'Z Converter');
  if (zConverter.category !== 'HeightCat') {
    throw new SurfaceError('unsupported-image-type', `DATX: Z converter category '${zConverter.category}'`);
  }
  if (metresPerZygoUnit(zConverter.baseUnit) !== metresPerValue) {
    throw new SurfaceError(
      'corrupt-file',
      `DATX: conflicting height units '${unit}' and '${zConverter.baseUnit}'`,
    );
  }
  const dx = pixelSize(converterAttribute(attributes, 'X Converter'), 'X');
  const dy = pixelSize(converterAttribute(attributes, 'Y Converter'), 'Y');
  const noData = scalarAttribute(attributes, 'No Data');

  const z = new Float64Array(nx * ny);
  for (let k = 0; k < z.length; k++) {
    const v = values[k] as number;
    z[k] = v === noData || !Number.isFinite(v) ? NaN : v * metresPerValue;
  }
  const metadata: Record<string, string> = { unit };
  if (typeof noData === 'number') metadata['no data value'] = String(noData);
  const channel = makeChannel('Surface', 'height', { nx, ny, dx, dy }, z, 'm', { instrument: 'Zygo' });
  return makeSurfaceFile('datx', [channel], metadata);
}

export const datxFormat = defineFormat({
  id: 'datx',
  name: 'Zygo DATX',
  extensions: ['datx'],
  specification:
    'SurfaceTopography IO/DATX.py and gist g-s-k/ccffb1e84df065a690e554f4b40cfd3a (HDF5: /Measurement/Surface + converters)',
  magic: (head, fileName) =>
    hasHdf5Signature(head) ? (extensionOf(fileName) === 'datx' ? 'yes' : 'maybe') : 'no',
  read(bytes) {
    if (!hasHdf5Signature(bytes))
      throw new SurfaceError('corrupt-file', 'not an HDF5 file (signature missing)');
    const file = openHdf5(bytes);
    const attributes = file.attributes(DATX_SURFACE_PATH);
    if (!file.rootKeys().includes('MetaData') || attributes === undefined) {
      throw new SurfaceError(
        'unsupported-image-type',
        `HDF5 file without Zygo's MetaData and ${DATX_SURFACE_PATH}`,
      );
    }
    const { shape, values } = file.read2d(DATX_SURFACE_PATH);
    return datxFromParts({ shape, values, attributes });
  },
});
