// Detection through the whole registry: every real text, CSV and picture file of MANIFEST §2
// (#3, #5–9, #46, #56–77) reaches the reader meant for it — loose text formats must not steal
// each other's files, nor be stolen by binary formats — and the negative one fails as unsupported.
// Also the vendor-export pair opdx-3.opdx / opdx-3.txt (MANIFEST §3 ".opdx"): the x, z text read
// here equals the OPDx reader's profile.
import { expect, it } from 'vitest';
import { dektakOpdxFormat } from '../../src/io/formats/dektak-opdx.ts';
import { isSurfaceError, readSurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const expected: Readonly<Record<string, string>> = {
  'asc/surfacetopography__nonuniform.asc': 'xy-profile',
  'bmp/scifidatasets__ImageReader.bmp': 'bmp',
  'csv/surfacetopography__csv-1.csv': 'xy-profile',
  'csv/surfacetopography__csv-2.csv': 'xy-profile',
  'csv/surfacetopography__csv-3.csv': 'xy-profile',
  'csv/surfacetopography__dektak-1.csv': 'dektak-csv',
  'png/x3ptools__csafe-color.png': 'png',
  'txt.gz/surfacetopography__matrix-4.txt.gz': 'text-matrix',
  'txt/surfacetopography__gwyddion-export-english.txt': 'text-matrix',
  'txt/surfacetopography__gwyddion-export-german.txt': 'text-matrix',
  'txt/surfacetopography__matrix-2.txt': 'text-matrix',
  'txt/surfacetopography__matrix-3.txt': 'text-matrix',
  'txt/surfacetopography__matrix-4.txt': 'text-matrix',
  'txt/surfacetopography__matrix-5.txt': 'text-matrix',
  'txt/surfacetopography__matrix-6.txt': 'text-matrix',
  'txt/surfacetopography__not-yet-working-1.txt': 'text-matrix',
  'txt/surfacetopography__opdx-3.txt': 'xy-profile',
  'txt/surfacetopography__single_column.txt': 'text-matrix',
  'txt/surfacetopography__txt_example.txt': 'text-matrix',
  'txt/surfacetopography__xy-1.txt': 'xy-profile',
  'txt/surfacetopography__xy-2.txt': 'xy-profile',
  'txt/surfacetopography__xy-3.txt': 'xy-profile',
  'txt/surfacetopography__xy-4.txt': 'xy-profile',
  'txt/surfacetopography__xy-5.txt': 'xy-profile',
  'txt/surfacetopography__xy-6.txt': 'xy-profile',
  'txt/surfacetopography__xyz-1-different-order.txt': 'xyz-text',
  'txt/surfacetopography__xyz-1.txt': 'xyz-text',
  'txt/surfacetopography__xyz-2.txt': 'xyz-text',
};

const fileName = (path: string): string => path.split('/').pop() ?? path;

describeRealFiles('text and picture detection — real files', () => {
  for (const [path, format] of Object.entries(expected)) {
    it(`${path} → ${format}`, () => {
      expect(readSurfaceFile(readRealFile(path), fileName(path)).format).toBe(format);
    });
  }

  it('nonsense_txt_file.txt fails as unsupported-image-type', () => {
    const path = 'txt/surfacetopography__nonsense_txt_file.txt';
    try {
      readSurfaceFile(readRealFile(path), fileName(path));
      throw new Error('expected a SurfaceError');
    } catch (error) {
      expect(isSurfaceError(error) && error.code).toBe('unsupported-image-type');
    }
  });

  it('opdx-3.txt (x, z in m) equals the OPDx reader’s profile of opdx-3.opdx', () => {
    const text = readSurfaceFile(readRealFile('txt/surfacetopography__opdx-3.txt'), 'opdx-3.txt').channels[0]
      ?.surface;
    const read = dektakOpdxFormat.read;
    if (!read || !text) throw new Error('missing reader or channel');
    const opdx = read(readRealFile('opdx/surfacetopography__opdx-3.opdx'), { fileName: 'opdx-3.opdx' })
      .channels[0]?.surface;
    expect(opdx?.nx).toBe(text.nx);
    let worst = 0;
    for (let i = 0; i < text.nx; i++) {
      const a = text.z[i] as number;
      const b = opdx?.z[i] as number;
      worst = Math.max(worst, Math.abs(a - b) / Math.max(Math.abs(b), 1e-12));
    }
    // The text export prints 8 significant digits.
    expect(worst).toBeLessThan(1e-7);
    expect(Math.abs((opdx?.dx ?? 0) / text.dx - 1)).toBeLessThan(1e-6);
  });
});
