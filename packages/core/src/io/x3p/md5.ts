// MD5 message digest, RFC 1321 (https://www.rfc-editor.org/rfc/rfc1321). ISO 25178-72 (x3p)
// stores the MD5 of main.xml in md5checksum.hex and of each binary file in main.xml, so the
// writer must compute it. The core is pure TypeScript (no Node crypto, and WebCrypto has no MD5),
// and no MD5 package is a dependency, hence this small implementation. Not for security use.

/** Per-round left-rotation amounts (RFC 1321 §3.4). */
const SHIFTS = new Uint8Array([
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
]);

/** T[i] = floor(2^32 × |sin(i + 1)|) (RFC 1321 §3.4). */
const SINE_TABLE = (() => {
  const table = new Uint32Array(64);
  for (let i = 0; i < 64; i++) table[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 0x100000000) >>> 0;
  return table;
})();

/** The 16-byte MD5 digest of `data`. */
export function md5(data: Uint8Array): Uint8Array {
  // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the bit length as 64-bit little endian.
  const paddedLength = (((data.length + 8) >> 6) + 1) << 6;
  const message = new Uint8Array(paddedLength);
  message.set(data);
  message[data.length] = 0x80;
  const view = new DataView(message.buffer);
  const bitLength = data.length * 8;
  view.setUint32(paddedLength - 8, bitLength >>> 0, true);
  view.setUint32(paddedLength - 4, Math.floor(bitLength / 0x100000000), true);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const words = new Uint32Array(16);
  for (let block = 0; block < paddedLength; block += 64) {
    for (let i = 0; i < 16; i++) words[i] = view.getUint32(block + i * 4, true);
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      const sum = (a + f + (SINE_TABLE[i] as number) + (words[g] as number)) >>> 0;
      const shift = SHIFTS[i] as number;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  out.setUint32(0, a0, true);
  out.setUint32(4, b0, true);
  out.setUint32(8, c0, true);
  out.setUint32(12, d0, true);
  return digest;
}

/** The MD5 digest as 32 lower-case hex digits, as x3p files write it. */
export function md5Hex(data: Uint8Array): string {
  let hex = '';
  for (const byte of md5(data)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
