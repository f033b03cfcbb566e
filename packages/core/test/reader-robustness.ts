// Two checks every binary reader shares: over the whole real-file collection it claims only its own
// files by signature and never throws anything but a SurfaceError; and damaged copies of one of its
// real files (truncated, header bytes overwritten) are read or rejected with a SurfaceError.
import { expect, it } from 'vitest';
import { SurfaceError, type SurfaceFormat } from '../src/index.ts';
import { describeRealFiles, readRealFile, realFiles } from './real-files.ts';

function readWith(format: SurfaceFormat, bytes: Uint8Array, fileName: string): void {
  if (!format.read) throw new Error(`${format.id} has no reader`);
  format.read(bytes, { fileName });
}

export function describeReaderOnRealFiles(format: SurfaceFormat, ownFolders: readonly string[]): void {
  describeRealFiles(`${format.id} on every real file`, () => {
    it('claims only its own files by signature, and reads or rejects every file with a SurfaceError', () => {
      for (const path of realFiles()) {
        const bytes = readRealFile(path);
        const verdict = format.magic(bytes.subarray(0, 4096), path);
        if (!ownFolders.includes(path.split('/')[0] as string)) expect(verdict, path).not.toBe('yes');
        try {
          readWith(format, bytes, path);
        } catch (error) {
          expect(error, path).toBeInstanceOf(SurfaceError);
        }
      }
    });
  });
}

export function describeReaderOnDamagedCopies(format: SurfaceFormat, realPath: string): void {
  describeRealFiles(`${format.id} on damaged copies of a real file`, () => {
    it('reads or rejects with a SurfaceError, whatever header bytes are changed', () => {
      const original = readRealFile(realPath);
      let seed = 12345;
      const random = (n: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      for (let round = 0; round < 40; round++) {
        const bytes = original.slice(0, round % 4 === 0 ? random(original.length) : original.length);
        const span = Math.min(bytes.length, 5000);
        for (let k = 0; k < 8; k++) if (span > 0) bytes[random(span)] = random(256);
        try {
          readWith(format, bytes, 'damaged');
        } catch (error) {
          expect(error).toBeInstanceOf(SurfaceError);
        }
      }
      // 40 full reads of a file of up to a few MB: generous on a shared 2-core machine; hangs are
      // caught per call by the fuzz test's time bound.
    }, 60_000);
  });
}
