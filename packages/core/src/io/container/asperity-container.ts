// The Asperity container: one parsed SurfaceFile as bytes (DESIGN.md §3, "one documented binary
// container (header JSON + raw data), content-addressed by sha256"). Layout in docs/container-format.md.
// Encoding is deterministic (same file → same bytes → same hash), and decoding trusts nothing: the
// bytes come back from storage that may be truncated or tampered with, so every field is checked
// before anything is allocated and a bad container is a SurfaceError('corrupt-file').
import { strFromU8, strToU8 } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import {
  importWarningCodes,
  type Channel,
  type ChannelKind,
  type ImportWarning,
  type ImportWarningCode,
  type SurfaceFile,
} from '../../surface/surface-file.ts';
import type { SurfaceMeta } from '../../surface/surface.ts';
import { MAX_CHANNELS, MAX_POINTS, MAX_SIDE } from '../limits.ts';

/** The 8 bytes every container starts with. */
export const CONTAINER_MAGIC = 'ASPERITY';
/** Layout version; a decoder rejects versions it does not know. */
export const CONTAINER_VERSION = 1;
/** magic (8) + version u32 (4) + header length u32 (4). */
const PREAMBLE_BYTES = 16;
/** Header JSON larger than this is not a header (metadata of real files is a few KiB). */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;

interface Block {
  /** Byte offset from the start of the container; a multiple of 8. */
  readonly offset: number;
  /** Byte length. */
  readonly length: number;
}

interface ChannelHeader {
  readonly name: string;
  readonly kind: ChannelKind;
  readonly zUnit: string;
  readonly nx: number;
  readonly ny: number;
  readonly dx: number;
  readonly dy: number;
  readonly x0: number;
  readonly y0: number;
  readonly meta: SurfaceMeta;
  /** nx·ny float64, little-endian. */
  readonly z: Block;
  readonly image?: { readonly width: number; readonly height: number } & Block;
}

interface Header {
  readonly format: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly warnings: readonly ImportWarning[];
  readonly channels: readonly ChannelHeader[];
}

const align8 = (n: number): number => Math.ceil(n / 8) * 8;
const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The container of a SurfaceFile as consecutive parts (their concatenation is encodeSurfaceFile's
 * output): the header, then each block — on a little-endian host the heights and pictures are views
 * of the file's own arrays, not copies — with the zero padding between them. A large file can so be
 * written out without a second copy of its heights in memory (the server's upload path).
 */
export function encodeSurfaceFileParts(file: SurfaceFile): Uint8Array[] {
  // Offsets depend on the header length and the header holds offsets: lay out the data relative to
  // the data start first, then shift by the (padded) header size, re-encoding until it is stable.
  const layout = (dataStart: number): Header => {
    let at = dataStart;
    const take = (length: number): Block => {
      const block = { offset: at, length };
      at = align8(at + length);
      return block;
    };
    return {
      format: file.format,
      metadata: file.metadata,
      warnings: file.warnings,
      channels: file.channels.map((c) => {
        const s = c.surface;
        const z = take(s.z.length * 8);
        const header: ChannelHeader = {
          name: c.name,
          kind: c.kind,
          zUnit: c.zUnit,
          nx: s.nx,
          ny: s.ny,
          dx: s.dx,
          dy: s.dy,
          x0: s.x0,
          y0: s.y0,
          meta: s.meta,
          z,
        };
        return c.image
          ? {
              ...header,
              image: { width: c.image.width, height: c.image.height, ...take(c.image.rgba.length) },
            }
          : header;
      }),
    };
  };
  let dataStart = 0;
  let json = strToU8(JSON.stringify(layout(dataStart)));
  for (;;) {
    const next = align8(PREAMBLE_BYTES + json.length);
    if (next === dataStart) break;
    dataStart = next;
    json = strToU8(JSON.stringify(layout(dataStart)));
  }
  const header = layout(dataStart);
  const last = header.channels.at(-1);
  const end = last
    ? align8(last.image ? last.image.offset + last.image.length : last.z.offset + last.z.length)
    : dataStart;
  const head = new Uint8Array(dataStart);
  for (let i = 0; i < CONTAINER_MAGIC.length; i++) head[i] = CONTAINER_MAGIC.charCodeAt(i);
  const view = new DataView(head.buffer);
  view.setUint32(8, CONTAINER_VERSION, true);
  view.setUint32(12, json.length, true);
  head.set(json, PREAMBLE_BYTES);
  const parts: Uint8Array[] = [head];
  let at = dataStart;
  const append = (offset: number, bytes: Uint8Array): void => {
    if (offset > at) parts.push(new Uint8Array(offset - at));
    parts.push(bytes);
    at = offset + bytes.length;
  };
  file.channels.forEach((c, k) => {
    const h = header.channels[k] as ChannelHeader;
    append(h.z.offset, float64Bytes(c.surface.z));
    if (c.image && h.image) append(h.image.offset, c.image.rgba);
  });
  if (end > at) parts.push(new Uint8Array(end - at));
  return parts;
}

/** Serialises a SurfaceFile; byte-identical output for equal input. */
export function encodeSurfaceFile(file: SurfaceFile): Uint8Array {
  const parts = encodeSurfaceFileParts(file);
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The little-endian bytes of heights: on a little-endian host a view of the array itself (every bit
 * kept, NaN payloads included), else a converted copy.
 */
function float64Bytes(z: Float64Array): Uint8Array {
  if (littleEndianHost) return new Uint8Array(z.buffer, z.byteOffset, z.byteLength);
  const out = new Uint8Array(z.byteLength);
  const view = new DataView(out.buffer);
  for (let i = 0; i < z.length; i++) view.setFloat64(i * 8, z[i] as number, true);
  return out;
}

function readFloat64(bytes: Uint8Array, block: Block): Float64Array {
  const z = new Float64Array(block.length / 8);
  if (littleEndianHost) {
    new Uint8Array(z.buffer).set(bytes.subarray(block.offset, block.offset + block.length));
    return z;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + block.offset, block.length);
  for (let i = 0; i < z.length; i++) z[i] = view.getFloat64(i * 8, true);
  return z;
}

const corrupt = (reason: string): SurfaceError =>
  new SurfaceError('corrupt-file', `Asperity container: ${reason}`);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function finite(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw corrupt(`${what} is not a finite number`);
  return value;
}

function positiveInteger(value: unknown, what: string, max: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > max)
    throw corrupt(`${what} ${String(value)} is not an integer from 1 to ${max}`);
  return value as number;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw corrupt(`${what} is not a string`);
  return value;
}

const channelKinds: readonly ChannelKind[] = ['height', 'image', 'other'];
const warningCodes: readonly ImportWarningCode[] = importWarningCodes;

/**
 * A data block must have the expected length and sit exactly where the encoder puts it: right after the
 * previous block, 8-aligned (so blocks never overlap and every container has one canonical form), and
 * inside the container.
 */
function block(
  value: unknown,
  what: string,
  expectedLength: number,
  expectedOffset: number,
  size: number,
): Block {
  if (!isRecord(value)) throw corrupt(`${what} has no data block`);
  const offset = value.offset;
  const length = value.length;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length))
    throw corrupt(`${what} offset/length are not integers`);
  const o = offset as number;
  const l = length as number;
  if (l !== expectedLength) throw corrupt(`${what} holds ${l} bytes, expected ${expectedLength}`);
  if (o !== expectedOffset) throw corrupt(`${what} starts at ${o}, expected ${expectedOffset}`);
  if (o + l > size) throw corrupt(`${what} at ${o}+${l} runs past the end (${size} bytes)`);
  return { offset: o, length: l };
}

function decodeMeta(value: unknown, what: string): SurfaceMeta {
  if (value === undefined) return {};
  if (!isRecord(value)) throw corrupt(`${what} is not an object`);
  return value;
}

function decodeStringRecord(value: unknown, what: string): Record<string, string> {
  if (!isRecord(value) || Object.values(value).some((v) => typeof v !== 'string'))
    throw corrupt(`${what} is not a record of strings`);
  return value as Record<string, string>;
}

function decodeWarning(value: unknown, k: number): ImportWarning {
  if (!isRecord(value)) throw corrupt(`warning ${k} is not an object`);
  const code = value.code;
  if (typeof code !== 'string' || !(warningCodes as readonly string[]).includes(code))
    throw corrupt(`warning ${k} has an unknown code ${String(code)}`);
  const message = text(value.message, `warning ${k} message`);
  const channel = value.channel;
  if (channel !== undefined && typeof channel !== 'string')
    throw corrupt(`warning ${k} channel is not a string`);
  return channel === undefined
    ? { code: code as ImportWarningCode, message }
    : { code: code as ImportWarningCode, message, channel };
}

/** Parses a container written by encodeSurfaceFile; any inconsistency throws SurfaceError('corrupt-file'). */
export function decodeSurfaceFile(bytes: Uint8Array): SurfaceFile {
  if (bytes.length < PREAMBLE_BYTES)
    throw corrupt(`${bytes.length} bytes is shorter than the 16-byte preamble`);
  for (let i = 0; i < CONTAINER_MAGIC.length; i++) {
    if (bytes[i] !== CONTAINER_MAGIC.charCodeAt(i)) throw corrupt('the file does not start with "ASPERITY"');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== CONTAINER_VERSION)
    throw new SurfaceError(
      'unsupported-image-type',
      `Asperity container version ${version} (this build reads ${CONTAINER_VERSION})`,
    );
  const headerLength = view.getUint32(12, true);
  if (headerLength > MAX_HEADER_BYTES || PREAMBLE_BYTES + headerLength > bytes.length)
    throw corrupt(`header of ${headerLength} bytes does not fit in ${bytes.length} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerLength)));
  } catch (error) {
    throw corrupt(`header is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(parsed)) throw corrupt('header is not an object');
  const dataStart = align8(PREAMBLE_BYTES + headerLength);
  const format = text(parsed.format, 'format');
  const metadata = decodeStringRecord(parsed.metadata, 'metadata');
  if (!Array.isArray(parsed.warnings)) throw corrupt('warnings is not an array');
  const warnings = (parsed.warnings as unknown[]).map(decodeWarning);
  const rawChannels: unknown = parsed.channels;
  if (!Array.isArray(rawChannels) || rawChannels.length === 0) throw corrupt('there is no channel');
  if (rawChannels.length > MAX_CHANNELS)
    throw corrupt(`${rawChannels.length} channels (at most ${MAX_CHANNELS})`);
  let end = dataStart;
  const channels = (rawChannels as unknown[]).map((raw, k): Channel => {
    const what = `channel ${k}`;
    if (!isRecord(raw)) throw corrupt(`${what} is not an object`);
    const kind = raw.kind;
    if (typeof kind !== 'string' || !(channelKinds as readonly string[]).includes(kind))
      throw corrupt(`${what} kind ${String(kind)} is not height | image | other`);
    const zUnit = text(raw.zUnit, `${what} zUnit`);
    if (kind === 'height' && zUnit !== 'm')
      throw corrupt(`${what} is a height channel in '${zUnit}', not metres`);
    const nx = positiveInteger(raw.nx, `${what} nx`, MAX_SIDE);
    const ny = positiveInteger(raw.ny, `${what} ny`, MAX_SIDE);
    if (nx * ny > MAX_POINTS) throw corrupt(`${what} has ${nx} × ${ny} points (at most ${MAX_POINTS})`);
    const dx = finite(raw.dx, `${what} dx`);
    const dy = finite(raw.dy, `${what} dy`);
    if (dx <= 0 || dy <= 0) throw corrupt(`${what} pixel size ${dx} × ${dy} is not positive`);
    const zBlock = block(raw.z, `${what} z`, nx * ny * 8, end, bytes.length);
    end = align8(zBlock.offset + zBlock.length);
    const channel: Channel = {
      name: text(raw.name, `${what} name`),
      kind: kind as ChannelKind,
      zUnit,
      surface: {
        nx,
        ny,
        dx,
        dy,
        x0: finite(raw.x0, `${what} x0`),
        y0: finite(raw.y0, `${what} y0`),
        z: readFloat64(bytes, zBlock),
        meta: decodeMeta(raw.meta, `${what} meta`),
      },
    };
    if (raw.image === undefined) {
      if (kind === 'image') throw corrupt(`${what} is an image channel without an image`);
      return channel;
    }
    if (!isRecord(raw.image)) throw corrupt(`${what} image is not an object`);
    const width = positiveInteger(raw.image.width, `${what} image width`, MAX_SIDE);
    const height = positiveInteger(raw.image.height, `${what} image height`, MAX_SIDE);
    if (width * height > MAX_POINTS) throw corrupt(`${what} image of ${width} × ${height} is too large`);
    const imageBlock = block(raw.image, `${what} image`, width * height * 4, end, bytes.length);
    end = align8(imageBlock.offset + imageBlock.length);
    const rgba = bytes.slice(imageBlock.offset, imageBlock.offset + imageBlock.length);
    return { ...channel, image: { width, height, rgba } };
  });
  if (end !== bytes.length) throw corrupt(`${bytes.length} bytes, but the header describes ${end}`);
  return { format, channels, warnings, metadata };
}
