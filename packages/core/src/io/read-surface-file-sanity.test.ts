import { describe, expect, it } from 'vitest';
import { makeChannel, makeSurfaceFile } from '../surface/build.ts';
import { defineFormat } from './format.ts';
import { readSurfaceFile } from './read-surface-file.ts';

/** A fake format whose reader returns a 4 × 4 field of the given heights, 1 µm pixels. */
const fakeFormat = (z: number) =>
  defineFormat({
    id: 'fake',
    name: 'Fake',
    extensions: ['fake'],
    specification: 'test only',
    magic: () => 'maybe',
    read: () =>
      makeSurfaceFile(
        'fake',
        [makeChannel('Height', 'height', { nx: 4, ny: 4, dx: 1e-6, dy: 1e-6 }, new Float64Array(16).fill(z))],
        {},
        [{ code: 'metadata-incomplete', message: 'reader warning' }],
      ),
  });

describe('readSurfaceFile import sanity', () => {
  it('appends the sanity warnings after the reader warnings', () => {
    const file = readSurfaceFile(new Uint8Array(8), 'a.fake', [fakeFormat(NaN)]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete', 'all-invalid']);
    expect(file.warnings[1]!.channel).toBe('Height');
  });

  it('adds nothing for a plausible field', () => {
    const format = defineFormat({
      ...fakeFormat(0),
      read: () => {
        const z = Float64Array.from({ length: 16 }, (_, k) => k * 1e-9);
        return makeSurfaceFile('fake', [
          makeChannel('Height', 'height', { nx: 4, ny: 4, dx: 1e-6, dy: 1e-6 }, z),
        ]);
      },
    });
    expect(readSurfaceFile(new Uint8Array(8), 'a.fake', [format]).warnings).toEqual([]);
  });
});
