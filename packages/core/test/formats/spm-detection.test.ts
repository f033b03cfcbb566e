// The SPM files (NanoScope, Igor, Gwyddion, Nanosurf) are found through the registry by their
// signature, whatever their name, and no other reader claims them first.
import { expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const expectedFormat: Record<string, string> = {
  'di/surfacetopography__di-1.di': 'nanoscope',
  'di/surfacetopography__di-5.di': 'nanoscope',
  'ibw/surfacetopography__spot_1-1000nm.ibw': 'igor-ibw',
  'ibw/surfacetopography__10x10-one_channel_without_name.ibw': 'igor-ibw',
  'gwy/gwyfile__test.gwy': 'gwyddion-gwy',
  'gwy/scifidatasets__GwiddionReader_chip.gwy': 'gwyddion-gwy',
  'nid/surfacetopography__nid-1.nid': 'nanosurf-nid',
};

describeRealFiles('SPM formats through the registry', () => {
  for (const [path, format] of Object.entries(expectedFormat)) {
    it(`${path} → ${format}, also when renamed`, () => {
      const bytes = readRealFile(path);
      expect(readSurfaceFile(bytes, path.split('/').pop() as string).format).toBe(format);
      expect(readSurfaceFile(bytes, 'upload.bin').format).toBe(format);
    });
  }
});
