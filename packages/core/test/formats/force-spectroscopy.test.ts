// Nanonis spectroscopy (.dat, .3ds) and JPK force files (.jpk-force, .jpk-force-map, .jpk-qi-data)
// are curves: refused as 'unsupported-image-type' with the reason, never read as a height map (a
// two-column Nanonis table would otherwise pass for a profile) and never called damaged.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const nanonisBias =
  'Experiment\tbias spectroscopy\t\r\nSaved Date\t27.06.2025 14:44:13\t\r\nUser\t\t\r\n' +
  'X (m)\t-4.92857E-9\t\r\nY (m)\t-4.92857E-9\t\r\nZ (m)\t-4.0566E-6\t\r\n\r\n[DATA]\r\n' +
  'Bias calc (V)\tCurrent (A)\r\n-1.0100000E+0\t-293.21839E-9\r\n-1.0000000E+0\t-290.1E-9\r\n' +
  '-0.9900000E+0\t-287.5E-9\r\n';

describe('force curves and spectroscopy files', () => {
  it('a Nanonis bias spectroscopy .dat is refused naming the experiment', () => {
    const error = expectSurfaceError(
      () => readSurfaceFile(strToU8(nanonisBias), 'Bias-Spectroscopy001.dat'),
      'unsupported-image-type',
    );
    expect(error.reason).toMatch(/^Nanonis "bias spectroscopy" file: curves, not a height map/);
  });

  it('the same table under .txt is still refused, not read as a profile', () => {
    expectSurfaceError(
      () => readSurfaceFile(strToU8(nanonisBias.replace('bias spectroscopy', 'Z spectroscopy')), 'z.txt'),
      'unsupported-image-type',
      /Nanonis "Z spectroscopy" file/,
    );
  });

  it('a Nanonis grid spectroscopy .3ds is refused', () => {
    const header = 'Grid dim="16 x 16"\r\nGrid settings=0;0;1E-8;1E-8;0\r\n:HEADER_END:\r\n';
    const bytes = new Uint8Array(header.length + 64);
    bytes.set(strToU8(header));
    expectSurfaceError(
      () => readSurfaceFile(bytes, 'grid.3ds'),
      'unsupported-image-type',
      /grid spectroscopy/,
    );
  });

  it.each([
    ['curve.jpk-force', /a JPK force curve/],
    ['map.jpk-force-map', /a JPK force map \(\.jpk-force-map: force curves on a grid\)/],
    ['qi.jpk-qi-data', /JPK QI curve data/],
  ])('%s (a zip of header.properties and segments) is refused', (name, reason) => {
    const archive = zipSync({
      'header.properties': strToU8('force-scan-series.header.type=force-scan-series-header\n'),
      'segments/0/segment-header.properties': strToU8('force-segment-header.type=extend\n'),
      'segments/0/channels/vDeflection.dat': new Uint8Array(16),
    });
    expectSurfaceError(() => readSurfaceFile(archive, name), 'unsupported-image-type', reason);
  });

  it('a JPK force archive renamed .zip is recognised by its entries and refused', () => {
    const archive = zipSync({
      'header.properties': strToU8('jpk-data-file=spm-forcefile\n'),
      'segments/0/segment-header.properties': strToU8('force-segment-header.type=extend\n'),
    });
    expectSurfaceError(
      () => readSurfaceFile(archive, 'curves.zip'),
      'unsupported-image-type',
      /a JPK force curve archive \(renamed\)/,
    );
  });

  it('a .jpk-force that is not a zip is damaged', () => {
    expectSurfaceError(() => readSurfaceFile(strToU8('not an archive'), 'x.jpk-force'), 'corrupt-file');
  });

  it('an ordinary two-column profile is still read', () => {
    const file = readSurfaceFile(strToU8('x z\n0 1\n1 2\n2 3\n3 5\n'), 'profile.txt');
    expect(file.channels[0]!.surface.nx).toBe(4);
  });
});
