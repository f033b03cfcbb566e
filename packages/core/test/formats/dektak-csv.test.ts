// Bruker Dektak CSV against MANIFEST §3 "dektak CSV" (SurfaceTopography test/IO/test_csv.py
// L53–66): non-uniform, profile rms 4.763596 µm, tip radius 2.5 µm. SurfaceTopography integrates
// the non-uniform profile; we resample it onto 9600 equal steps (x is printed rounded to 0.1 µm),
// which moves the rms by 1.1e-4 relative — the tolerance below says so.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dektakCsvFormat } from '../../src/io/formats/dektak-csv.ts';
import { isSurfaceError, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromProfiles } from '../reference-stats.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!dektakCsvFormat.read) throw new Error('no reader');
  return dektakCsvFormat.read(bytes, { fileName: 'a.csv' });
};

const PATH = 'csv/surfacetopography__dektak-1.csv';

describeRealFiles('Dektak CSV — real file', () => {
  it('dektak-1.csv: 9600 points over 1499.8 µm, rms 4.763596 µm, tip radius, resampled', () => {
    const file = read(readRealFile(PATH));
    const channel = file.channels[0];
    if (!channel) throw new Error('no channel');
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([9600, 1]);
    expect((s.nx - 1) * s.dx).toBeCloseTo(1499.8e-6, 12);
    // The header's "Resolution 0.156 um/sample".
    expect(s.dx * 1e6).toBeCloseTo(0.156, 3);
    expect(Math.abs(rmsFromProfiles(s) / 4.763596e-6 - 1)).toBeLessThan(2e-4);
    // rms slope (test_csv.py L55: 0.015448): a unit check of x against z. SurfaceTopography takes
    // the slopes between the printed, 0.1 µm-rounded positions (alternating 0.1/0.2 µm steps);
    // the resampled profile's forward differences come out 3.9 % lower — the tolerance says so.
    let slopes = 0;
    for (let i = 0; i < s.nx - 1; i++) slopes += (((s.z[i + 1] as number) - (s.z[i] as number)) / s.dx) ** 2;
    expect(Math.abs(Math.sqrt(slopes / (s.nx - 1)) / 0.015448 - 1)).toBeLessThan(0.05);
    expect(file.metadata['Tip radius']).toBe('2.5 µm');
    expect(channel.surface.meta.instrument).toBe('Bruker Dektak');
    expect(channel.surface.meta.imageProperties?.scanLength).toBe('1500.0 um');
    expect(file.warnings.map((w) => w.code)).toEqual(['nonuniform-sampling-resampled']);
  });

  it('magic is yes for the Dektak header and no for other CSV', () => {
    expect(dektakCsvFormat.magic(readRealFile(PATH).subarray(0, 4096), 'a.csv')).toBe('yes');
    expect(dektakCsvFormat.magic(readRealFile('csv/surfacetopography__csv-1.csv'), 'a.csv')).toBe('no');
  });
});

describe('Dektak CSV — synthetic and hostile input', () => {
  const header =
    'Scan Parameters\r\nScan Type,Standard Scan\r\nStylus,Radius: 12.5 µm\r\n\r\nScan Data\r\nLateral um,Raw Micrometer,\r\n';

  it('reads a minimal export', () => {
    const file = read(strToU8(`${header}0.0,1.0,,\r\n1.0,2.0,,\r\n2.0,3.0,,\r\n`));
    const s = file.channels[0]?.surface;
    expect([s?.nx, s?.dx]).toEqual([3, 1e-6]);
    expect(file.metadata['Tip radius']).toBe('12.5 µm');
  });

  it('a truncated export is corrupt-file; a header without data is refused', () => {
    for (const [text, code] of [
      [`${header}0.0,1.0,,\r\n1.0,2.0,,\r\n2.0`, 'corrupt-file'],
      [header, 'unsupported-image-type'],
    ] as const) {
      try {
        read(strToU8(text));
        throw new Error('expected a SurfaceError');
      } catch (error) {
        expect(isSurfaceError(error) && error.code).toBe(code);
      }
    }
  });
});
