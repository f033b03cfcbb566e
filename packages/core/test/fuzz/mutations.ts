// Deterministic mutations of a real file for fuzzing readers: truncations (many inside headers), byte
// and bit flips, 2/4/8-byte fields overwritten with hostile values (0, 0xFFFFFFFF, 0x7FFFFFFF,
// negative, huge, NaN), inserted and deleted bytes, and numeric tokens of text headers replaced.
// Each case carries a label that is a complete repro: "first 65536 bytes, u32le 0xffffffff at 0x1c".
import { hashString, mulberry32, type Prng } from './prng.ts';

export interface FuzzCase {
  readonly label: string;
  readonly bytes: Uint8Array;
}

/** Heavy fuzzing works on at most this prefix of a file, so a case costs milliseconds, not a 4 MiB parse. */
export const FUZZ_PREFIX_BYTES = 64 * 1024;

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Fixed truncation lengths: every small length a header parser might trip over, then powers of two. */
const fixedTruncations = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 15, 16, 17, 20, 24, 31, 32, 33, 48, 63, 64, 65, 100, 127, 128, 129,
  200, 255, 256, 257, 300, 400, 511, 512, 513, 600, 800, 1000, 1023, 1024, 1025, 1500, 2047, 2048, 2049, 3000,
  4095, 4096, 4097, 8192, 16384, 32768,
];

const u32Values = [0, 0xffffffff, 0x7fffffff, 0x80000000, 0xfffffffe, 0x40000000, 0x00010000, 0x0000ffff, 1];
const u16Values = [0, 0xffff, 0x7fff, 0x8000, 1];
const f64Values = [NaN, Infinity, -Infinity, 1e308, -1e308, 5e-324, -0, 0];
const numberTokens = ['0', '-1', '99999999999', '1e308', '-1e308', 'NaN', 'inf', '', '0.0', '65536'];

/** An offset biased to the header, where sizes and offsets live. */
function offset(rng: Prng, length: number): number {
  if (length === 0) return 0;
  const r = rng.next();
  if (r < 0.6) return rng.int(Math.min(length, 1024));
  if (r < 0.8) return rng.int(Math.min(length, 4096));
  return rng.int(length);
}

function withField(base: Uint8Array, at: number, field: Uint8Array): Uint8Array {
  const out = base.slice();
  out.set(field.subarray(0, Math.max(0, Math.min(field.length, out.length - at))), at);
  return out;
}

function mutate(base: Uint8Array, rng: Prng): FuzzCase {
  const n = base.length;
  const kind = rng.int(9);
  switch (kind) {
    case 0: {
      const length = rng.next() < 0.7 ? offset(rng, n) : rng.int(n + 1);
      return { label: `truncated to ${length} bytes`, bytes: base.slice(0, length) };
    }
    case 1: {
      const at = offset(rng, n);
      const xor = 1 + rng.int(255);
      const out = base.slice();
      if (n > 0) out[at] = (out[at] as number) ^ xor;
      return { label: `byte at ${hex(at)} xor ${hex(xor)}`, bytes: out };
    }
    case 2: {
      const count = 2 + rng.int(7);
      const out = base.slice();
      const flips: string[] = [];
      for (let k = 0; k < count && n > 0; k++) {
        const at = offset(rng, n);
        const bit = rng.int(8);
        out[at] = (out[at] as number) ^ (1 << bit);
        flips.push(`${hex(at)}.${bit}`);
      }
      return { label: `bits flipped at ${flips.join(',')}`, bytes: out };
    }
    case 3: {
      const aligned = rng.next() < 0.5;
      const at = aligned ? offset(rng, n) & ~3 : offset(rng, n);
      const value = rng.next() < 0.8 ? rng.pick(u32Values) : rng.int(0x100000000);
      const little = rng.next() < 0.6;
      const field = new Uint8Array(4);
      new DataView(field.buffer).setUint32(0, value, little);
      return {
        label: `u32${little ? 'le' : 'be'} ${hex(value)} at ${hex(at)}`,
        bytes: withField(base, at, field),
      };
    }
    case 4: {
      const at = offset(rng, n);
      const value = rng.pick(u16Values);
      const little = rng.next() < 0.6;
      const field = new Uint8Array(2);
      new DataView(field.buffer).setUint16(0, value, little);
      return {
        label: `u16${little ? 'le' : 'be'} ${hex(value)} at ${hex(at)}`,
        bytes: withField(base, at, field),
      };
    }
    case 5: {
      const at = offset(rng, n);
      const value = rng.pick(f64Values);
      const little = rng.next() < 0.6;
      const field = new Uint8Array(8);
      new DataView(field.buffer).setFloat64(0, value, little);
      return {
        label: `f64${little ? 'le' : 'be'} ${value} at ${hex(at)}`,
        bytes: withField(base, at, field),
      };
    }
    case 6: {
      const at = offset(rng, n);
      const count = 1 + rng.int(16);
      const inserted = new Uint8Array(count);
      for (let k = 0; k < count; k++) inserted[k] = rng.int(256);
      const out = new Uint8Array(n + count);
      out.set(base.subarray(0, at), 0);
      out.set(inserted, at);
      out.set(base.subarray(at), at + count);
      return { label: `${count} bytes inserted at ${hex(at)}`, bytes: out };
    }
    case 7: {
      const at = offset(rng, n);
      const count = Math.min(1 + rng.int(16), n - at);
      const out = new Uint8Array(n - count);
      out.set(base.subarray(0, at), 0);
      out.set(base.subarray(at + count), at);
      return { label: `${count} bytes deleted at ${hex(at)}`, bytes: out };
    }
    default:
      return replaceNumber(base, rng);
  }
}

const isDigit = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;

/** Replaces the decimal number nearest after a header offset by a hostile token (text headers: h=, w=, sizes). */
function replaceNumber(base: Uint8Array, rng: Prng): FuzzCase {
  const n = base.length;
  let at = offset(rng, n);
  const limit = Math.min(n, at + 4096);
  while (at < limit && !isDigit(base[at])) at++;
  if (at >= limit) return { label: 'unchanged (no digit to replace)', bytes: base.slice() };
  let end = at;
  while (end < n && (isDigit(base[end]) || base[end] === 0x2e || base[end] === 0x65 || base[end] === 0x2d))
    end++;
  const token = rng.pick(numberTokens);
  const tokenBytes = Uint8Array.from(token, (c) => c.charCodeAt(0));
  const out = new Uint8Array(n - (end - at) + tokenBytes.length);
  out.set(base.subarray(0, at), 0);
  out.set(tokenBytes, at);
  out.set(base.subarray(end), at + tokenBytes.length);
  return { label: `number at ${hex(at)} (${end - at} chars) replaced by '${token}'`, bytes: out };
}

/**
 * `count` cases for one file: first the fixed truncations that fit, then random mutations of the first
 * FUZZ_PREFIX_BYTES; when the file is larger, `fullSize` of the random mutations use the whole file.
 */
export function fuzzCases(
  path: string,
  bytes: Uint8Array,
  count: number,
  seed: number,
  fullSize = 3,
): FuzzCase[] {
  const rng = mulberry32(seed ^ hashString(path));
  const cases: FuzzCase[] = [];
  const large = bytes.length > FUZZ_PREFIX_BYTES;
  const prefix = bytes.subarray(0, FUZZ_PREFIX_BYTES);
  const prefixLabel = large ? `first ${FUZZ_PREFIX_BYTES} bytes, ` : '';
  for (const length of fixedTruncations) {
    if (cases.length >= count / 3 || length >= bytes.length) break;
    cases.push({ label: `truncated to ${length} bytes`, bytes: bytes.slice(0, length) });
  }
  if (large && cases.length < count) {
    cases.push({ label: `truncated to ${bytes.length - 1} bytes`, bytes: bytes.slice(0, bytes.length - 1) });
  }
  let full = large ? fullSize : 0;
  while (cases.length < count) {
    if (full > 0) {
      full--;
      const c = mutate(bytes, rng);
      cases.push({ label: `whole file, ${c.label}`, bytes: c.bytes });
    } else {
      const c = mutate(prefix, rng);
      cases.push({ label: `${prefixLabel}${c.label}`, bytes: c.bytes });
    }
  }
  return cases;
}
