// No real LEXT file is available (MANIFEST §5): a synthetic two-page TIFF is built as
// SurfaceTopography's LEXT reader describes the format (HEIGHT page, TiffTagDescData XML in the
// image description, ExifTagDescData XML in the Exif DeviceSettingDescription).
import { describe, expect, it } from 'vitest';
import { olympusLextFormat } from '../../src/io/formats/olympus-lext.ts';
import {} from '../../src/surface/surface-error.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

type Entry = [tag: number, type: number, count: number, value: number];

/** A little-endian TIFF: blobs after the header, then the directories. */
class TiffBuilder {
  private readonly bytes: number[] = [0x49, 0x49, 42, 0, 0, 0, 0, 0];

  blob(data: ArrayLike<number>): number {
    const at = this.bytes.length;
    for (let i = 0; i < data.length; i++) this.bytes.push(data[i] as number);
    while (this.bytes.length % 2) this.bytes.push(0);
    return at;
  }

  text(s: string): [number, number] {
    const data = [...new TextEncoder().encode(s), 0];
    return [this.blob(data), data.length];
  }

  private u16(v: number) {
    this.bytes.push(v & 255, (v >>> 8) & 255);
  }
  private u32(v: number) {
    this.bytes.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255);
  }

  /** Writes directories chained in order; returns their offsets. */
  directories(list: Entry[][]): number[] {
    const offsets: number[] = [];
    list.forEach((entries, index) => {
      offsets.push(this.bytes.length);
      this.u16(entries.length);
      for (const [tag, type, count, value] of entries) {
        this.u16(tag);
        this.u16(type);
        this.u32(count);
        if (type === 3 && count === 1) {
          this.u16(value);
          this.u16(0);
        } else this.u32(value);
      }
      const next = index + 1 < list.length ? this.bytes.length + 4 : 0;
      this.u32(next);
    });
    return offsets;
  }

  setFirstDirectory(offset: number) {
    this.bytes.splice(4, 4, offset & 255, (offset >>> 8) & 255, (offset >>> 16) & 255, (offset >>> 24) & 255);
  }

  build(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

const WIDTH = 3;
const HEIGHT = 2;

function buildLext(options: { unitY?: number; heights?: number[] } = {}): Uint8Array {
  const t = new TiffBuilder();
  const descriptionXml =
    '<?xml version="1.0"?><TiffTagDescData><HeightInfo>' +
    '<HeightDataPerPixelX>125000</HeightDataPerPixelX><HeightDataPerPixelY>250000</HeightDataPerPixelY>' +
    '<HeightDataPerPixelZ>1000</HeightDataPerPixelZ><HeightDataUnitX>1</HeightDataUnitX>' +
    `<HeightDataUnitY>${options.unitY ?? 1}</HeightDataUnitY><HeightDataUnitZ>1</HeightDataUnitZ>` +
    '</HeightInfo></TiffTagDescData>';
  const settingsXml =
    '<?xml version="1.0"?><ExifTagDescData><ImageCommonSettingsInfo>' +
    '<MakerCalibrationValueX>2000000</MakerCalibrationValueX><MakerCalibrationValueY>1000000</MakerCalibrationValueY>' +
    '<MakerCalibrationValueZ>1000000</MakerCalibrationValueZ></ImageCommonSettingsInfo></ExifTagDescData>';
  const [description, descriptionLength] = t.text(descriptionXml);
  const [heightText, heightTextLength] = t.text('HEIGHT');
  const settings = new TextEncoder().encode(settingsXml);
  const settingsAt = t.blob(settings);
  const overview = t.blob(new Uint8Array(WIDTH * HEIGHT).fill(7));
  const heights = new Uint8Array(WIDTH * HEIGHT * 4);
  const view = new DataView(heights.buffer);
  (options.heights ?? [0, 1, 2, 3, 4, 5]).forEach((h, k) => view.setUint32(4 * k, h, true));
  const heightData = t.blob(heights);
  const [exif] = t.directories([[[41995, 7, settings.length, settingsAt]]]);
  const common = (bits: number, strip: number, bytes: number): Entry[] => [
    [256, 3, 1, WIDTH],
    [257, 3, 1, HEIGHT],
    [258, 3, 1, bits],
    [259, 3, 1, 1],
    [273, 4, 1, strip],
    [277, 3, 1, 1],
    [279, 4, 1, bytes],
  ];
  const [first] = t.directories([
    [...common(8, overview, WIDTH * HEIGHT), [270, 2, descriptionLength, description], [34665, 4, 1, exif!]],
    [...common(32, heightData, WIDTH * HEIGHT * 4), [270, 2, heightTextLength, heightText]],
  ]);
  t.setFirstDirectory(first!);
  return t.build();
}

describe('olympus-lext: synthetic LEXT TIFF (no real file available)', () => {
  const bytes = buildLext();

  it('reads the HEIGHT raster with the XML calibration, in metres', () => {
    const file = olympusLextFormat.read!(bytes, { fileName: 'a.lext' });
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    // 1e-18 × 125000 × 2e6 = 0.25 µm; 1e-18 × 250000 × 1e6 = 0.25 µm; z 1e-18 × 1000 × 1e6 = 1 nm.
    expect(s.dx).toBeCloseTo(0.25e-6, 18);
    expect(s.dy).toBeCloseTo(0.25e-6, 18);
    expect(Array.from(s.z, (v) => Math.round(v * 1e9))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.meta.instrument).toBe('Olympus LEXT');
    expect(file.metadata['MakerCalibrationValueX']).toBe('2000000');
    expect(olympusLextFormat.magic(bytes, 'a.lext')).toBe('yes');
    expect(olympusLextFormat.magic(bytes, 'a.tif')).toBe('no');
  });

  it('rejects differing units and a TIFF without the LEXT pages', () => {
    expectSurfaceError(
      () => olympusLextFormat.read!(buildLext({ unitY: 2 }), { fileName: 'a.lext' }),
      'corrupt-file',
    );
    const plain = new TiffBuilder();
    const strip = plain.blob([1, 2]);
    const [first] = plain.directories([
      [
        [256, 3, 1, 2],
        [257, 3, 1, 1],
        [273, 4, 1, strip],
        [279, 4, 1, 2],
      ],
    ]);
    plain.setFirstDirectory(first!);
    expectSurfaceError(
      () => olympusLextFormat.read!(plain.build(), { fileName: 'a.lext' }),
      'unsupported-image-type',
    );
  });

  it('a truncated file is a corrupt-file SurfaceError at every length', () => {
    for (let length = 0; length < bytes.length; length += 11) {
      expectSurfaceError(
        () => olympusLextFormat.read!(bytes.slice(0, length), { fileName: 'a.lext' }),
        'corrupt-file',
      );
    }
  });

  it('absurd dimensions and a looping directory chain are rejected without allocating or hanging', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    const first = view.getUint32(4, true);
    // The HEIGHT directory is the second one; its ImageWidth value sits at entry 0.
    const second = first + 2 + 12 * view.getUint16(first, true) + 4;
    view.setUint16(second + 2 + 8, 60000, true);
    view.setUint16(second + 2 + 12 + 8, 60000, true);
    expectSurfaceError(
      () => olympusLextFormat.read!(hostile, { fileName: 'a.lext' }),
      'image-length-exceeded',
    );
    const looping = bytes.slice();
    const loopView = new DataView(looping.buffer);
    const next = second + 2 + 12 * loopView.getUint16(second, true);
    loopView.setUint32(next, first, true);
    expectSurfaceError(() => olympusLextFormat.read!(looping, { fileName: 'a.lext' }), 'corrupt-file');
  });
});
