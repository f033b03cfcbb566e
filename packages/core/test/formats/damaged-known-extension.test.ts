// A file whose name promises a format its content does not have is damaged (or renamed by
// mistake): `corrupt-file` naming the promised format and what the file begins with — never
// "the file type is not supported", which would tell the user the platform cannot read x3p at all.
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('damaged files with a known extension', () => {
  it('a text file renamed .x3p is corrupt-file, naming x3p and quoting the start', () => {
    const error = expectSurfaceError(
      () => readSurfaceFile(text('Meeting notes\nnothing to see here\n'), 'scan.x3p'),
      'corrupt-file',
    );
    expect(error.reason).toBe(
      'the file is named .x3p but its content is not in the ISO 25178-72 XML (x3p, openGPS) format ' +
        '(damaged, truncated or renamed): it begins with text "Meeting notes nothing to…"',
    );
  });

  it('a numeric text renamed .x3p is not passed off as a height matrix', () => {
    expectSurfaceError(
      () => readSurfaceFile(text('1 2 3\n4 5 6\n7 8 9\n'), 'scan.x3p'),
      'corrupt-file',
      /\.x3p/,
    );
  });

  it.each([
    ['scan.sur', /Digital Surf SUR/],
    ['scan.ibw', /Igor binary wave/],
    ['scan.plu', /Sensofar PLU/],
    ['scan.vk4', /Keyence VK4/],
    ['scan.mdt', /NT-MDT/],
    ['scan.zon', /Keyence ZON/],
  ])('binary noise named %s is corrupt-file naming the format and the first bytes', (name, format) => {
    const noise = Uint8Array.from({ length: 200 }, (_, i) => (i * 37 + 11) & 0xff);
    const error = expectSurfaceError(() => readSurfaceFile(noise, name), 'corrupt-file', format);
    expect(error.reason).toMatch(/begins with the bytes 0b 30 55 7a/);
  });

  it('an empty .x3p says it is empty', () => {
    expectSurfaceError(
      () => readSurfaceFile(new Uint8Array(0), 'scan.x3p'),
      'corrupt-file',
      /: it is empty$/,
    );
  });

  it('a numeric text table named .dat (a shared extension) is still read as text data', () => {
    const file = readSurfaceFile(text('0 1\n1 2\n2 4\n3 8\n'), 'profile.dat');
    expect(file.channels[0]!.surface.nx).toBe(4);
  });

  it('a file of an unknown extension is still unsupported-image-type', () => {
    expectSurfaceError(() => readSurfaceFile(text('hello'), 'scan.qqq'), 'unsupported-image-type');
  });

  it('a real format under another known extension is still read by its signature', () => {
    // A bare ISO 5436-2 document with inline data, named .sur by mistake: x3p says yes.
    const xml = `<?xml version="1.0"?><p:ISO5436_2 xmlns:p="http://www.opengps.eu/2008/ISO5436_2"><Record1><Revision>ISO5436 - 2000</Revision><FeatureType>SUR</FeatureType><Axes><CX><AxisType>I</AxisType><DataType>D</DataType><Increment>1e-6</Increment><Offset>0</Offset></CX><CY><AxisType>I</AxisType><DataType>D</DataType><Increment>1e-6</Increment><Offset>0</Offset></CY><CZ><AxisType>A</AxisType><DataType>D</DataType></CZ></Axes></Record1><Record3><MatrixDimension><SizeX>2</SizeX><SizeY>2</SizeY><SizeZ>1</SizeZ></MatrixDimension><DataList><Datum>1</Datum><Datum>2</Datum><Datum>3</Datum><Datum>4</Datum></DataList></Record3></p:ISO5436_2>`;
    expect(readSurfaceFile(text(xml), 'scan.sur').format).toBe('x3p');
  });
});
