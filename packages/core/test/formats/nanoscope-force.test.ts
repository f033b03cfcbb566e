// NanoScope force curves and force volume must not come back as height maps: a file with a force
// or spectroscopy section is refused with the reason naming the section. Headers are built here.
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

function nanoscope(sections: readonly string[], first = 'Force file list'): Uint8Array {
  const headerLength = 2048;
  const data = new Int16Array(4 * 4).map((_, i) => i);
  const lines = [
    `\\*${first}`,
    '\\Version: 0x09200000',
    `\\Data length: ${headerLength}`,
    '\\*Ciao scan list',
    '\\Scan Size: 1 um',
    '\\PeakForce Amplitude: 150 nm',
    ...sections.flatMap((name) => [
      `\\*${name}`,
      `\\Data offset: ${headerLength}`,
      `\\Data length: ${data.byteLength}`,
      '\\Bytes/pixel: 2',
      '\\Samps/line: 4',
      '\\Number of lines: 4',
      '\\Scan Size: 1 1 ~m',
      '\\@2:Image Data: S [Height] "Height"',
      '\\@2:Z scale: V [Sens. Zsens] (0.001 V/LSB) 65.536 V',
    ]),
    '\\*File list end',
  ];
  const text = lines.join('\r\n') + '\r\n';
  const bytes = new Uint8Array(headerLength + data.byteLength);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  bytes.set(new Uint8Array(data.buffer), headerLength);
  return bytes;
}

describe('NanoScope force curves and force volume', () => {
  it('force volume (a height image next to curves on a grid) is refused, naming the section', () => {
    const error = expectSurfaceError(
      () => readSurfaceFile(nanoscope(['Ciao image list', 'Ciao force image list']), 'fv.000'),
      'unsupported-image-type',
    );
    expect(error.reason).toBe(
      'NanoScope force curve, not an image (force volume: curves on a grid): the file holds a ' +
        '"force file list" section of force or spectroscopy curves; export the height image on its own',
    );
  });

  it('a force volume section under another name is refused too', () => {
    expectSurfaceError(
      () => readSurfaceFile(nanoscope(['Ciao image list', 'Ciao force volume list']), 'fv.spm'),
      'unsupported-image-type',
      /force curve, not an image/,
    );
  });

  it('an image file whose scan list mentions PeakForce is still read as an image', () => {
    const file = readSurfaceFile(nanoscope(['Ciao image list'], 'File list'), 'peakforce.spm');
    expect(file.format).toBe('nanoscope');
    expect(file.channels).toHaveLength(1);
  });
});
