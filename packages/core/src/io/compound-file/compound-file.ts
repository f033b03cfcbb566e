// Microsoft Compound File (OLE2 / CFB) streams, following [MS-CFB] "Compound File Binary File
// Format" (https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb): 2.2 header, 2.3 FAT and
// DIFAT, 2.5 mini FAT / mini stream, 2.6 directory entries. Every sector number is checked against
// the file and every chain is bounded by the number of sectors, so a cyclic FAT cannot hang us and
// a stream can never be longer than the file that holds it. Mini sectors are 64 bytes (the only
// size MS-CFB 2.2 allows).
import { BinaryReader } from '../binary-reader.ts';
import { SurfaceError } from '../../surface/surface-error.ts';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
/** FAT values at or above this mark the end of a chain or free/special sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const OBJECT_STREAM = 2;
const OBJECT_ROOT = 5;

export function isCompoundFile(head: Uint8Array): boolean {
  return head.length >= SIGNATURE.length && SIGNATURE.every((b, i) => head[i] === b);
}

interface DirectoryEntry {
  readonly name: string;
  readonly type: number;
  readonly startSector: number;
  readonly size: number;
}

export interface CompoundFile {
  /** Names of all storages and streams, in directory order (the tree is not needed to find one). */
  readonly names: readonly string[];
  /** The bytes of the first stream with this name, or undefined when there is none. */
  stream(name: string): Uint8Array | undefined;
}

/** Parses the header, FAT and directory. Throws SurfaceError('corrupt-file'). */
export function openCompoundFile(bytes: Uint8Array): CompoundFile {
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
  const firstDirectorySector = reader.u32();
  const miniStreamCutoff = reader.seek(0x38).u32();
  const firstMiniFatSector = reader.u32();
  reader.u32(); // number of mini FAT sectors: the chain itself says how long it is
  const firstDifatSector = reader.u32();

  // The header occupies the whole first sector (512 or 4096 bytes): sector n starts after it.
  const sectorOffset = (sector: number): number => {
    const offset = (sector + 1) * sectorSize;
    reader.ensure(sectorSize, offset, `compound file sector ${sector}`);
    return offset;
  };

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    const fatSector = reader.seek(0x4c + 4 * i).u32();
    if (fatSector >= MAX_REGULAR_SECTOR) break;
    fatSectors.push(fatSector);
  }
  // Files beyond ~7 MB (512-byte sectors) list further FAT sectors in a DIFAT chain.
  for (
    let difat = firstDifatSector, steps = 0;
    difat < MAX_REGULAR_SECTOR && fatSectors.length < fatSectorCount;
    steps++
  ) {
    if (steps > sectorCount) throw new SurfaceError('corrupt-file', 'compound file DIFAT chain loops');
    const start = sectorOffset(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++) {
      const fatSector = reader.seek(start + 4 * i).u32();
      if (fatSector < MAX_REGULAR_SECTOR) fatSectors.push(fatSector);
    }
    difat = reader.seek(start + 4 * perSector).u32();
  }
  const fat = new Uint32Array(fatSectors.length * (sectorSize / 4));
  fatSectors.forEach((fatSector, i) => {
    reader.seek(sectorOffset(fatSector));
    for (let j = 0; j < sectorSize / 4; j++) fat[i * (sectorSize / 4) + j] = reader.u32();
  });

  /** Sector numbers of a FAT chain. */
  const chain = (first: number, table: Uint32Array, limit: number, what: string): number[] => {
    const sectors: number[] = [];
    for (let sector = first; sector !== END_OF_CHAIN;) {
      if (sector >= MAX_REGULAR_SECTOR) break;
      if (sectors.length >= limit)
        throw new SurfaceError('corrupt-file', `compound file ${what} chain loops`);
      const next = table[sector];
      if (next === undefined) {
        throw new SurfaceError(
          'corrupt-file',
          `compound file ${what}: FAT has no entry for sector ${sector}`,
        );
      }
      sectors.push(sector);
      sector = next;
    }
    return sectors;
  };
  const readChain = (first: number, what: string): Uint8Array => {
    const sectors = chain(first, fat, sectorCount, what);
    const out = new Uint8Array(sectors.length * sectorSize);
    sectors.forEach((sector, i) =>
      out.set(bytes.subarray(sectorOffset(sector), sectorOffset(sector) + sectorSize), i * sectorSize),
    );
    return out;
  };

  const directoryBytes = readChain(firstDirectorySector, 'directory');
  const directory = new BinaryReader(directoryBytes, true);
  const entries: DirectoryEntry[] = [];
  for (let at = 0; at + DIRECTORY_ENTRY_BYTES <= directoryBytes.length; at += DIRECTORY_ENTRY_BYTES) {
    const nameBytes = directory.seek(at + 64).u16();
    if (nameBytes < 2 || nameBytes > 64) continue; // unused entry
    const type = directory.u8();
    let name = '';
    directory.seek(at);
    for (let c = 0; c < nameBytes / 2 - 1; c++) name += String.fromCharCode(directory.u16());
    const startSector = directory.seek(at + 116).u32();
    // Version 3 files may leave garbage in the high half of the size (MS-CFB 2.6.3).
    const sizeLow = directory.u32();
    const sizeHigh = sectorShift === 9 ? 0 : directory.u32();
    entries.push({ name, type, startSector, size: sizeHigh * 2 ** 32 + sizeLow });
  }

  const root = entries.find((entry) => entry.type === OBJECT_ROOT);
  let miniStream: Uint8Array | undefined;
  let miniFat: Uint32Array | undefined;
  const miniParts = (): { data: Uint8Array; table: Uint32Array } => {
    if (miniStream === undefined || miniFat === undefined) {
      if (root === undefined) throw new SurfaceError('corrupt-file', 'compound file has no root entry');
      miniStream = readChain(root.startSector, 'mini stream');
      const miniFatBytes = readChain(firstMiniFatSector, 'mini FAT');
      const view = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
      miniFat = new Uint32Array(miniFatBytes.length / 4);
      for (let i = 0; i < miniFat.length; i++) miniFat[i] = view.getUint32(4 * i, true);
    }
    return { data: miniStream, table: miniFat };
  };

  const stream = (name: string): Uint8Array | undefined => {
    const entry = entries.find((e) => e.type === OBJECT_STREAM && e.name === name);
    if (entry === undefined) return undefined;
    if (entry.size > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `compound file stream ${name}: ${entry.size} bytes exceed the file`,
      );
    }
    if (entry.size < miniStreamCutoff) {
      const mini = miniParts();
      const sectors = chain(entry.startSector, mini.table, mini.table.length, `stream ${name}`);
      const out = new Uint8Array(sectors.length * 64);
      for (const [i, sector] of sectors.entries()) {
        if ((sector + 1) * 64 > mini.data.length) {
          throw new SurfaceError(
            'corrupt-file',
            `compound file stream ${name}: mini sector ${sector} is outside the mini stream`,
          );
        }
        out.set(mini.data.subarray(sector * 64, sector * 64 + 64), i * 64);
      }
      return checkedLength(out, entry.size, name);
    }
    return checkedLength(readChain(entry.startSector, `stream ${name}`), entry.size, name);
  };

  return { names: entries.map((entry) => entry.name), stream };
}

function checkedLength(data: Uint8Array, size: number, name: string): Uint8Array {
  if (data.length < size) {
    throw new SurfaceError(
      'corrupt-file',
      `compound file stream ${name}: chain holds ${data.length} of ${size} bytes`,
    );
  }
  return data.subarray(0, size);
}

/** Names of all storages and streams in the directory. Throws SurfaceError('corrupt-file'). */
export function compoundFileNames(bytes: Uint8Array): string[] {
  return [...openCompoundFile(bytes).names];
}
