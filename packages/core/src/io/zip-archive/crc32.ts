// CRC-32 as zip uses it (ISO 3309 / ITU-T V.42 polynomial 0xEDB88320, reflected; PKWARE
// APPNOTE.TXT §4.4.7). Checked after extracting each entry so that a damaged archive is refused
// instead of producing a silently wrong surface; fflate does not export its own.
//
// Slicing-by-8 (Kounavis & Berry, "A Systematic Approach to Building High Performance
// Software-based CRC Generators", 2005): eight tables let one step consume eight bytes with
// independent lookups instead of eight dependent ones; a 128 MiB x3p entry is checked ~3× faster
// than byte by byte.

const TABLES = (() => {
  const tables = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  // tables[k][n] is the CRC of byte n followed by k zero bytes.
  for (let n = 0; n < 256; n++) {
    let c = tables[n] as number;
    for (let k = 1; k < 8; k++) {
      c = (tables[c & 0xff] as number) ^ (c >>> 8);
      tables[k * 256 + n] = c;
    }
  }
  return tables;
})();

export function crc32(data: Uint8Array): number {
  const t = TABLES;
  let crc = -1;
  let i = 0;
  const end8 = data.length - (data.length & 7);
  for (; i < end8; i += 8) {
    const a =
      crc ^
      ((data[i] as number) |
        ((data[i + 1] as number) << 8) |
        ((data[i + 2] as number) << 16) |
        ((data[i + 3] as number) << 24));
    crc =
      (t[1792 + (a & 0xff)] as number) ^
      (t[1536 + ((a >>> 8) & 0xff)] as number) ^
      (t[1280 + ((a >>> 16) & 0xff)] as number) ^
      (t[1024 + (a >>> 24)] as number) ^
      (t[768 + (data[i + 4] as number)] as number) ^
      (t[512 + (data[i + 5] as number)] as number) ^
      (t[256 + (data[i + 6] as number)] as number) ^
      (t[data[i + 7] as number] as number);
  }
  for (; i < data.length; i++) crc = (t[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
