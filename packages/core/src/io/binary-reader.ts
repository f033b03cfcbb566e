// A bounds-checked little/big-endian cursor over file bytes. Every read past the end or with an
// implausible size throws SurfaceError('corrupt-file') instead of returning undefined or garbage,
// so readers can be written straight from a format description without their own checks.
import { strFromU8 } from 'fflate';
import { SurfaceError } from '../surface/surface-error.ts';
import { MAX_POINTS, MAX_SIDE } from './limits.ts';

export class BinaryReader {
  private readonly view: DataView;
  position: number;

  constructor(
    readonly bytes: Uint8Array,
    public littleEndian = true,
    offset = 0,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.position = offset;
  }

  get length(): number {
    return this.bytes.byteLength;
  }

  get remaining(): number {
    return this.bytes.byteLength - this.position;
  }

  /** Throws unless `count` bytes are available at `at` (default: the cursor). */
  ensure(count: number, at = this.position, what = 'data'): void {
    if (
      !Number.isSafeInteger(count) ||
      count < 0 ||
      !Number.isSafeInteger(at) ||
      at < 0 ||
      at + count > this.length
    ) {
      throw new SurfaceError(
        'corrupt-file',
        `${what}: needs ${count} bytes at offset ${at}, the file has ${this.length}`,
      );
    }
  }

  seek(offset: number): this {
    this.ensure(0, offset, 'seek');
    this.position = offset;
    return this;
  }

  skip(count: number): this {
    this.ensure(count);
    this.position += count;
    return this;
  }

  u8(): number {
    this.ensure(1);
    return this.view.getUint8(this.position++);
  }
  i8(): number {
    this.ensure(1);
    return this.view.getInt8(this.position++);
  }
  u16(): number {
    this.ensure(2);
    const v = this.view.getUint16(this.position, this.littleEndian);
    this.position += 2;
    return v;
  }
  i16(): number {
    this.ensure(2);
    const v = this.view.getInt16(this.position, this.littleEndian);
    this.position += 2;
    return v;
  }
  u32(): number {
    this.ensure(4);
    const v = this.view.getUint32(this.position, this.littleEndian);
    this.position += 4;
    return v;
  }
  i32(): number {
    this.ensure(4);
    const v = this.view.getInt32(this.position, this.littleEndian);
    this.position += 4;
    return v;
  }
  /** 64-bit integers as numbers; throws when beyond 2^53 (no real size is). */
  u64(): number {
    this.ensure(8);
    const v = this.view.getBigUint64(this.position, this.littleEndian);
    this.position += 8;
    if (v > BigInt(Number.MAX_SAFE_INTEGER))
      throw new SurfaceError('corrupt-file', `64-bit value ${v} is too large`);
    return Number(v);
  }
  i64(): number {
    this.ensure(8);
    const v = this.view.getBigInt64(this.position, this.littleEndian);
    this.position += 8;
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new SurfaceError('corrupt-file', `64-bit value ${v} is out of range`);
    }
    return Number(v);
  }
  f32(): number {
    this.ensure(4);
    const v = this.view.getFloat32(this.position, this.littleEndian);
    this.position += 4;
    return v;
  }
  f64(): number {
    this.ensure(8);
    const v = this.view.getFloat64(this.position, this.littleEndian);
    this.position += 8;
    return v;
  }

  /** `count` bytes as a view (no copy). */
  slice(count: number): Uint8Array {
    this.ensure(count);
    const out = this.bytes.subarray(this.position, this.position + count);
    this.position += count;
    return out;
  }

  /** Fixed-length text field, cut at the first NUL, in latin1 (headers are ASCII in practice). */
  latin1(count: number): string {
    const raw = this.slice(count);
    let end = raw.indexOf(0);
    if (end < 0) end = raw.length;
    let s = '';
    for (let i = 0; i < end; i++) s += String.fromCharCode(raw[i] as number);
    return s;
  }

  utf8(count: number): string {
    // fflate's decoder: the core sees no TextDecoder (neither DOM nor Node types).
    return strFromU8(this.slice(count)).replace(/\0.*$/s, '');
  }
}

/** Validates grid dimensions from a header before anything is allocated. */
export function checkGridSize(nx: number, ny: number, what = 'grid'): void {
  if (!Number.isInteger(nx) || !Number.isInteger(ny) || nx < 1 || ny < 1 || nx > MAX_SIDE || ny > MAX_SIDE) {
    throw new SurfaceError('corrupt-file', `${what}: implausible size ${nx} × ${ny}`);
  }
  if (nx * ny > MAX_POINTS) {
    throw new SurfaceError(
      'image-length-exceeded',
      `${what}: ${nx} × ${ny} points exceed the limit of ${MAX_POINTS}`,
    );
  }
}

/** A finite, positive length (pixel size, scan size) or a corrupt-file error naming it. */
export function checkPositiveLength(value: number, what: string): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new SurfaceError('corrupt-file', `${what} must be positive, got ${value}`);
  return value;
}
