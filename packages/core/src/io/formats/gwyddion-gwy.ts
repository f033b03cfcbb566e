// Gwyddion native files (.gwy): "GWYP" then one serialised GwyContainer.
//
// Followed: Gwyddion user guide, "GWY File Format" (gwyddion.net/documentation/user-guide-en/
// gwyfile-format.html) and the GwyDataField/GwySIUnit serialisation it lists: a channel N is the
// GwyDataField under "/N/data" (xres, yres, xreal, yreal, xoff, yoff, si_unit_xy, si_unit_z, data
// row-major in Gwyddion's own order), its title under "/N/data/title", its metadata container
// under "/N/meta". Values are always in base SI units: Gwyddion drops the power of ten of a stored
// unit string when it loads it (Gwyddion 1 files store "µm"/"nm" with values in metres; chip.gwy's
// 8e-05 "µm" field is 80 µm), so only the base unit of the string is used.
//
// Decisions:
// - Masks ("/N/mask") are selections, not invalid data: in a .gwy the user may have drawn them, and
//   only some importers use them for undefined points. The data is kept as is (no NaN), and the
//   number of masked points is reported in the metadata so the user can see there is a mask.
// - A field with no lateral unit (synthetic fields like gwyfile's test.gwy) is taken in metres
//   with a 'metadata-incomplete' warning.
// - "GWYO" (Gwyddion 1.x): the top container lists {GLib type id, key, value} items instead of
//   typed components (bipm.gwy, chip.gwy); the objects inside are serialised as in GWYP. Volume
//   data, graphs and XYZ data in the container are ignored.
import { BinaryReader, checkGridSize } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict, type WriteOptions } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { asylumChannelUnit } from '../spm/asylum-channel-unit.ts';
import { readLegacyContainer, readObject, type GwyObject, type GwyValue } from '../spm/gwy-serialization.ts';
import { concat, encodeObject, type GwyWriteObject } from '../spm/gwy-writer.ts';
import { parseSiUnit } from '../spm/si-unit.ts';

const MAGIC = 'GWYP';

function startsWith(head: Uint8Array, text: string): boolean {
  if (head.length < text.length) return false;
  for (let i = 0; i < text.length; i++) if (head[i] !== text.charCodeAt(i)) return false;
  return true;
}

function magic(head: Uint8Array): MagicVerdict {
  return startsWith(head, MAGIC) || startsWith(head, 'GWYO') ? 'yes' : 'no';
}

const isObject = (value: GwyValue | undefined): value is GwyObject =>
  typeof value === 'object' && value !== null && 'components' in value && 'type' in value;

function numberField(field: GwyObject, name: string, fallback?: number): number {
  const value = field.components.get(name);
  if (typeof value === 'number') return value;
  if (fallback !== undefined) return fallback;
  throw new SurfaceError('corrupt-file', `GWY: GwyDataField without "${name}"`);
}

function unitOf(field: GwyObject, name: string): string {
  const unit = field.components.get(name);
  if (!isObject(unit)) return '';
  const text = unit.components.get('unitstr');
  return typeof text === 'string' ? text : '';
}

const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

function read(bytes: Uint8Array) {
  if (!startsWith(bytes, MAGIC) && !startsWith(bytes, 'GWYO')) {
    throw new SurfaceError('corrupt-file', 'GWY: no "GWYP" signature');
  }
  const reader = new BinaryReader(bytes, true, MAGIC.length);
  const container = startsWith(bytes, MAGIC)
    ? readObject(reader, bytes.length)
    : readLegacyContainer(reader, bytes.length);
  if (container.type !== 'GwyContainer') {
    throw new SurfaceError('corrupt-file', `GWY: top-level object is ${container.type}, not GwyContainer`);
  }
  const ids = [...container.components.keys()]
    .map((key) => /^\/(\d+)\/data$/.exec(key)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (ids.length > MAX_CHANNELS)
    throw new SurfaceError('image-length-exceeded', `GWY: ${ids.length} channels`);

  const warnings: ImportWarning[] = [];
  const metadata: Record<string, string> = {};
  const channels: Channel[] = [];
  for (const id of ids) {
    const field = container.components.get(`/${id}/data`);
    if (!isObject(field) || field.type !== 'GwyDataField') continue;
    const nx = numberField(field, 'xres');
    const ny = numberField(field, 'yres');
    checkGridSize(nx, ny, 'GWY data field');
    const data = field.components.get('data');
    if (!(data instanceof Float64Array) || data.length !== nx * ny) {
      throw new SurfaceError('corrupt-file', `GWY: channel ${id} data does not hold ${nx} × ${ny} values`);
    }
    const titleValue = container.components.get(`/${id}/data/title`);
    const title = typeof titleValue === 'string' ? titleValue : '';
    const name = title !== '' ? title : `Channel ${id}`;

    const xyText = unitOf(field, 'si_unit_xy');
    const xyUnit = parseSiUnit(xyText);
    if (xyUnit?.unit !== 'm') {
      warnings.push({
        code: 'metadata-incomplete',
        message: `GWY: lateral unit "${xyText}" is not a length; sizes taken as metres`,
        channel: name,
      });
    }
    const xreal = numberField(field, 'xreal');
    const yreal = numberField(field, 'yreal');
    if (!(xreal > 0 && yreal > 0 && Number.isFinite(xreal) && Number.isFinite(yreal))) {
      throw new SurfaceError('corrupt-file', `GWY: channel ${id} has field size ${xreal} × ${yreal}`);
    }
    const zText = unitOf(field, 'si_unit_z');
    const zUnit = parseSiUnit(zText)?.unit ?? zText;
    const byName = asylumChannelUnit(title);
    const isHeight = zUnit === 'm' && (byName?.height ?? true);

    const meta = container.components.get(`/${id}/meta`);
    const raw: Record<string, string> = {};
    if (isObject(meta)) {
      for (const [key, value] of meta.components) if (typeof value === 'string') raw[key] = value;
    }
    const mask = container.components.get(`/${id}/mask`);
    if (isObject(mask)) {
      const maskData = mask.components.get('data');
      if (maskData instanceof Float64Array) {
        let masked = 0;
        for (const v of maskData) if (v > 0) masked++;
        metadata[`${name}: masked points (kept)`] = String(masked);
      }
    }
    channels.push(
      makeChannel(
        name,
        isHeight ? 'height' : 'other',
        {
          nx,
          ny,
          dx: xreal / nx,
          dy: yreal / ny,
          x0: finiteOrZero(numberField(field, 'xoff', 0)),
          y0: finiteOrZero(numberField(field, 'yoff', 0)),
        },
        data.map((v) => (Number.isFinite(v) ? v : NaN)),
        zUnit,
        { raw },
      ),
    );
  }
  return makeSurfaceFile('gwyddion-gwy', channels, metadata, warnings);
}

const siUnit = (unit: string): GwyWriteObject => ({
  type: 'GwySIUnit',
  components: [['unitstr', { kind: 's', value: unit }]],
});

/**
 * Writes every channel (or only `options.channel`) as /N/data with its title. Gwyddion has no NaN:
 * invalid points are written as the mean of the valid ones and marked in a mask "/N/mask", which
 * is how Gwyddion's own importers hand undefined points to its statistics.
 */
function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const selected =
    options?.channel === undefined
      ? file.channels
      : [file.channels[options.channel]].filter((c) => c !== undefined);
  if (selected.length === 0)
    throw new SurfaceError('invalid-request', `GWY export: no channel ${options?.channel}`);
  const components: [string, GwyWriteObject | string][] = [];
  selected.forEach((channel, id) => {
    const s = channel.surface;
    let sum = 0;
    let valid = 0;
    for (const v of s.z) {
      if (Number.isFinite(v)) {
        sum += v;
        valid++;
      }
    }
    const fill = valid > 0 ? sum / valid : 0;
    const data = new Float64Array(s.z.length);
    const mask = valid < s.z.length ? new Float64Array(s.z.length) : undefined;
    s.z.forEach((v, i) => {
      const ok = Number.isFinite(v);
      data[i] = ok ? v : fill;
      if (mask && !ok) mask[i] = 1;
    });
    const field = (values: Float64Array, zUnit: string): GwyWriteObject => ({
      type: 'GwyDataField',
      components: [
        ['xres', { kind: 'i', value: s.nx }],
        ['yres', { kind: 'i', value: s.ny }],
        ['xreal', { kind: 'd', value: s.nx * s.dx }],
        ['yreal', { kind: 'd', value: s.ny * s.dy }],
        ['xoff', { kind: 'd', value: s.x0 }],
        ['yoff', { kind: 'd', value: s.y0 }],
        ['si_unit_xy', { kind: 'o', value: siUnit('m') }],
        ['si_unit_z', { kind: 'o', value: siUnit(zUnit) }],
        ['data', { kind: 'D', value: values }],
      ],
    });
    components.push([`/${id}/data`, field(data, channel.zUnit)]);
    components.push([`/${id}/data/title`, channel.name]);
    if (mask) components.push([`/${id}/mask`, field(mask, '')]);
  });
  const container: GwyWriteObject = {
    type: 'GwyContainer',
    components: components.map(([key, value]) => [
      key,
      typeof value === 'string' ? { kind: 's', value } : { kind: 'o', value },
    ]),
  };
  return concat([new Uint8Array([...MAGIC].map((c) => c.charCodeAt(0))), encodeObject(container)]);
}

export const gwyddionGwyFormat = defineFormat({
  id: 'gwyddion-gwy',
  name: 'Gwyddion GWY',
  extensions: ['gwy'],
  specification:
    'Gwyddion user guide, "GWY File Format" (https://gwyddion.net/documentation/user-guide-en/gwyfile-format.html)',
  magic,
  read,
  write,
});
