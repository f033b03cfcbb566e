// SIOS NMM scans uploaded as the .zip of the control software's files: the description .dsc, and
// per line an index .dsc naming the columns and a .dat of the columns. Archives are built here in
// the layout of the public NMM test data (matusm/NmmQuad).
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const DASH = '------------------------------------------';

function description(lines: number, scans = 1): string {
  return [
    DASH,
    'Scan procedure description file',
    'Creation time     :03-Dec-2024 08:11:04',
    DASH,
    '1. Save procedure',
    '',
    '   Main file name : C:\\SIOS\\DATA\\step.dat',
    DASH,
    '',
    '2. Probe system',
    '',
    '   Sensor type    : Laser Focus',
    DASH,
    '',
    '3. Scan field',
    '',
    '   Scan line length : 0.4 [um]',
    '   Scan field width : 0.5 [um]',
    `   Number of lines  : ${lines}`,
    `   Number of scans  : ${scans}`,
    '   Distance beetween points  : 0.1 [um]',
    '   Distance beetween lines   : 0.5 [um]',
    DASH,
  ].join('\r\n');
}

const index = (points: number, columns = ['Lx', 'Ly', '-Lz+Az']) =>
  [
    'Index file',
    ...columns.map((c, i) => `${i} : 03-Dec-2024 08:11:24 : ${c} : ${points} : column ${c}`),
  ].join('\r\n');

/** Rows of Lx, Ly, -Lz+Az (metres); the height of point i on line l is (10·l + i) nm. */
function data(line: number, points: number): string {
  return Array.from({ length: points }, (_, i) =>
    [
      (i * 1e-7).toExponential(6),
      (line * 5e-7).toExponential(6),
      ((10 * line + i) * 1e-9).toExponential(6),
    ].join('  '),
  ).join('\r\n');
}

function archive(lines: number, points = 5, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = { 'step.dsc': strToU8(description(lines)) };
  for (let l = 1; l <= lines; l++) {
    files[`step_1_${l}.dsc`] = strToU8(index(points));
    files[`step_1_${l}.dat`] = strToU8(data(l - 1, points));
  }
  return zipSync({ ...files, ...extra });
}

describe('SIOS NMM scans (.zip of .dsc and .dat)', () => {
  it('a line scan reads as a profile of the -Lz+Az heights at the described point distance', () => {
    const file = readSurfaceFile(archive(1), 'step.zip');
    expect(file.format).toBe('sios-nmm');
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([5, 1]);
    expect(s.dx).toBeCloseTo(1e-7, 18);
    expect(Array.from(s.z).map((v) => Math.round(v * 1e12) / 1e3)).toEqual([0, 1, 2, 3, 4]);
    expect(file.metadata['sensor']).toBe('Laser Focus');
    expect(file.metadata['date']).toBe('03-Dec-2024 08:11:04');
  });

  it('several lines are rows at the described line distance', () => {
    const s = readSurfaceFile(archive(3), 'field.zip').channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([5, 3]);
    expect(s.dy).toBeCloseTo(5e-7, 18);
    expect(s.z[2 * 5 + 4]).toBeCloseTo(24e-9, 18);
  });

  it('a missing line file or a short line is corrupt-file naming it', () => {
    expectSurfaceError(
      () =>
        readSurfaceFile(
          zipSync({
            'step.dsc': strToU8(description(2)),
            'step_1_1.dsc': strToU8(index(5)),
            'step_1_1.dat': strToU8(data(0, 5)),
          }),
          'x.zip',
        ),
      'corrupt-file',
      /lacks step_1_2\.dsc or step_1_2\.dat/,
    );
    const short = archive(2, 5, { 'step_1_2.dat': strToU8(data(1, 4)), 'step_1_2.dsc': strToU8(index(4)) });
    expectSurfaceError(
      () => readSurfaceFile(short, 'x.zip'),
      'corrupt-file',
      /line 2 has 4 points, line 1 has 5/,
    );
  });

  it('without a height column the reason names the columns found', () => {
    const files = {
      'step.dsc': strToU8(description(1)),
      'step_1_1.dsc': strToU8(index(3, ['Lx', 'Ly', 'Lz'])),
      'step_1_1.dat': strToU8('0 0 1\r\n1e-7 0 2\r\n2e-7 0 3\r\n'),
    };
    expectSurfaceError(
      () => readSurfaceFile(zipSync(files), 'x.zip'),
      'unsupported-image-type',
      /no "-Lz\+Az" height column \(columns: Lx, Ly, Lz\)/,
    );
  });
});
