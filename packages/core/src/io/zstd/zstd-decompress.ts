// A Zstandard decoder (RFC 8878, "Zstandard Compression and the application/zstd Media Type"),
// written from the RFC for Keyence .zon entries: fflate covers deflate only. Frames without a
// dictionary; content checksums are skipped. Every size is checked against the input and the
// output cap, so a hostile stream ends in SurfaceError('corrupt-file') or
// 'image-length-exceeded', never in a hang or an unbounded allocation.
import { SurfaceError } from '../../surface/surface-error.ts';

const FRAME_MAGIC = 0xfd2fb528;
const MAX_BLOCK_BYTES = 128 * 1024;

function corrupt(what: string): never {
  throw new SurfaceError('corrupt-file', `Zstandard stream: ${what}`);
}

/** Bits read backwards from the end of a slice (the entropy-coded streams of RFC 8878 §4.1). */
class BackwardBits {
  private position: number;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly start: number,
    end: number,
  ) {
    if (end <= start) corrupt('empty bit stream');
    const last = bytes[end - 1]!;
    if (last === 0) corrupt('bit stream without end marker');
    this.position = (end - start - 1) * 8 + (31 - Math.clz32(last));
  }
  /** True once more bits were read than the stream holds (the end condition of FSE streams). */
  get overflowed(): boolean {
    return this.position < 0;
  }
  get exhausted(): boolean {
    return this.position <= 0;
  }
  peek(count: number): number {
    if (count === 0) return 0;
    const from = this.position - count;
    if (from >= 0 && count <= 24) {
      // Fast path: the bits lie within four bytes starting at the byte of `from`.
      const at = this.start + (from >> 3);
      const b = this.bytes;
      const word =
        (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24);
      return (word >>> (from & 7)) & ((1 << count) - 1);
    }
    let value = 0;
    for (let bit = Math.max(from, 0); bit < this.position;) {
      const byte = this.bytes[this.start + (bit >> 3)]!;
      const offset = bit & 7;
      const take = Math.min(8 - offset, this.position - bit);
      value += ((byte >> offset) & ((1 << take) - 1)) * 2 ** (bit - from);
      bit += take;
    }
    return value;
  }
  read(count: number): number {
    const value = this.peek(count);
    this.position -= count;
    return value;
  }
  skip(count: number): void {
    this.position -= count;
  }
}

interface FseTable {
  readonly log: number;
  readonly symbol: Uint8Array;
  readonly bits: Uint8Array;
  readonly base: Uint32Array;
}

function buildFseTable(normalized: Int16Array, symbols: number, log: number): FseTable {
  const size = 1 << log;
  const symbol = new Uint8Array(size);
  const bits = new Uint8Array(size);
  const base = new Uint32Array(size);
  const next = new Uint32Array(symbols);
  let high = size - 1;
  for (let s = 0; s < symbols; s++) {
    if (normalized[s] === -1) {
      symbol[high--] = s;
      next[s] = 1;
    } else next[s] = Math.max(0, normalized[s]!);
  }
  const step = (size >> 1) + (size >> 3) + 3;
  let position = 0;
  for (let s = 0; s < symbols; s++) {
    for (let i = 0; i < normalized[s]!; i++) {
      symbol[position] = s;
      do position = (position + step) & (size - 1);
      while (position > high);
    }
  }
  if (position !== 0) corrupt('inconsistent FSE distribution');
  for (let u = 0; u < size; u++) {
    const s = symbol[u]!;
    const state = next[s]!++;
    const nb = log - (31 - Math.clz32(state));
    bits[u] = nb;
    base[u] = (state << nb) - size;
  }
  return { log, symbol, bits, base };
}

/** Reads an FSE table description (RFC 8878 §4.1.1); returns the table and the bytes used. */
function readFseDescription(
  bytes: Uint8Array,
  at: number,
  end: number,
  maxLog: number,
  maxSymbols: number,
): [FseTable, number] {
  let bitPos = 0;
  const peek = (n: number): number => {
    let v = 0;
    for (let i = 0; i < n; i++) {
      const p = bitPos + i;
      const byte = at + (p >> 3) < end ? bytes[at + (p >> 3)]! : 0;
      v |= ((byte >> (p & 7)) & 1) << i;
    }
    return v;
  };
  const log = peek(4) + 5;
  bitPos = 4;
  if (log > maxLog) corrupt(`FSE accuracy ${log} exceeds ${maxLog}`);
  const normalized = new Int16Array(maxSymbols);
  let remaining = (1 << log) + 1;
  let threshold = 1 << log;
  let nbBits = log + 1;
  let s = 0;
  while (remaining > 1) {
    if (s >= maxSymbols) corrupt('FSE description has too many symbols');
    const max = 2 * threshold - 1 - remaining;
    let count: number;
    if ((peek(nbBits - 1) & (threshold - 1)) < max) {
      count = peek(nbBits - 1) & (threshold - 1);
      bitPos += nbBits - 1;
    } else {
      count = peek(nbBits) & (2 * threshold - 1);
      if (count >= threshold) count -= max;
      bitPos += nbBits;
    }
    count -= 1;
    remaining -= Math.abs(count);
    normalized[s++] = count;
    if (count === 0) {
      for (;;) {
        const repeat = peek(2);
        bitPos += 2;
        s += repeat;
        if (s > maxSymbols) corrupt('FSE description repeats past the alphabet');
        if (repeat !== 3) break;
      }
    }
    while (remaining < threshold) {
      nbBits--;
      threshold >>= 1;
    }
    if (bitPos >> 3 > end - at) corrupt('FSE description is truncated');
  }
  if (remaining !== 1) corrupt('FSE probabilities do not add up');
  return [buildFseTable(normalized, maxSymbols, log), (bitPos + 7) >> 3];
}

function predefined(counts: readonly number[], log: number): FseTable {
  return buildFseTable(Int16Array.from(counts), counts.length, log);
}

// RFC 8878 §3.1.1.3.2.2: default distributions and the code tables of §3.1.1.3.2.1.
const LL_DEFAULT = predefined(
  [
    4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1, -1, -1,
    -1, -1,
  ],
  6,
);
const ML_DEFAULT = predefined(
  [
    1, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1,
  ],
  6,
);
const OF_DEFAULT = predefined(
  [1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1],
  5,
);

const LL_BASE = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 28, 32, 40, 48, 64, 128, 256, 512,
  1024, 2048, 4096, 8192, 16384, 32768, 65536,
];
const LL_BITS = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14,
  15, 16,
];
const ML_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
  32, 33, 34, 35, 37, 39, 41, 43, 47, 51, 59, 67, 83, 99, 131, 259, 515, 1027, 2051, 4099, 8195, 16387, 32771,
  65539,
];
const ML_BITS = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
  2, 2, 3, 3, 4, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
];

interface Huffman {
  readonly log: number;
  readonly symbol: Uint8Array;
  readonly bits: Uint8Array;
}

function buildHuffman(weights: Uint8Array, count: number): Huffman {
  let total = 0;
  for (let i = 0; i < count; i++) if (weights[i]! > 0) total += 1 << (weights[i]! - 1);
  if (total === 0) corrupt('empty Huffman tree');
  const log = 32 - Math.clz32(total);
  if (log > 11) corrupt('Huffman tree deeper than 11 bits');
  const rest = (1 << log) - total;
  if ((rest & (rest - 1)) !== 0) corrupt('Huffman weights do not complete a tree');
  const all = new Uint8Array(count + 1);
  all.set(weights.subarray(0, count));
  all[count] = 32 - Math.clz32(rest);
  const size = 1 << log;
  const symbol = new Uint8Array(size);
  const bits = new Uint8Array(size);
  const start = new Uint32Array(log + 2);
  const perWeight = new Uint32Array(log + 2);
  for (let s = 0; s <= count; s++) {
    if (all[s]! > log) corrupt('Huffman weight exceeds the tree depth');
    perWeight[all[s]!]!++;
  }
  let next = 0;
  for (let w = 1; w <= log; w++) {
    start[w] = next;
    next += perWeight[w]! << (w - 1);
  }
  for (let s = 0; s <= count; s++) {
    const w = all[s]!;
    if (w === 0) continue;
    const length = 1 << (w - 1);
    const from = start[w]!;
    symbol.fill(s, from, from + length);
    bits.fill(log + 1 - w, from, from + length);
    start[w] = from + length;
  }
  return { log, symbol, bits };
}

/** Huffman tree description (RFC 8878 §4.2.1); returns the table and the bytes used. */
function readHuffman(bytes: Uint8Array, at: number, end: number): [Huffman, number] {
  if (at >= end) corrupt('missing Huffman tree');
  const header = bytes[at]!;
  const weights = new Uint8Array(256);
  let count = 0;
  let used: number;
  if (header >= 128) {
    count = header - 127;
    used = 1 + ((count + 1) >> 1);
    if (at + used > end) corrupt('truncated Huffman weights');
    for (let i = 0; i < count; i++) {
      const byte = bytes[at + 1 + (i >> 1)]!;
      weights[i] = i % 2 === 0 ? byte >> 4 : byte & 15;
    }
  } else {
    used = 1 + header;
    if (at + used > end) corrupt('truncated Huffman weights');
    const [table, descriptionBytes] = readFseDescription(bytes, at + 1, at + used, 6, 256);
    const stream = new BackwardBits(bytes, at + 1 + descriptionBytes, at + used);
    let s1 = stream.read(table.log);
    let s2 = stream.read(table.log);
    for (;;) {
      if (count >= 255) corrupt('too many Huffman weights');
      weights[count++] = table.symbol[s1]!;
      s1 = table.base[s1]! + stream.read(table.bits[s1]!);
      if (stream.overflowed) {
        weights[count++] = table.symbol[s2]!;
        break;
      }
      if (count >= 255) corrupt('too many Huffman weights');
      weights[count++] = table.symbol[s2]!;
      s2 = table.base[s2]! + stream.read(table.bits[s2]!);
      if (stream.overflowed) {
        weights[count++] = table.symbol[s1]!;
        break;
      }
    }
  }
  for (let i = 0; i < count; i++) if (weights[i]! > 11) corrupt('Huffman weight too large');
  return [buildHuffman(weights, count), used];
}

function decodeHuffmanStream(
  h: Huffman,
  bytes: Uint8Array,
  start: number,
  end: number,
  out: Uint8Array,
  from: number,
  to: number,
): void {
  const stream = new BackwardBits(bytes, start, end);
  for (let i = from; i < to; i++) {
    const index = stream.peek(h.log);
    out[i] = h.symbol[index]!;
    stream.skip(h.bits[index]!);
  }
  if (!stream.exhausted || stream.overflowed) corrupt('Huffman stream length mismatch');
}

interface DecoderState {
  huffman?: Huffman;
  ll?: FseTable;
  of?: FseTable;
  ml?: FseTable;
  readonly repeat: number[];
}

/** A growable output buffer capped at `max` bytes. */
class Output {
  data: Uint8Array;
  length = 0;
  constructor(
    initial: number,
    private readonly max: number,
  ) {
    this.data = new Uint8Array(initial);
  }
  reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed > this.max)
      throw new SurfaceError('image-length-exceeded', `Zstandard output exceeds ${this.max} bytes`);
    if (needed <= this.data.length) return;
    const grown = new Uint8Array(Math.min(this.max, Math.max(needed, this.data.length * 2)));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
}

function readLiterals(bytes: Uint8Array, at: number, end: number, state: DecoderState): [Uint8Array, number] {
  const b0 = bytes[at]!;
  const type = b0 & 3;
  const format = (b0 >> 2) & 3;
  const headerBytes = type <= 1 ? [1, 2, 1, 3][format]! : [3, 3, 4, 5][format]!;
  if (at + headerBytes > end) corrupt('truncated literals header');
  if (type <= 1) {
    let size: number;
    let header: number;
    if (format === 0 || format === 2) [size, header] = [b0 >> 3, 1];
    else if (format === 1) [size, header] = [(b0 >> 4) + (bytes[at + 1]! << 4), 2];
    else [size, header] = [(b0 >> 4) + (bytes[at + 1]! << 4) + (bytes[at + 2]! << 12), 3];
    if (size > MAX_BLOCK_BYTES) corrupt('literals larger than a block');
    if (type === 0) {
      if (at + header + size > end) corrupt('truncated raw literals');
      return [bytes.slice(at + header, at + header + size), header + size];
    }
    if (at + header >= end) corrupt('truncated RLE literals');
    return [new Uint8Array(size).fill(bytes[at + header]!), header + 1];
  }
  let regenerated: number;
  let compressed: number;
  let header: number;
  const v = bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (format <= 1) [regenerated, compressed, header] = [(v >> 4) & 0x3ff, (v >> 14) & 0x3ff, 3];
  else if (format === 2) {
    const w = v + bytes[at + 3]! * 2 ** 24;
    [regenerated, compressed, header] = [(v >> 4) & 0x3fff, Math.floor(w / 2 ** 18), 4];
  } else {
    const w = v + bytes[at + 3]! * 2 ** 24 + bytes[at + 4]! * 2 ** 32;
    [regenerated, compressed, header] = [(v >> 4) & 0x3ffff, Math.floor(w / 2 ** 22), 5];
  }
  if (regenerated > MAX_BLOCK_BYTES) corrupt('literals larger than a block');
  let p = at + header;
  const stop = p + compressed;
  if (stop > end) corrupt('truncated compressed literals');
  if (type === 2) {
    const [huffman, used] = readHuffman(bytes, p, stop);
    state.huffman = huffman;
    p += used;
  } else if (!state.huffman) corrupt('treeless literals without a previous tree');
  const huffman = state.huffman;
  const out = new Uint8Array(regenerated);
  if (format === 0) decodeHuffmanStream(huffman, bytes, p, stop, out, 0, regenerated);
  else {
    if (p + 6 > stop) corrupt('truncated jump table');
    const s1 = bytes[p]! | (bytes[p + 1]! << 8);
    const s2 = bytes[p + 2]! | (bytes[p + 3]! << 8);
    const s3 = bytes[p + 4]! | (bytes[p + 5]! << 8);
    const q = (regenerated + 3) >> 2;
    const a = p + 6;
    if (a + s1 + s2 + s3 > stop || q * 3 > regenerated) corrupt('inconsistent jump table');
    decodeHuffmanStream(huffman, bytes, a, a + s1, out, 0, q);
    decodeHuffmanStream(huffman, bytes, a + s1, a + s1 + s2, out, q, 2 * q);
    decodeHuffmanStream(huffman, bytes, a + s1 + s2, a + s1 + s2 + s3, out, 2 * q, 3 * q);
    decodeHuffmanStream(huffman, bytes, a + s1 + s2 + s3, stop, out, 3 * q, regenerated);
  }
  return [out, stop - at];
}

function sequenceTable(
  mode: number,
  bytes: Uint8Array,
  at: number,
  end: number,
  fallback: FseTable,
  previous: FseTable | undefined,
  maxLog: number,
  symbols: number,
): [FseTable, number] {
  if (mode === 0) return [fallback, 0];
  if (mode === 1) {
    if (at >= end) corrupt('truncated RLE sequence table');
    const s = bytes[at]!;
    if (s >= symbols) corrupt('RLE symbol out of range');
    return [{ log: 0, symbol: Uint8Array.of(s), bits: Uint8Array.of(0), base: Uint32Array.of(0) }, 1];
  }
  if (mode === 2) return readFseDescription(bytes, at, end, maxLog, symbols);
  if (!previous) corrupt('repeated sequence table without a previous one');
  return [previous, 0];
}

function decodeBlock(bytes: Uint8Array, at: number, end: number, state: DecoderState, out: Output): void {
  const [literals, literalBytes] = readLiterals(bytes, at, end, state);
  let p = at + literalBytes;
  if (p >= end) corrupt('missing sequences section');
  let count = bytes[p++]!;
  if (count >= 128) {
    if (count === 255) {
      count = bytes[p]! + (bytes[p + 1]! << 8) + 0x7f00;
      p += 2;
    } else {
      count = ((count - 128) << 8) + bytes[p]!;
      p += 1;
    }
  }
  let literalAt = 0;
  if (count > 0) {
    if (p >= end) corrupt('missing sequence modes');
    const modes = bytes[p++]!;
    if ((modes & 3) !== 0) corrupt('reserved sequence mode bits');
    let used: number;
    [state.ll, used] = sequenceTable(modes >> 6, bytes, p, end, LL_DEFAULT, state.ll, 9, 36);
    p += used;
    [state.of, used] = sequenceTable((modes >> 4) & 3, bytes, p, end, OF_DEFAULT, state.of, 8, 32);
    p += used;
    [state.ml, used] = sequenceTable((modes >> 2) & 3, bytes, p, end, ML_DEFAULT, state.ml, 9, 53);
    p += used;
    const ll = state.ll;
    const of = state.of;
    const ml = state.ml;
    const stream = new BackwardBits(bytes, p, end);
    let sLL = stream.read(ll.log);
    let sOF = stream.read(of.log);
    let sML = stream.read(ml.log);
    const rep = state.repeat;
    for (let i = 0; i < count; i++) {
      const ofCode = of.symbol[sOF]!;
      const llCode = ll.symbol[sLL]!;
      const mlCode = ml.symbol[sML]!;
      if (ofCode > 31 || llCode > 35 || mlCode > 52) corrupt('sequence code out of range');
      let offset = 2 ** ofCode + stream.read(ofCode);
      const matchLength = ML_BASE[mlCode]! + stream.read(ML_BITS[mlCode]!);
      const literalLength = LL_BASE[llCode]! + stream.read(LL_BITS[llCode]!);
      if (offset > 3) {
        offset -= 3;
        rep[2] = rep[1]!;
        rep[1] = rep[0]!;
        rep[0] = offset;
      } else {
        const index = literalLength === 0 ? offset : offset - 1;
        if (index === 0) offset = rep[0]!;
        else {
          offset = index === 3 ? rep[0]! - 1 : rep[index]!;
          if (index !== 1) rep[2] = rep[1]!;
          rep[1] = rep[0]!;
          rep[0] = offset;
        }
      }
      if (i + 1 < count) {
        sLL = ll.base[sLL]! + stream.read(ll.bits[sLL]!);
        sML = ml.base[sML]! + stream.read(ml.bits[sML]!);
        sOF = of.base[sOF]! + stream.read(of.bits[sOF]!);
      }
      if (stream.overflowed) corrupt('sequence stream overrun');
      if (literalAt + literalLength > literals.length) corrupt('sequence uses more literals than decoded');
      out.reserve(literalLength + matchLength);
      out.data.set(literals.subarray(literalAt, literalAt + literalLength), out.length);
      out.length += literalLength;
      literalAt += literalLength;
      if (offset < 1 || offset > out.length) corrupt(`match offset ${offset} before the start of the data`);
      const data = out.data;
      let from = out.length - offset;
      for (let k = 0; k < matchLength; k++) data[out.length++] = data[from++]!;
    }
    if (!stream.exhausted) corrupt('unused bits after the sequences');
  }
  const rest = literals.length - literalAt;
  out.reserve(rest);
  out.data.set(literals.subarray(literalAt), out.length);
  out.length += rest;
}

/**
 * Decompresses one or more Zstandard frames; the result is capped at `maxOutput` bytes. With
 * `stopAfter`, decoding ends after the first block that reaches that many bytes (to read a header).
 */
export function zstdDecompress(input: Uint8Array, maxOutput: number, stopAfter = Infinity): Uint8Array {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const out = new Output(Math.min(maxOutput, Math.max(1024, input.length * 4)), maxOutput);
  let p = 0;
  while (p < input.length) {
    if (p + 4 > input.length) corrupt('truncated frame magic');
    const magic = view.getUint32(p, true);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      if (p + 8 > input.length) corrupt('truncated skippable frame');
      p += 8 + view.getUint32(p + 4, true);
      continue;
    }
    if (magic !== FRAME_MAGIC) corrupt('bad frame magic');
    p += 4;
    if (p >= input.length) corrupt('truncated frame header');
    const descriptor = input[p++]!;
    const sizeFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const checksum = (descriptor >> 2) & 1;
    const dictionaryBytes = [0, 1, 2, 4][descriptor & 3]!;
    if (descriptor & 8) corrupt('reserved frame header bit');
    if (!singleSegment) p += 1;
    if (dictionaryBytes > 0) {
      if (p + dictionaryBytes > input.length) corrupt('truncated dictionary id');
      let id = 0;
      for (let i = 0; i < dictionaryBytes; i++) id += input[p + i]! * 256 ** i;
      if (id !== 0) throw new SurfaceError('unsupported-image-type', 'Zstandard frame needs a dictionary');
      p += dictionaryBytes;
    }
    const sizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][sizeFlag]!;
    const frameStart = out.length;
    let declaredSize = -1;
    if (p + sizeBytes > input.length) corrupt('truncated frame content size');
    if (sizeBytes > 0) {
      let size = 0;
      for (let i = 0; i < sizeBytes; i++) size += input[p + i]! * 256 ** i;
      if (sizeBytes === 2) size += 256;
      p += sizeBytes;
      // The declared size is checked against the cap before the buffer grows to it.
      out.reserve(size);
      declaredSize = size;
    }
    const state: DecoderState = { repeat: [1, 4, 8] };
    for (let last = 0; !last;) {
      if (p + 3 > input.length) corrupt('truncated block header');
      const header = input[p]! | (input[p + 1]! << 8) | (input[p + 2]! << 16);
      p += 3;
      last = header & 1;
      const type = (header >> 1) & 3;
      const size = header >>> 3;
      if (type === 1) {
        if (p >= input.length) corrupt('truncated RLE block');
        out.reserve(size);
        out.data.fill(input[p]!, out.length, out.length + size);
        out.length += size;
        p += 1;
        continue;
      }
      if (size > MAX_BLOCK_BYTES || p + size > input.length) corrupt('block exceeds the input');
      if (type === 0) {
        out.reserve(size);
        out.data.set(input.subarray(p, p + size), out.length);
        out.length += size;
      } else if (type === 2) decodeBlock(input, p, p + size, state, out);
      else corrupt('reserved block type');
      p += size;
      if (out.length >= stopAfter) return out.data.slice(0, out.length);
    }
    if (checksum) {
      if (p + 4 > input.length) corrupt('truncated content checksum');
      p += 4;
    }
    if (declaredSize >= 0 && out.length - frameStart !== declaredSize) {
      corrupt(`frame holds ${out.length - frameStart} bytes, its header declares ${declaredSize}`);
    }
  }
  return out.data.slice(0, out.length);
}
