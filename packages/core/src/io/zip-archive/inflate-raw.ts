// Raw DEFLATE decoder (RFC 1951) into a preallocated buffer of the size the zip entry declares.
// fflate's inflate spends ~13 ns per literal on the near-incompressible float64 point data of a
// large x3p (a 4096² file is 128 MB of almost only literals): it re-reads three input bytes for
// every code. This decoder keeps a bit buffer, decodes through two-level tables (10-bit root, so
// a block's tables cost ~1–3 k entries to build) and writes straight into the caller's array.
// It is used only where the output size is known in advance (zip entries); fflate stays for gzip
// and zlib streams. Hostile input: every table is checked for over-subscription, unassigned codes
// and out-of-range distances are errors, output never goes beyond `out`, and reading past the end
// of `input` is detected, so a broken stream throws instead of looping or producing garbage.

/** Why a stream cannot be decoded; the zip reader turns it into a SurfaceError naming the entry. */
export class InflateError extends Error {
  /** True when the only fault is more output than `out` holds (a lying size, a bomb). */
  readonly overflow: boolean;

  constructor(message: string, overflow = false) {
    super(message);
    this.overflow = overflow;
  }
}

const ROOT_BITS = 10;
const MAX_BITS = 15;

// Table entries. A literal is non-negative: bits 0–3 code length, bits 8–15 the byte, so the
// common case needs one comparison. Every other entry has bit 31 set: bits 0–3 code length (root
// bits for a link), bits 4–7 extra bits (sub-table bits for a link), bits 8–10 kind, bits 16–30
// payload (base or sub-table offset). Unassigned codes (incomplete codes, reserved symbols) hold
// UNASSIGNED, kind 0, which every decoding path rejects.
const UNASSIGNED = 1 << 31;
const KIND_BASE = (1 << 8) | (1 << 31);
const KIND_END = (2 << 8) | (1 << 31);
const KIND_LINK = (3 << 8) | (1 << 31);
const KIND_MASK = (7 << 8) | (1 << 31);

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** Order in which the code-length code lengths are stored (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

type Entry = (symbol: number, length: number) => number;

const literalEntry: Entry = (symbol, length) => {
  if (symbol < 256) return (symbol << 8) | length;
  if (symbol === 256) return KIND_END | length;
  const index = symbol - 257;
  // 286 and 287 take part in the fixed code but never occur in valid data.
  if (index >= LENGTH_BASE.length) return UNASSIGNED;
  return ((LENGTH_BASE[index] as number) << 16) | KIND_BASE | ((LENGTH_EXTRA[index] as number) << 4) | length;
};

const distanceEntry: Entry = (symbol, length) => {
  if (symbol >= DISTANCE_BASE.length) return UNASSIGNED; // 30 and 31: reserved
  return (
    ((DISTANCE_BASE[symbol] as number) << 16) | KIND_BASE | ((DISTANCE_EXTRA[symbol] as number) << 4) | length
  );
};

/** A decoding table and its root mask; codes longer than the root continue in sub-tables. */
interface Table {
  readonly entries: Int32Array;
  readonly rootBits: number;
}

/** Canonical Huffman table for `lengths[0..count)`; incomplete codes leave unassigned entries. */
function buildTable(lengths: Uint8Array, count: number, entry: Entry, what: string): Table {
  const lengthCount = new Uint16Array(MAX_BITS + 1);
  let maxLength = 0;
  for (let s = 0; s < count; s++) {
    const l = lengths[s] as number;
    lengthCount[l] = (lengthCount[l] as number) + 1;
    if (l > maxLength) maxLength = l;
  }
  let left = 1;
  const nextCode = new Int32Array(MAX_BITS + 2);
  for (let l = 1; l <= MAX_BITS; l++) {
    left = (left << 1) - (lengthCount[l] as number);
    if (left < 0) throw new InflateError(`over-subscribed ${what} code`);
    nextCode[l + 1] = ((nextCode[l] as number) + (lengthCount[l] as number)) << 1;
  }
  const rootBits = Math.max(1, Math.min(ROOT_BITS, maxLength));
  const subBits = Math.max(0, maxLength - rootBits);
  const rootSize = 1 << rootBits;
  // At most one sub-table per code longer than the root.
  let longCodes = 0;
  for (let l = rootBits + 1; l <= maxLength; l++) longCodes += lengthCount[l] as number;
  const entries = new Int32Array(rootSize + longCodes * (1 << subBits)).fill(UNASSIGNED);
  let nextSubTable = rootSize;
  for (let s = 0; s < count; s++) {
    const length = lengths[s] as number;
    if (length === 0) continue;
    const code = nextCode[length] as number;
    nextCode[length] = code + 1;
    // Deflate sends codes most significant bit first into a least-significant-first bit buffer.
    let reversed = 0;
    for (let b = 0; b < length; b++) reversed |= ((code >> b) & 1) << (length - 1 - b);
    if (length <= rootBits) {
      const value = entry(s, length);
      for (let i = reversed; i < rootSize; i += 1 << length) entries[i] = value;
      continue;
    }
    const low = reversed & (rootSize - 1);
    let link = entries[low] as number;
    if ((link & KIND_MASK) !== KIND_LINK) {
      link = (nextSubTable << 16) | KIND_LINK | (subBits << 4) | rootBits;
      entries[low] = link;
      nextSubTable += 1 << subBits;
    }
    const base = (link >>> 16) & 0x7fff;
    const rest = length - rootBits;
    const value = entry(s, rest);
    for (let i = reversed >>> rootBits; i < 1 << subBits; i += 1 << rest) entries[base + i] = value;
  }
  return { entries, rootBits };
}

let fixedTables: { literal: Table; distance: Table } | undefined;

function fixed(): { literal: Table; distance: Table } {
  if (fixedTables === undefined) {
    const lengths = new Uint8Array(288);
    lengths.fill(8, 0, 144);
    lengths.fill(9, 144, 256);
    lengths.fill(7, 256, 280);
    lengths.fill(8, 280, 288);
    const distances = new Uint8Array(32).fill(5);
    fixedTables = {
      literal: buildTable(lengths, 288, literalEntry, 'literal/length'),
      distance: buildTable(distances, 32, distanceEntry, 'distance'),
    };
  }
  return fixedTables;
}

/** Decoder position: input byte index, bit buffer (≤ 31 bits, least significant first), output. */
interface Stream {
  readonly input: Uint8Array;
  readonly out: Uint8Array;
  ip: number;
  bits: number;
  count: number;
  op: number;
}

function truncated(): never {
  throw new InflateError('compressed data ends before the stream does');
}

function tooLong(out: Uint8Array): never {
  throw new InflateError(`data inflates to more than ${out.length} bytes`, true);
}

/** Fills the bit buffer to at least `n` (≤ 24) bits; reading may run four bytes past the end. */
function need(s: Stream, n: number): void {
  const length = s.input.length;
  while (s.count < n) {
    if (s.ip < length) s.bits |= (s.input[s.ip] as number) << s.count;
    else if (s.ip >= length + 4) truncated();
    s.ip++;
    s.count += 8;
  }
}

/** `n` (≤ 24) bits from the stream. */
function take(s: Stream, n: number): number {
  need(s, n);
  const value = s.bits & ((1 << n) - 1);
  s.bits >>= n;
  s.count -= n;
  return value;
}

/** The next symbol's entry from a table, its code consumed (sub-tables followed). */
function decodeSymbol(s: Stream, table: Table): number {
  need(s, MAX_BITS);
  let e = table.entries[s.bits & ((1 << table.rootBits) - 1)] as number;
  if ((e & KIND_MASK) === KIND_LINK) {
    s.bits >>= e & 15;
    s.count -= e & 15;
    e = table.entries[((e >>> 16) & 0x7fff) + (s.bits & ((1 << ((e >> 4) & 15)) - 1))] as number;
  }
  s.bits >>= e & 15;
  s.count -= e & 15;
  return e;
}

/** Copies a match of `length` bytes from `dist` back, after checking both against the output. */
function copyMatch(out: Uint8Array, op: number, length: number, dist: number): number {
  if (dist > op) throw new InflateError('distance reaches before the start of the data');
  if (op + length > out.length) tooLong(out);
  let from = op - dist;
  if (dist >= length && length > 32) {
    out.copyWithin(op, from, from + length);
    return op + length;
  }
  // Overlapping copies repeat the last `dist` bytes: byte by byte, forwards.
  const end = op + length;
  while (op < end) out[op++] = out[from++] as number;
  return op;
}

/**
 * Decodes symbols while at least 8 input bytes and 258 output bytes remain, so that neither needs
 * a check per byte; returns true at the end of the block, false when it reached those margins.
 * This loop is where a large entry spends its time: locals only, literals first.
 */
function decodeFast(s: Stream, literal: Table, distance: Table): boolean {
  const { input, out } = s;
  const inputEnd = input.length - 8;
  const outEnd = out.length - 258;
  const lt = literal.entries;
  const lmask = (1 << literal.rootBits) - 1;
  const dt = distance.entries;
  const dmask = (1 << distance.rootBits) - 1;
  let { ip, bits, count, op } = s;
  let ended = false;
  while (ip < inputEnd && op < outEnd) {
    if (count < 16) {
      bits |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << count;
      ip += 2;
      count += 16;
    }
    let e = lt[bits & lmask] as number;
    if (e >= 0) {
      let n = e & 15;
      bits >>= n;
      count -= n;
      out[op++] = e >> 8;
      // Near-incompressible data is mostly literals: take a second one while the buffer has the
      // bits for any code, without another trip through the loop's checks.
      if (count < MAX_BITS) continue;
      e = lt[bits & lmask] as number;
      if (e < 0) continue;
      n = e & 15;
      bits >>= n;
      count -= n;
      out[op++] = e >> 8;
      continue;
    }
    if ((e & KIND_MASK) === KIND_LINK) {
      bits >>= e & 15;
      count -= e & 15;
      e = lt[((e >>> 16) & 0x7fff) + (bits & ((1 << ((e >> 4) & 15)) - 1))] as number;
      if (e >= 0) {
        const n = e & 15;
        bits >>= n;
        count -= n;
        out[op++] = e >> 8;
        continue;
      }
    }
    bits >>= e & 15;
    count -= e & 15;
    const kind = e & KIND_MASK;
    if (kind === KIND_END) {
      ended = true;
      break;
    }
    if (kind !== KIND_BASE) throw new InflateError('invalid literal/length code');
    if (count < 16) {
      bits |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << count;
      ip += 2;
      count += 16;
    }
    const lengthExtra = (e >> 4) & 15;
    const length = ((e >>> 16) & 0x7fff) + (bits & ((1 << lengthExtra) - 1));
    bits >>= lengthExtra;
    count -= lengthExtra;
    if (count < 16) {
      bits |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << count;
      ip += 2;
      count += 16;
    }
    let d = dt[bits & dmask] as number;
    if ((d & KIND_MASK) === KIND_LINK) {
      bits >>= d & 15;
      count -= d & 15;
      d = dt[((d >>> 16) & 0x7fff) + (bits & ((1 << ((d >> 4) & 15)) - 1))] as number;
    }
    if ((d & KIND_MASK) !== KIND_BASE) throw new InflateError('invalid distance code');
    bits >>= d & 15;
    count -= d & 15;
    if (count < 16) {
      bits |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << count;
      ip += 2;
      count += 16;
    }
    const distanceExtra = (d >> 4) & 15;
    const dist = ((d >>> 16) & 0x7fff) + (bits & ((1 << distanceExtra) - 1));
    bits >>= distanceExtra;
    count -= distanceExtra;
    op = copyMatch(out, op, length, dist);
  }
  s.ip = ip;
  s.bits = bits;
  s.count = count;
  s.op = op;
  return ended;
}

/** The same decoding with every input and output bound checked: the ends of the stream. */
function decodeCareful(s: Stream, literal: Table, distance: Table): void {
  const out = s.out;
  for (;;) {
    const e = decodeSymbol(s, literal);
    if (e >= 0) {
      if (s.op >= out.length) tooLong(out);
      out[s.op++] = e >> 8;
      continue;
    }
    const kind = e & KIND_MASK;
    if (kind === KIND_END) return;
    if (kind !== KIND_BASE) throw new InflateError('invalid literal/length code');
    const length = ((e >>> 16) & 0x7fff) + take(s, (e >> 4) & 15);
    const d = decodeSymbol(s, distance);
    if ((d & KIND_MASK) !== KIND_BASE) throw new InflateError('invalid distance code');
    const dist = ((d >>> 16) & 0x7fff) + take(s, (d >> 4) & 15);
    s.op = copyMatch(out, s.op, length, dist);
  }
}

/** A dynamic block's literal/length and distance tables, from its header (RFC 1951 §3.2.7). */
function dynamicTables(s: Stream): { literal: Table; distance: Table } {
  const literalCount = take(s, 5) + 257;
  const distanceCount = take(s, 5) + 1;
  const codeLengthCount = take(s, 4) + 4;
  if (literalCount > 286 || distanceCount > 30) throw new InflateError('too many length or distance codes');
  const codeLengths = new Uint8Array(19);
  for (let i = 0; i < codeLengthCount; i++) codeLengths[CODE_LENGTH_ORDER[i] as number] = take(s, 3);
  const lengthTable = buildTable(codeLengths, 19, (symbol, l) => (symbol << 8) | l, 'code length');
  const total = literalCount + distanceCount;
  const lengths = new Uint8Array(total);
  for (let i = 0; i < total;) {
    // Code-length codes are at most 7 bits: never longer than the root, so never a link.
    const e = decodeSymbol(s, lengthTable);
    if (e < 0) throw new InflateError('invalid code length code');
    const symbol = e >> 8;
    if (symbol < 16) {
      lengths[i++] = symbol;
      continue;
    }
    let repeat: number;
    let value = 0;
    if (symbol === 16) {
      if (i === 0) throw new InflateError('repeat of a code length with no previous one');
      value = lengths[i - 1] as number;
      repeat = 3 + take(s, 2);
    } else if (symbol === 17) {
      repeat = 3 + take(s, 3);
    } else {
      repeat = 11 + take(s, 7);
    }
    if (i + repeat > total) throw new InflateError('code lengths run past their count');
    lengths.fill(value, i, i + repeat);
    i += repeat;
  }
  if (lengths[256] === 0) throw new InflateError('block without an end-of-block code');
  return {
    literal: buildTable(lengths.subarray(0, literalCount), literalCount, literalEntry, 'literal/length'),
    distance: buildTable(lengths.subarray(literalCount), distanceCount, distanceEntry, 'distance'),
  };
}

/** Copies a stored block (RFC 1951 §3.2.4) after skipping to the byte boundary. */
function storedBlock(s: Stream): void {
  // Whole bytes still in the bit buffer were read ahead: give them back.
  s.ip -= s.count >> 3;
  s.bits = 0;
  s.count = 0;
  const { input, out } = s;
  let ip = s.ip;
  if (ip + 4 > input.length) truncated();
  const length = (input[ip] as number) | ((input[ip + 1] as number) << 8);
  const check = (input[ip + 2] as number) | ((input[ip + 3] as number) << 8);
  ip += 4;
  if ((length ^ 0xffff) !== check) throw new InflateError('stored block length check fails');
  if (ip + length > input.length) truncated();
  if (s.op + length > out.length) tooLong(out);
  out.set(input.subarray(ip, ip + length), s.op);
  s.ip = ip + length;
  s.op += length;
}

/**
 * Decodes the raw DEFLATE stream `input` into `out` and returns the number of bytes written.
 * Throws InflateError when the stream is invalid, truncated or would produce more than
 * `out.length` bytes.
 */
export function inflateRawInto(input: Uint8Array, out: Uint8Array): number {
  const s: Stream = { input, out, ip: 0, bits: 0, count: 0, op: 0 };
  let final = 0;
  do {
    final = take(s, 1);
    const type = take(s, 2);
    if (type === 0) {
      storedBlock(s);
      continue;
    }
    if (type === 3) throw new InflateError('invalid block type 3');
    const { literal, distance } = type === 1 ? fixed() : dynamicTables(s);
    if (!decodeFast(s, literal, distance)) decodeCareful(s, literal, distance);
  } while (final === 0);
  // Bytes read ahead into the bit buffer but not consumed do not count as consumed input.
  if (s.ip - (s.count >> 3) > input.length) truncated();
  return s.op;
}
