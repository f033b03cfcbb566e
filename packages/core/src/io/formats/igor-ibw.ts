// Igor Pro binary wave (.ibw), as written by Asylum Research AFMs (MFP-3D, Cypher).
//
// Followed: WaveMetrics Technical Note PTN003 "Igor Binary Wave File Format" (BinHeader1/2/3/5,
// WaveHeader2/5, data type codes, the sections after the data: formula, note, extended units,
// dimension labels) and Gwyddion's igorfile module documentation for Asylum conventions.
//
// Layout (version 5): BinHeader5 (64 bytes: sizes of every section) · WaveHeader5 (320 bytes:
// npnts, type, nDim[4], sfA[4]/sfB[4] dimension scaling, units) · data, column-major (dimension 0
// varies fastest) · formula · note ("Key: value" lines, \r-separated) · extended data/dimension
// units · dimension labels (32 bytes each; label 0 names the dimension, label k+1 element k).
// Byte order: whichever reading of the first short gives a known version. Versions 1–3 hold 1D
// waves (profiles).
//
// Decisions:
// - Pixel size = sfA (the sampling step the file records), so the field is N × sfA. Asylum's note
//   says ScanSize = 20 µm for 256 px with sfA = 20 µm/255: the scan size spans first to last pixel
//   centre. Gwyddion 2.62 and SurfaceTopography both report N × sfA (2.00784314e-05 m); SciFiReaders
//   quotes the raw ScanSize. We follow the two readers that agree and keep ScanSize in metadata.
// - Orientation: Igor's dimension 1 (y) grows upwards; row 0 here is its last index, which is
//   Gwyddion 2.62's data-field order (checked on spot_1-1000nm.ibw: our z[0] = its z[0]).
// - 3D waves are channels (one per layer), named by the layer labels; their z unit follows from
//   the channel name (spm/asylum-channel-unit.ts) because the wave has one unit for all layers.
//   Unnamed layers are "no name (k)" like SurfaceTopography.
// - Complex, text and 4D waves → 'unsupported-image-type'; so are force curves and spectroscopy
//   (named signal columns, a time axis, or force values: see refuseCurves).
import { BinaryReader, checkGridSize } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import { asylumChannelUnit } from '../spm/asylum-channel-unit.ts';
import { parseSiUnit } from '../spm/si-unit.ts';

const WAVE_HEADER5_BYTES = 320;
const BIN_HEADER5_BYTES = 64;
const DIM_LABEL_BYTES = 32;
/** Note entries kept as metadata; Asylum notes have ~600, a hostile file could have millions. */
const MAX_NOTE_ENTRIES = 2000;

const COMPLEX = 0x01;
const UNSIGNED = 0x40;

function elementBytes(type: number): number | undefined {
  switch (type & ~UNSIGNED) {
    case 0x02:
      return 4; // float32
    case 0x04:
      return 8; // float64
    case 0x08:
      return 1; // int8
    case 0x10:
      return 2; // int16
    case 0x20:
      return 4; // int32
    default:
      return undefined;
  }
}

/** Byte order from the version short: little-endian when it reads as a known version. */
function byteOrder(bytes: Uint8Array): { littleEndian: boolean; version: number } | undefined {
  if (bytes.length < 2) return undefined;
  const known = [1, 2, 3, 5];
  const le = (bytes[0] as number) | ((bytes[1] as number) << 8);
  const be = ((bytes[0] as number) << 8) | (bytes[1] as number);
  if (known.includes(le)) return { littleEndian: true, version: le };
  if (known.includes(be)) return { littleEndian: false, version: be };
  return undefined;
}

interface WaveLayout {
  readonly version: number;
  readonly type: number;
  readonly npnts: number;
  readonly dims: readonly number[];
  readonly step: readonly number[];
  readonly start: readonly number[];
  readonly name: string;
  readonly dataUnit: string;
  readonly dimUnits: readonly string[];
  readonly dataOffset: number;
  /** Offset of the note and the sizes after the data (version 5; zero sizes otherwise). */
  readonly noteOffset: number;
  readonly noteSize: number;
  readonly dataEUnitsSize: number;
  readonly dimEUnitsSizes: readonly number[];
  readonly dimLabelsSizes: readonly number[];
}

function readLayout(reader: BinaryReader, version: number): WaveLayout {
  if (version === 5) {
    reader.seek(2).skip(2); // version, checksum
    const wfmSize = reader.i32();
    const formulaSize = reader.i32();
    const noteSize = reader.i32();
    const dataEUnitsSize = reader.i32();
    const dimEUnitsSizes = [reader.i32(), reader.i32(), reader.i32(), reader.i32()];
    const dimLabelsSizes = [reader.i32(), reader.i32(), reader.i32(), reader.i32()];
    const sizes = [wfmSize, formulaSize, noteSize, dataEUnitsSize, ...dimEUnitsSizes, ...dimLabelsSizes];
    if (sizes.some((s) => s < 0)) throw new SurfaceError('corrupt-file', 'IBW: negative section size');
    const w = BIN_HEADER5_BYTES;
    reader.ensure(WAVE_HEADER5_BYTES, w, 'IBW wave header');
    const npnts = reader.seek(w + 12).i32();
    const type = reader.i16();
    const name = reader.seek(w + 28).latin1(32);
    reader.seek(w + 68);
    const dims = [reader.i32(), reader.i32(), reader.i32(), reader.i32()];
    const step = [reader.f64(), reader.f64(), reader.f64(), reader.f64()];
    const start = [reader.f64(), reader.f64(), reader.f64(), reader.f64()];
    const dataUnit = reader.latin1(4);
    const dimUnits = [reader.latin1(4), reader.latin1(4), reader.latin1(4), reader.latin1(4)];
    const dataOffset = w + WAVE_HEADER5_BYTES;
    // wfmSize covers the wave header and the data; the note follows the formula.
    const noteOffset = w + wfmSize + formulaSize;
    return {
      version,
      type,
      npnts,
      dims,
      step,
      start,
      name,
      dataUnit,
      dimUnits,
      dataOffset,
      noteOffset,
      noteSize,
      dataEUnitsSize,
      dimEUnitsSizes,
      dimLabelsSizes,
    };
  }
  // Versions 1–3: BinHeader of 8, 16 or 20 bytes, then WaveHeader2 whose data starts at byte 110.
  const binHeader = version === 1 ? 8 : version === 2 ? 16 : 20;
  const w = binHeader;
  reader.ensure(110, w, 'IBW wave header');
  const type = reader.seek(w).i16();
  const name = reader.seek(w + 6).latin1(20);
  const dataUnit = reader.seek(w + 34).latin1(4);
  const xUnit = reader.latin1(4);
  const npnts = reader.i32();
  const step = reader.seek(w + 48).f64();
  const start = reader.f64();
  return {
    version,
    type,
    npnts,
    dims: [npnts, 0, 0, 0],
    step: [step, 1, 1, 1],
    start: [start, 0, 0, 0],
    name,
    dataUnit,
    dimUnits: [xUnit, '', '', ''],
    dataOffset: w + 110,
    noteOffset: 0,
    noteSize: 0,
    dataEUnitsSize: 0,
    dimEUnitsSizes: [0, 0, 0, 0],
    dimLabelsSizes: [0, 0, 0, 0],
  };
}

function magic(head: Uint8Array): MagicVerdict {
  try {
    const order = byteOrder(head);
    if (!order) return 'no';
    const reader = new BinaryReader(head, order.littleEndian);
    const layout = readLayout(reader, order.version);
    const size = elementBytes(layout.type);
    if (size === undefined || layout.npnts <= 0) return 'no';
    if (order.version !== 5) return 'maybe';
    // The product of the used dimensions must be the point count: a strong check for 2 bytes.
    const used = layout.dims.filter((d) => d > 0);
    const product = used.reduce((a, b) => a * b, 1);
    return used.length > 0 && product === layout.npnts ? 'yes' : 'no';
  } catch {
    return 'no';
  }
}

/** The note's "Key: value" lines (\r, \n or both). */
function parseNote(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  let count = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim();
    if (key === '' || key in entries) continue;
    entries[key] = line.slice(colon + 1).trim();
    if (++count >= MAX_NOTE_ENTRIES) break;
  }
  return entries;
}

/** Converts element `index` of the data to a number (typed by the wave's type code). */
function elementReader(view: DataView, type: number, littleEndian: boolean): (at: number) => number {
  const unsigned = (type & UNSIGNED) !== 0;
  switch (type & ~UNSIGNED) {
    case 0x02:
      return (at) => view.getFloat32(at, littleEndian);
    case 0x04:
      return (at) => view.getFloat64(at, littleEndian);
    case 0x08:
      return unsigned ? (at) => view.getUint8(at) : (at) => view.getInt8(at);
    case 0x10:
      return unsigned ? (at) => view.getUint16(at, littleEndian) : (at) => view.getInt16(at, littleEndian);
    default:
      return unsigned ? (at) => view.getUint32(at, littleEndian) : (at) => view.getInt32(at, littleEndian);
  }
}

const finiteOrZero = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? value : 0;

function read(bytes: Uint8Array) {
  const order = byteOrder(bytes);
  if (!order) throw new SurfaceError('corrupt-file', 'IBW: unknown version in the first two bytes');
  const reader = new BinaryReader(bytes, order.littleEndian);
  const layout = readLayout(reader, order.version);
  if (layout.type === 0) throw new SurfaceError('unsupported-image-type', 'IBW text wave, not data');
  if ((layout.type & COMPLEX) !== 0) throw new SurfaceError('unsupported-image-type', 'IBW complex wave');
  const size = elementBytes(layout.type);
  if (size === undefined) throw new SurfaceError('unsupported-image-type', `IBW data type ${layout.type}`);
  const dims = layout.dims.map((d) => Math.max(d, 0));
  if ((dims[3] as number) > 0) throw new SurfaceError('unsupported-image-type', 'IBW 4D wave');
  const nx = dims[0] as number;
  const ny = Math.max(dims[1] as number, 1);
  const layers = Math.max(dims[2] as number, 1);
  checkGridSize(nx, ny, 'IBW wave');
  if (layers > MAX_CHANNELS) {
    throw new SurfaceError('image-length-exceeded', `IBW wave with ${layers} layers`);
  }
  if (nx * ny * layers !== layout.npnts) {
    throw new SurfaceError(
      'corrupt-file',
      `IBW: ${layout.npnts} points do not match dimensions ${dims.join(' × ')}`,
    );
  }
  reader.ensure(layout.npnts * size, layout.dataOffset, 'IBW data (file truncated?)');

  // Sections after the data (version 5): note, extended units, dimension labels.
  let note: Record<string, string> = {};
  let dataUnitText = layout.dataUnit;
  const dimUnitTexts = [...layout.dimUnits];
  const layerLabels: string[] = [];
  const columnLabels: string[] = [];
  if (layout.version === 5) {
    reader.seek(layout.noteOffset);
    note = parseNote(reader.latin1(layout.noteSize));
    if (layout.dataEUnitsSize > 0) dataUnitText = reader.latin1(layout.dataEUnitsSize);
    layout.dimEUnitsSizes.forEach((s, i) => {
      if (s > 0) dimUnitTexts[i] = reader.latin1(s);
    });
    const labelSizes = layout.dimLabelsSizes;
    reader.skip(labelSizes[0] as number);
    const columnLabelsStart = reader.position;
    const columnLabelCount = Math.min(Math.floor((labelSizes[1] as number) / DIM_LABEL_BYTES), ny + 1);
    for (let k = 1; k < columnLabelCount; k++) {
      const label = reader
        .seek(columnLabelsStart + k * DIM_LABEL_BYTES)
        .latin1(DIM_LABEL_BYTES)
        .trim();
      if (label !== '') columnLabels.push(label);
    }
    reader.seek(columnLabelsStart + (labelSizes[1] as number));
    const layerLabelBytes = labelSizes[2] as number;
    const labelCount = Math.min(Math.floor(layerLabelBytes / DIM_LABEL_BYTES), layers + 1);
    const labelsStart = reader.position;
    // Label 0 names the dimension itself; labels 1…layers name the layers.
    for (let k = 1; k < labelCount; k++) {
      layerLabels.push(
        reader
          .seek(labelsStart + k * DIM_LABEL_BYTES)
          .latin1(DIM_LABEL_BYTES)
          .trim(),
      );
    }
  }

  refuseCurves(layout, dimUnitTexts, dataUnitText, columnLabels, layers);

  const warnings: ImportWarning[] = [];
  const lateral = (axis: 0 | 1): number => {
    const unit = parseSiUnit(dimUnitTexts[axis] ?? '');
    const step = Math.abs(layout.step[axis] as number);
    if (!Number.isFinite(step) || step <= 0) {
      throw new SurfaceError('corrupt-file', `IBW: step ${layout.step[axis]} along dimension ${axis}`);
    }
    if (!unit || unit.unit !== 'm') {
      warnings.push({
        code: 'metadata-incomplete',
        message: `IBW: dimension ${axis} has unit "${dimUnitTexts[axis] ?? ''}", not a length; steps taken as metres`,
      });
      return step;
    }
    return step * unit.factor;
  };
  const dx = lateral(0);
  const dy = ny > 1 ? lateral(1) : dx;
  const waveUnit = parseSiUnit(dataUnitText) ?? { unit: dataUnitText, factor: 1 };

  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const element = elementReader(view, layout.type, order.littleEndian);
  const imageProperties: ImageProperties = {
    ...(note['MicroscopeModel'] ? { system: note['MicroscopeModel'] } : {}),
    ...(note['ImagingMode'] ? { method: note['ImagingMode'] } : {}),
    ...(note['ScanRate'] ? { speed: `${note['ScanRate']} Hz` } : {}),
    ...(note['ScanSize'] ? { scanLength: `${note['ScanSize']} m` } : {}),
    ...(note['SampleName'] ? { sampleId: note['SampleName'] } : {}),
  };
  const channels: Channel[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const label = layerLabels[layer] ?? '';
    const name = label !== '' ? label : `no name (${layer + 1})`;
    const byName = label === '' ? undefined : asylumChannelUnit(label);
    const unit = byName ? { unit: byName.unit, factor: 1 } : waveUnit;
    const isHeight = byName ? byName.height : unit.unit === 'm';
    const z = new Float64Array(nx * ny);
    const base = layout.dataOffset + layer * nx * ny * size;
    for (let j = 0; j < ny; j++) {
      const row = ny - 1 - j;
      let at = base + j * nx * size;
      for (let i = 0; i < nx; i++, at += size) {
        // Igor marks missing points with NaN; ±Inf is no measurement either.
        const value = element(at) * unit.factor;
        z[row * nx + i] = Number.isFinite(value) ? value : NaN;
      }
    }
    channels.push(
      makeChannel(
        name,
        isHeight ? 'height' : 'other',
        { nx, ny, dx, dy, x0: finiteOrZero(layout.start[0]), y0: finiteOrZero(layout.start[1]) },
        z,
        unit.unit,
        {
          ...(note['MicroscopeModel'] ? { instrument: `Asylum Research ${note['MicroscopeModel']}` } : {}),
          imageProperties,
        },
      ),
    );
  }
  const metadata: Record<string, string> = { waveName: layout.name, ...note };
  if (note['Date'] && note['Time']) metadata['acquisitionTime'] = `${note['Date']} ${note['Time']}`;
  return makeSurfaceFile('igor-ibw', channels, metadata, warnings);
}

/**
 * Asylum force curves and spectroscopy are Igor waves too: a column per signal named in the
 * dimension-1 labels (Raw, Defl, ZSnsr, …), sampled in time along dimension 0, or a 1D wave of
 * force. Read as an image they would be a meaningless N × 3 "height map", so they are refused with
 * the reason ('unsupported-image-type'). Images have lengths along dimensions 0 and 1 and name
 * their channels in the dimension-2 (layer) labels.
 */
function refuseCurves(
  layout: WaveLayout,
  dimUnits: readonly string[],
  dataUnit: string,
  columnLabels: readonly string[],
  layers: number,
): void {
  const points = Math.max(layout.dims[0] as number, 0);
  const what = `a force curve or spectroscopy, not an image`;
  if (layers === 1 && columnLabels.length > 0) {
    throw new SurfaceError(
      'unsupported-image-type',
      `IBW wave "${layout.name.trim()}" holds ${points}-point curves of the signals ` +
        `${columnLabels.join(', ')}: ${what}`,
    );
  }
  const along = parseSiUnit(dimUnits[0] ?? '');
  if (along?.unit === 's') {
    throw new SurfaceError(
      'unsupported-image-type',
      `IBW wave is sampled in time along its ${points} points (unit s): ${what}`,
    );
  }
  const values = parseSiUnit(dataUnit);
  if (values?.unit === 'N' && Math.max(layout.dims[1] as number, 0) <= 1) {
    throw new SurfaceError('unsupported-image-type', `IBW wave of ${points} force values (unit N): ${what}`);
  }
}

export const igorIbwFormat = defineFormat({
  id: 'igor-ibw',
  name: 'Igor binary wave (Asylum Research)',
  extensions: ['ibw'],
  specification:
    'WaveMetrics Technical Note PTN003 "Igor Binary Wave File Format"; Gwyddion igorfile module (Asylum conventions)',
  syntheticVariants: [
    {
      variant:
        'Asylum force curve (Raw/Defl/ZSnsr columns, time axis, force values): unsupported-image-type, not an N × 3 height map',
      test: 'igor-ibw-force.test.ts',
    },
  ],
  magic,
  read,
});
