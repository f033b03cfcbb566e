// NanoFocus µsurf .nms (stitched confocal height image, file version OM_MS_2.0). Followed: the
// layout description of the public µsurf reader "musurf-reader" (drocheam/musurf-reader,
// README and module documentation: offsets of the OM_MS_2.0 header) and SurfaceTopography's NMS
// reader documentation (ContactEngineering/SurfaceTopography, IO/NMS).
//
// Layout, little-endian, a 3468-byte header then the data:
//   0 u32 data type (2 = uint16), 4 u32 dimension type (1 = areal), 8 i32 raw low, 12 i32 raw high,
//   16 f64 height low (µm), 24 f64 height high (µm), 32 "OM_MS_2.0", 52 title ("Confocal Height
//   Image"), 1076 acquisition date, 1368 i32 columns, 1372 i32 rows, 1376 f64 x step (nm),
//   1384 f64 y step (nm), 1416 i32 "has intensity";
//   3468: rows × columns uint16 heights, z = low + (high − low)/(raw high − raw low)·(raw − raw low);
//   then, if present, rows × columns uint8 intensities.
// Invalid points: a zero intensity marks a point the confocal sensor did not see (musurf-reader);
// those heights are NaN. nms-1/nms-2 have none, matching SurfaceTopography's "all finite".
// Orientation: no second reader opens .nms (Gwyddion 2.62 mistakes it for Quesant and fails);
// rows are kept in file order, row 0 first, as both public readers do.
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel } from '../../surface/surface-file.ts';

const VERSION = 'OM_MS_2.0';
const VERSION_AT = 32;
const HEADER_BYTES = 3468;
const DATA_TYPE_UINT16 = 2;
const DIMENSION_AREAL = 1;
const UM = 1e-6;
const NM = 1e-9;

function hasVersion(head: Uint8Array): boolean {
  if (head.length < VERSION_AT + VERSION.length) return false;
  for (let i = 0; i < VERSION.length; i++) if (head[VERSION_AT + i] !== VERSION.charCodeAt(i)) return false;
  return true;
}

export const nanoFocusNmsFormat = defineFormat({
  id: 'nanofocus-nms',
  name: 'NanoFocus µsurf NMS',
  extensions: ['nms'],
  specification:
    'musurf-reader (drocheam) OM_MS_2.0 layout description; SurfaceTopography IO/NMS reader documentation',
  magic: (head) => (hasVersion(head) ? 'yes' : 'no'),
  read(bytes) {
    if (!hasVersion(bytes))
      throw new SurfaceError('corrupt-file', `not a NanoFocus file (no "${VERSION}" at byte ${VERSION_AT})`);
    const r = new BinaryReader(bytes, true);
    r.ensure(HEADER_BYTES, 0, 'NMS header');
    const dataType = r.u32();
    const dimension = r.u32();
    const rawLow = r.i32();
    const rawHigh = r.i32();
    const heightLow = r.f64();
    const heightHigh = r.f64();
    if (dataType !== DATA_TYPE_UINT16)
      throw new SurfaceError(
        'unsupported-image-type',
        `NMS data type ${dataType} is not supported (only uint16)`,
      );
    if (dimension !== DIMENSION_AREAL)
      throw new SurfaceError(
        'unsupported-image-type',
        `NMS dimension type ${dimension} is not an areal image (profiles are not read)`,
      );
    if (rawHigh === rawLow || !Number.isFinite(heightLow) || !Number.isFinite(heightHigh)) {
      throw new SurfaceError('corrupt-file', 'NMS height scaling is degenerate');
    }
    const title = r.seek(52).latin1(64) || 'Height';
    const date = r.seek(1076).latin1(20);
    const nx = r.seek(1368).i32();
    const ny = r.i32();
    checkGridSize(nx, ny, 'NMS image');
    const dx = checkPositiveLength(r.f64(), 'NMS x step') * NM;
    const dy = checkPositiveLength(r.f64(), 'NMS y step') * NM;
    const hasIntensity = r.seek(1416).i32() > 0;
    const points = nx * ny;
    r.ensure(
      points * (hasIntensity ? 3 : 2),
      HEADER_BYTES,
      `${nx} × ${ny} heights${hasIntensity ? ' and intensities' : ''}`,
    );
    const heights = new DataView(bytes.buffer, bytes.byteOffset + HEADER_BYTES, points * 2);
    const intensity = hasIntensity
      ? bytes.subarray(HEADER_BYTES + points * 2, HEADER_BYTES + points * 3)
      : undefined;
    const perRaw = ((heightHigh - heightLow) / (rawHigh - rawLow)) * UM;
    const z = new Float64Array(points);
    for (let i = 0; i < points; i++) {
      z[i] = intensity?.[i] === 0 ? NaN : heightLow * UM + perRaw * (heights.getUint16(2 * i, true) - rawLow);
    }
    const metadata: Record<string, string> = {
      instrument: 'NanoFocus µsurf',
      title,
      ...(date ? { date } : {}),
    };
    const grid = { nx, ny, dx, dy };
    const meta = { instrument: 'NanoFocus µsurf', imageProperties: { method: title }, raw: metadata };
    const channels: Channel[] = [makeChannel(title, 'height', grid, z, 'm', meta)];
    if (intensity) {
      const gray = new Float64Array(points);
      for (let i = 0; i < points; i++) gray[i] = intensity[i]!;
      channels.push(makeChannel('Intensity', 'other', grid, gray, '', meta));
    }
    return makeSurfaceFile('nanofocus-nms', channels, metadata);
  },
});
