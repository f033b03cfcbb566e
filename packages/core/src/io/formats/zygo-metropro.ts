// Zygo MetroPro binary data (.dat), written by Zygo interferometers (NewView, GPI, …).
//
// Followed: the header layout of the Zygo "MetroPro Reference Guide" (OMP-0347, section "Data
// Format"), as implemented by Gwyddion's "metropro" module (http://gwyddion.net/module-list.en.php);
// checked against Gwyddion 2.62 and SurfaceTopography's test_metropro.py on metropro-1.dat
// (MANIFEST.md §3 MetroPro, §4.1).
//
// Big endian. Header (offsets in bytes): 0 magic (0x881B036F format 1, …370 format 2, …371
// format 3), 4 header_format i16, 6 header_size i32, 12 software date char[30],
// 48 intensity {xoff, yoff, width, height, n_buckets, range} i16 + n_bytes i32,
// 64 phase {xoff, yoff, width, height} i16 + n_bytes i32, 76 time stamp i32 (Unix seconds),
// 80 comment char[82], 164 intf_scale_factor f32, 168 wavelength_in f32 (m),
// 176 obliquity_factor f32, 184 lateral_res f32 (m per pixel), 190 intens_avgs i16,
// 218 phase_res i16, 232 data_inverted i16, 246 objective char[12], 258 part number char[40],
// 302 phase_avgs i16, 320 part serial number char[40], 408 scan description char[20].
// Data after the header: n_buckets intensity frames (u16, invalid ≥ 65412), then the phase
// map (i32, invalid ≥ 2147483640), both row by row from the top (Gwyddion's order).
// Heights = phase × intf_scale_factor × obliquity_factor × wavelength_in / R with
// R = 4096, 32768, 131072 for phase_res 0, 1, 2.
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { makeChannel, makeSurfaceFile, type GridSpec } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';

const MAGICS = [0x881b036f, 0x881b0370, 0x881b0371];
const MIN_HEADER_SIZE = 834;
const INVALID_PHASE = 2147483640;
const INVALID_INTENSITY = 65412;
const PHASE_RESOLUTION = [4096, 32768, 131072];

function magic(head: Uint8Array): MagicVerdict {
  if (head.length < 4) return 'no';
  const value =
    ((head[0] as number) << 24) |
    ((head[1] as number) << 16) |
    ((head[2] as number) << 8) |
    (head[3] as number);
  return MAGICS.includes(value >>> 0) ? 'yes' : 'no';
}

interface Frame {
  readonly width: number;
  readonly height: number;
}

function frameAt(reader: BinaryReader, offset: number): Frame {
  reader.seek(offset + 4);
  return { width: reader.u16(), height: reader.u16() };
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes') throw new SurfaceError('corrupt-file', 'MetroPro: the header magic is missing');
  const reader = new BinaryReader(bytes, false);
  reader.ensure(MIN_HEADER_SIZE, 0, 'MetroPro header');
  const headerFormat = reader.seek(4).i16();
  const headerSize = reader.i32();
  if (headerFormat < 1 || headerFormat > 3) {
    throw new SurfaceError('unsupported-image-type', `MetroPro: header format ${headerFormat}`);
  }
  if (headerSize < MIN_HEADER_SIZE)
    throw new SurfaceError('corrupt-file', `MetroPro: header size ${headerSize}`);
  reader.ensure(headerSize, 0, 'MetroPro header');

  const intensity = frameAt(reader, 48);
  const buckets = reader.seek(56).i16();
  const phase = frameAt(reader, 64);
  const timestamp = reader.seek(76).i32();
  const text = (offset: number, length: number) => reader.seek(offset).latin1(length).trim();
  const f32 = (offset: number) => reader.seek(offset).f32();
  const i16 = (offset: number) => reader.seek(offset).i16();
  const scaleFactor = f32(164);
  const wavelength = f32(168);
  const obliquity = f32(176);
  const lateralResolution = f32(184);
  const phaseRes = i16(218);
  const inverted = i16(232) !== 0;

  const intensityPoints = buckets > 0 ? intensity.width * intensity.height : 0;
  const phasePoints = phase.width * phase.height;
  if (buckets < 0) throw new SurfaceError('corrupt-file', `MetroPro: ${buckets} intensity buckets`);
  const dataBytes = 2 * buckets * intensityPoints + 4 * phasePoints;
  reader.ensure(dataBytes, headerSize, 'MetroPro data');
  if (intensityPoints > 0) checkGridSize(intensity.width, intensity.height, 'MetroPro intensity');
  if (phasePoints > 0) checkGridSize(phase.width, phase.height, 'MetroPro phase');

  const warnings: ImportWarning[] = [];
  let pixel = 1;
  if (lateralResolution > 0 && Number.isFinite(lateralResolution)) {
    pixel = checkPositiveLength(lateralResolution, 'MetroPro lateral_res');
  } else {
    warnings.push({
      code: 'metadata-incomplete',
      message: 'MetroPro: the lateral resolution is not recorded; the pixel size is shown as 1 m',
    });
  }

  const metadata: Record<string, string> = { 'instrument.vendor': 'Zygo' };
  const put = (key: string, value: string) => {
    if (value) metadata[key] = value;
  };
  put('Header format', String(headerFormat));
  put('Software date', text(12, 30));
  put('Comment', text(80, 82));
  put('Objective', text(246, 12));
  put('Part number', text(258, 40));
  put('Part serial number', text(320, 40));
  put('Scan description', text(408, 20));
  put('Wavelength', `${wavelength} m`);
  put('Lateral resolution', `${lateralResolution} m`);
  put('Phase resolution', String(phaseRes));
  put('Obliquity factor', String(obliquity));
  put('Interferometric scale factor', String(scaleFactor));
  if (timestamp > 0) put('Time stamp', new Date(timestamp * 1000).toISOString());
  const averages = i16(302);

  const properties: ImageProperties = { system: 'Zygo MetroPro' };
  if (metadata['Objective']) properties.objective = metadata['Objective'];
  if (metadata['Part serial number']) properties.sampleId = metadata['Part serial number'];
  if (averages > 0) properties.averages = String(averages);
  const meta = { instrument: 'Zygo', imageProperties: properties, raw: metadata };

  const channels: Channel[] = [];
  reader.seek(headerSize);
  const intensityFrames: Channel[] = [];
  for (let b = 0; b < buckets && intensityPoints > 0; b++) {
    const z = new Float64Array(intensityPoints);
    for (let i = 0; i < intensityPoints; i++) {
      const v = reader.u16();
      z[i] = v >= INVALID_INTENSITY ? NaN : inverted ? -v : v;
    }
    const grid: GridSpec = { nx: intensity.width, ny: intensity.height, dx: pixel, dy: pixel };
    intensityFrames.push(makeChannel(buckets > 1 ? `Intensity ${b + 1}` : 'Intensity', 'other', grid, z, ''));
  }
  if (phasePoints > 0) {
    const resolution = PHASE_RESOLUTION[phaseRes];
    if (resolution === undefined)
      throw new SurfaceError('unsupported-image-type', `MetroPro: phase_res ${phaseRes}`);
    const q = ((inverted ? -1 : 1) * scaleFactor * obliquity * wavelength) / resolution;
    if (!Number.isFinite(q) || q === 0) {
      throw new SurfaceError(
        'corrupt-file',
        'MetroPro: the height scale (wavelength, scale and obliquity factors) is not usable',
      );
    }
    const z = new Float64Array(phasePoints);
    for (let i = 0; i < phasePoints; i++) {
      const v = reader.i32();
      z[i] = v >= INVALID_PHASE ? NaN : v * q;
    }
    const grid: GridSpec = { nx: phase.width, ny: phase.height, dx: pixel, dy: pixel };
    channels.push(makeChannel('Phase', 'height', grid, z, 'm', meta));
  }
  channels.push(...intensityFrames);
  return makeSurfaceFile('zygo-metropro', channels, metadata, warnings);
}

export const zygoMetroProFormat = defineFormat({
  id: 'zygo-metropro',
  name: 'Zygo MetroPro',
  extensions: ['dat'],
  specification:
    'Zygo MetroPro Reference Guide OMP-0347 (Data Format); Gwyddion module "metropro", http://gwyddion.net/module-list.en.php',
  magic,
  read,
});
