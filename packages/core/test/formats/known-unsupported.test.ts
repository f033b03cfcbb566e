import { describe, expect, it } from 'vitest';
import { knownUnsupportedFormat } from '../../src/io/formats/known-unsupported.ts';
import { formats } from '../../src/io/registry.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';

function errorOf(read: () => unknown): SurfaceError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
}

describe('known-unsupported: spec upload extensions without a reader', () => {
  it.each(['map', 'wsf', 'xqd', 'xqp', 'fibpc', 'fibps'])(
    '.%s: no public description, names the extension',
    (ext) => {
      const error = errorOf(() =>
        knownUnsupportedFormat.read!(new Uint8Array(8), { fileName: `scan.${ext}` }),
      );
      expect(error.code).toBe('unsupported-image-type');
      expect(error.reason).toBe(
        `the .${ext} format has no public description; export the measurement as x3p, sur or sdf from the instrument software`,
      );
    },
  );

  it('.wit is no longer refused here: the witec-wit reader claims it', () => {
    expect(knownUnsupportedFormat.magic(new Uint8Array(0), 'scan.wit')).toBe('no');
    const error = errorOf(() => readSurfaceFile(new Uint8Array(16).fill(1), 'scan.wit'));
    expect(error.reason).not.toContain('not supported yet');
    expect(error.reason).toMatch(/WIT header|WIT file/);
  });

  it('.xml: refused with the reason (an x3p main.xml alone has no heights), never parsed', () => {
    const mainXml = new TextEncoder().encode('<?xml version="1.0"?><Report/>');
    const error = errorOf(() => knownUnsupportedFormat.read!(mainXml, { fileName: 'main.xml' }));
    expect(error.code).toBe('unsupported-image-type');
    expect(error.reason).toMatch(/^a lone \.xml file holds no height data.*upload the whole \.x3p archive/);
    expect(knownUnsupportedFormat.magic(mainXml, 'main.XML')).toBe('maybe');
    // Detection lists every reader's verdict (the x3p reader also looks at XML): ours is among them.
    expect(errorOf(() => readSurfaceFile(mainXml, 'main.xml')).reason).toContain(
      'a lone .xml file holds no height data',
    );
  });

  it('magic is maybe only for its extensions and never throws', () => {
    expect(knownUnsupportedFormat.magic(new Uint8Array(0), 'a.WSF')).toBe('maybe');
    expect(knownUnsupportedFormat.magic(new Uint8Array(0), 'a.xq1')).toBe('maybe');
    expect(knownUnsupportedFormat.magic(new Uint8Array(0), 'a.x3p')).toBe('no');
    expect(knownUnsupportedFormat.magic(new Uint8Array(0), '')).toBe('no');
  });

  it('is registered, and detection reports its reason for a .wsf upload', () => {
    expect(formats).toContain(knownUnsupportedFormat);
    const error = errorOf(() => readSurfaceFile(new Uint8Array([1, 2, 3, 4]), 'scan.wsf'));
    expect(error.code).toBe('unsupported-image-type');
    expect(error.reason).toContain('.wsf format has no public description');
  });
});
