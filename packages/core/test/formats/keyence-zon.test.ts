import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { keyenceZonFormat } from '../../src/io/formats/keyence-zon.ts';
import { SurfaceError } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

function readError(bytes: Uint8Array): SurfaceError {
  try {
    keyenceZonFormat.read!(bytes, { fileName: 'x.zon' });
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
}

/** "KPK1", a thumbnail byte count, a fake thumbnail and a stored zip with one entry. */
function zonFile(entry: Uint8Array, thumbnail = 16): Uint8Array {
  const zip = zipSync({ '4cdb0c75-5706-48cc-a9a1-adf395d609ae': [entry, { level: 0 }] });
  const out = new Uint8Array(8 + thumbnail + zip.length);
  out.set([0x4b, 0x50, 0x4b, 0x31]);
  new DataView(out.buffer).setUint32(4, thumbnail, true);
  out.set(zip, 8 + thumbnail);
  return out;
}

describe('keyence-zon', () => {
  it('recognises the KPK1 signature', () => {
    expect(keyenceZonFormat.magic(zonFile(new Uint8Array(4)), 'a.zon')).toBe('yes');
    expect(keyenceZonFormat.magic(new Uint8Array([0x50, 0x4b, 3, 4]), 'a.zon')).toBe('no');
  });

  it('rejects a Zstandard-compressed ZON with unsupported-image-type naming .zon', () => {
    const error = readError(zonFile(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0, 0])));
    expect(error.code).toBe('unsupported-image-type');
    expect(error.reason).toContain('.zon');
    expect(error.reason).toContain('Zstandard');
    expect(readError(zonFile(new Uint8Array([1, 2, 3]))).code).toBe('unsupported-image-type');
  });

  it('gives corrupt-file for truncated files and an absurd thumbnail size', () => {
    const bytes = zonFile(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd]));
    expect(readError(bytes.subarray(0, bytes.length - 10)).code).toBe('corrupt-file');
    expect(readError(bytes.subarray(0, 6)).code).toBe('corrupt-file');
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(4, 0xffffffff, true);
    expect(readError(huge).code).toBe('corrupt-file');
  });
});

describeRealFiles('keyence-zon real file', () => {
  it('surfalize test_1.zon: identified, rejected with the reason', () => {
    const bytes = readRealFile('zon/surfalize__test_1.zon');
    expect(keyenceZonFormat.magic(bytes.subarray(0, 4096), 'test_1.zon')).toBe('yes');
    const error = readError(bytes);
    expect(error.code).toBe('unsupported-image-type');
    expect(error.reason).toMatch(/^\.zon \(Keyence VK-X\).*Zstandard/);
    expect(readError(bytes.subarray(0, 300000)).code).toBe('corrupt-file');
  });
});
