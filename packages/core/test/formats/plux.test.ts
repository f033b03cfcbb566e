// Sensofar PLUX: the only real file (x3ptools' test.plux) is a settings-only stub without
// LAYER_0.raw (MANIFEST §6, Gwyddion: "File LAYER_0.raw is missing"); synthetic archives cover the
// heights, the pixel spacing and robustness.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pluxFormat } from '../../src/io/formats/plux.ts';
import {} from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => pluxFormat.read!(bytes, { fileName: 'x.plux' });

const indexXml = (nx: number, ny: number) => `<?xml version="1.0" encoding="utf-8"?>
<xml><Version>1.0</Version><GENERAL><DATE>2018-08-24 15:15:20</DATE><FOV_X>0.645</FOV_X><FOV_Y>0.5</FOV_Y>
<IMAGE_SIZE_X>${nx}</IMAGE_SIZE_X><IMAGE_SIZE_Y>${ny}</IMAGE_SIZE_Y><TYPE>2</TYPE></GENERAL>
<INFO><SIZE>2</SIZE><ITEM_0><NAME>Device</NAME><VALUE>S neox</VALUE></ITEM_0>
<ITEM_1><NAME>Objective</NAME><VALUE>Nikon - EPI 20X  </VALUE></ITEM_1></INFO>
<LAYER_0><TYPE>2</TYPE><FILENAME_Z>LAYER_0.raw</FILENAME_Z></LAYER_0></xml>`;

function syntheticPlux(nx: number, ny: number, heightsUm: number[], rawBytes?: number): Uint8Array {
  const raw = new Uint8Array(rawBytes ?? heightsUm.length * 4);
  const view = new DataView(raw.buffer);
  heightsUm.forEach((h, i) => {
    if (4 * i + 4 <= raw.length) view.setFloat32(4 * i, h, true);
  });
  return zipSync({ 'index.xml': strToU8(indexXml(nx, ny)), 'recipe.txt': strToU8('x'), 'LAYER_0.raw': raw });
}

describeRealFiles('PLUX real file', () => {
  it('test.plux (settings only, no LAYER_0.raw) is images-missing, naming the entry', () => {
    const bytes = readRealFile('plux/x3ptools__test.plux');
    expect(pluxFormat.magic(bytes.subarray(0, 4096), 'test.plux')).toBe('yes');
    expect(pluxFormat.magic(bytes.subarray(0, 4096), 'test.zip')).toBe('yes'); // index.xml + recipe.txt
    expectSurfaceError(() => read(bytes), 'images-missing', /LAYER_0\.raw/);
  });
});

describe('PLUX synthetic archives', () => {
  it('reads float32 µm heights with FOV_X/FOV_Y as the µm pixel spacing, row 0 first', () => {
    const file = read(syntheticPlux(3, 2, [1, 2, 3, 1000001, 5, 6]));
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect(channel.kind).toBe('height');
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(0.645e-6, 15);
    expect(s.dy).toBeCloseTo(0.5e-6, 15);
    expect(s.z[2]).toBeCloseTo(3e-6, 15);
    expect(s.z[3]).toBeNaN();
    expect(s.meta.imageProperties?.objective).toBe('Nikon - EPI 20X');
    expect(s.meta.instrument).toBe('Sensofar S neox');
  });

  it('does not claim zips without Sensofar entries', () => {
    const other = zipSync({ 'main.xml': strToU8('<x/>') });
    expect(pluxFormat.magic(other, 'a.zip')).toBe('no');
    expect(pluxFormat.magic(new Uint8Array(0), 'a.zip')).toBe('no');
    expectSurfaceError(() => read(other), 'corrupt-file');
  });

  it('short heights, absurd sizes and truncated archives fail with SurfaceError', () => {
    expectSurfaceError(() => read(syntheticPlux(3, 2, [1, 2, 3], 12)), 'corrupt-file');
    expectSurfaceError(() => read(syntheticPlux(60000, 60000, [1])), 'image-length-exceeded');
    expectSurfaceError(() => read(syntheticPlux(-3, 2, [1])), 'corrupt-file');
    const bytes = syntheticPlux(3, 2, [1, 2, 3, 4, 5, 6]);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 30)), 'corrupt-file');
    const broken = zipSync({ 'index.xml': strToU8('<xml><GENERAL>'), 'LAYER_0.raw': new Uint8Array(4) });
    expectSurfaceError(() => read(broken), 'corrupt-file');
  });
});

describeReaderOnRealFiles(pluxFormat, ['plux']);

describeReaderOnDamagedCopies(pluxFormat, 'plux/x3ptools__test.plux');
