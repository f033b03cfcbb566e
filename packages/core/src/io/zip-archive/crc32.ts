// CRC-32 as zip uses it (ISO 3309 / ITU-T V.42 polynomial 0xEDB88320, reflected; PKWARE
// APPNOTE.TXT §4.4.7). Checked after extracting each entry so that a damaged archive is refused
// instead of producing a silently wrong surface; fflate does not export its own.

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) {
    crc = (TABLE[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
