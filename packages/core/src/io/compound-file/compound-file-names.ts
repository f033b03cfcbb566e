// The stream names of a Microsoft Compound File (OLE2 / CFB, [MS-CFB] "Compound File Binary File
// Format", sections 2.2 header, 2.3 FAT, 2.6 directory entries). Only the directory is walked —
// enough to tell what kind of document a file is — with every sector number checked against the
// file and every chain bounded by the number of sectors, so a cyclic FAT cannot hang us.
import { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
/** FAT values at or above this mark the end of a chain or free/special sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;

export function isCompoundFile(head: Uint8Array): boolean {
  return head.length >= SIGNATURE.length && SIGNATURE.every((b, i) => head[i] === b);
}

/** Names of all storages and streams in the directory. Throws SurfaceError('corrupt-file'). */
export function compoundFileNames(bytes: Uint8Array): string[] {
  if (!isCompoundFile(bytes)) throw new SurfaceError('corrupt-file', 'not a compound (OLE2) file');
  const reader = new BinaryReader(bytes, true);
  reader.ensure(HEADER_BYTES, 0, 'compound file header');
  const sectorShift = reader.seek(0x1e).u16();
  if (sectorShift !== 9 && sectorShift !== 12) {
    throw new SurfaceError('corrupt-file', `compound file sector shift ${sectorShift} is invalid`);
  }
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor(bytes.length / sectorSize);
  const fatSectorCount = reader.seek(0x2c).u32();
  const firstDirectorySector = reader.seek(0x30).u32();
  const sectorOffset = (sector: number): number => {
    // The header occupies the whole first sector (512 or 4096 bytes): sector n starts after it.
    const offset = (sector + 1) * sectorSize;
    reader.ensure(sectorSize, offset, `compound file sector ${sector}`);
    return offset;
  };
  // The FAT sectors listed in the header (enough for files up to ~109 × sectorSize² / 4 bytes).
  const fat: number[] = [];
  const listed = Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES);
  for (let i = 0; i < listed; i++) {
    const fatSector = reader.seek(0x4c + 4 * i).u32();
    if (fatSector >= MAX_REGULAR_SECTOR) break;
    reader.seek(sectorOffset(fatSector));
    for (let j = 0; j < sectorSize / 4; j++) fat.push(reader.u32());
  }
  const names: string[] = [];
  let sector = firstDirectorySector;
  for (let steps = 0; sector < MAX_REGULAR_SECTOR; steps++) {
    if (steps > sectorCount) throw new SurfaceError('corrupt-file', 'compound file directory chain loops');
    const start = sectorOffset(sector);
    for (let entry = 0; entry < sectorSize / DIRECTORY_ENTRY_BYTES; entry++) {
      const at = start + entry * DIRECTORY_ENTRY_BYTES;
      const nameBytes = reader.seek(at + 64).u16();
      if (nameBytes < 2 || nameBytes > 64) continue; // unused entry
      let name = '';
      reader.seek(at);
      for (let c = 0; c < nameBytes / 2 - 1; c++) name += String.fromCharCode(reader.u16());
      names.push(name);
    }
    const next = fat[sector];
    if (next === undefined)
      throw new SurfaceError('corrupt-file', `compound file FAT has no entry for sector ${sector}`);
    sector = next;
  }
  return names;
}
