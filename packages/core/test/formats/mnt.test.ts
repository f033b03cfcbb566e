// Digital Surf Mountains documents: recognised from their compound-file directory and rejected with
// 'unsupported-image-type' and advice (see the decision in io/formats/mnt.ts); a broken compound
// file is 'corrupt-file'; directory chains cannot loop.
import { describe, expect, it } from 'vitest';
import { compoundFileNames } from '../../src/io/compound-file/compound-file-names.ts';
import { mntFormat } from '../../src/io/formats/mnt.ts';
import {} from '../../src/surface/surface-error.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array) => mntFormat.read!(bytes, { fileName: 'x.mnt' });

/** A 512-byte-sector compound file: header, one FAT sector (0), one directory sector (1). */
function syntheticCompoundFile(names: string[], fatNextOfDirectory = 0xfffffffe): Uint8Array {
  const out = new Uint8Array(512 * 3);
  const view = new DataView(out.buffer);
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].forEach((b, i) => (out[i] = b));
  view.setUint16(0x1e, 9, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + 4 * i, 0xffffffff, true);
  view.setUint32(0x4c, 0, true);
  for (let i = 0; i < 128; i++) view.setUint32(512 + 4 * i, 0xffffffff, true);
  view.setUint32(512, 0xfffffffd, true); // sector 0 is a FAT sector
  view.setUint32(516, fatNextOfDirectory, true);
  names.slice(0, 4).forEach((name, e) => {
    const at = 1024 + 128 * e;
    for (let c = 0; c < name.length; c++) view.setUint16(at + 2 * c, name.charCodeAt(c), true);
    view.setUint16(at + 64, 2 * (name.length + 1), true);
  });
  return out;
}

describeRealFiles('MNT real files', () => {
  for (const path of ['mnt/surfacetopography__mnt-1.mnt', 'mnt/surfacetopography__mnt-2.mnt']) {
    it(`${path}: recognised as a Mountains document and rejected with advice`, () => {
      const bytes = readRealFile(path);
      expect(mntFormat.magic(bytes.subarray(0, 4096), 'a.mnt')).toBe('yes');
      expect(compoundFileNames(bytes)).toEqual(expect.arrayContaining(['ScopedContents', 'XmlHeader']));
      expectSurfaceError(() => read(bytes), 'unsupported-image-type', /export .*\.sur or \.x3p/);
    });
  }
});

describe('MNT synthetic compound files', () => {
  it('lists directory names and tells Mountains documents from other compound files', () => {
    const mountains = syntheticCompoundFile(['Root Entry', 'ScopedContents', 'XmlHeader', 'ImagePreview']);
    expect(compoundFileNames(mountains)).toEqual([
      'Root Entry',
      'ScopedContents',
      'XmlHeader',
      'ImagePreview',
    ]);
    expectSurfaceError(() => read(mountains), 'unsupported-image-type', /Mountains documents/);
    expectSurfaceError(
      () => read(syntheticCompoundFile(['Root Entry', 'Workbook'])),
      'unsupported-image-type',
      /not a Mountains document/,
    );
  });

  it('magic needs the signature and the extension', () => {
    const bytes = syntheticCompoundFile(['Root Entry']);
    expect(mntFormat.magic(bytes, 'a.mnt')).toBe('yes');
    expect(mntFormat.magic(bytes, 'a.doc')).toBe('no');
    expect(mntFormat.magic(new Uint8Array(4), 'a.mnt')).toBe('no');
  });

  it('truncated, absurd or looping compound files are corrupt', () => {
    const bytes = syntheticCompoundFile(['Root Entry', 'ScopedContents', 'XmlHeader']);
    expectSurfaceError(() => read(bytes.subarray(0, 700)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 100)), 'corrupt-file');
    const shifted = bytes.slice();
    new DataView(shifted.buffer).setUint16(0x1e, 30, true);
    expectSurfaceError(() => read(shifted), 'corrupt-file');
    expectSurfaceError(() => read(syntheticCompoundFile(['Root Entry'], 1)), 'corrupt-file', /loops/);
  });
});

describeReaderOnRealFiles(mntFormat, ['mnt']);

describeReaderOnDamagedCopies(mntFormat, 'mnt/surfacetopography__mnt-1.mnt');
