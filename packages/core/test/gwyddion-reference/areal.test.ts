import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { createArealContext } from '../../src/analysis/areal/areal-context.ts';
import { Sdar, Sdq, Sdr, Spar } from '../../src/analysis/areal/hybrid-parameters.ts';
import type { Surface } from '../../src/surface/surface.ts';
import { haveRealFiles, readRealFile, surfacesDir } from '../real-files.ts';
import { arealAgreement, loadArealReference } from './areal-agreement.ts';
import { arealReferenceFields, arealReferenceRealFiles } from './areal-fields.ts';

const relative = (a: number, b: number): number => Math.abs(a - b) / Math.abs(b);

describe('areal parameters against Gwyddion 2.62 (committed reference values)', () => {
  const agreement = arealAgreement();

  it('height parameters and general statistics agree to rounding on every synthetic field', () => {
    for (const id of ['average', 'min', 'max', 'range', 'Sa', 'Sq', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz', 'St'])
      expect(agreement.get(id)?.maxRelativeDifference, id).toBeLessThan(1e-9);
  });

  it('Sdq: the same forward-difference definition, within 0.4 % (Gwyddion weights border pixels differently)', () => {
    expect(agreement.get('Sdq')!.maxRelativeDifference).toBeLessThan(4e-3);
    expect(agreement.get('Sdq')!.compared).toBe(arealReferenceFields().length);
  });

  it('Sdr, Sdar, Spar: Gwyddion’s triangulation (get_surface_area) to 1e-9 on every field', () => {
    const reference = loadArealReference();
    for (const { name, surface } of arealReferenceFields()) {
      const g = reference.fields[name]!;
      const context = createArealContext(surface);
      expect(relative(Sdar.compute(context), g.surfaceArea), name).toBeLessThan(1e-9);
      expect(relative(Spar.compute(context), g.projectedArea), name).toBeLessThan(1e-12);
      expect(relative(Sdr.compute(context), g.surfaceArea / g.projectedArea - 1), name).toBeLessThan(1e-6);
    }
    expect(arealAgreement().get('Sdr')!.maxRelativeDifference).toBeLessThan(1e-6);
  });

  it.skipIf(!haveRealFiles)(
    `real files: height parameters to 1e-9, Sdq to 1 %, Sdr to 1e-6 (skipped without ${surfacesDir})`,
    () => {
      const surfaces = new Map<string, Surface>();
      for (const path of arealReferenceRealFiles) {
        const surface = readSurfaceFile(readRealFile(path), path.split('/').pop()!).channels[0]!.surface;
        surfaces.set(path, surface);
        const g = loadArealReference().realFiles[path]!;
        expect(Math.abs(Sdq.compute(createArealContext(surface)) / g.surfaceSlope - 1), path).toBeLessThan(
          0.01,
        );
        // Gwyddion has no invalid points (it masks and fills them); compare Sdr where there are none.
        if (surface.z.every((v) => v === v))
          expect(
            relative(Sdr.compute(createArealContext(surface)), g.surfaceArea / g.projectedArea - 1),
            path,
          ).toBeLessThan(1e-6);
      }
      const withFiles = arealAgreement(surfaces);
      for (const id of ['Sa', 'Sq', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz'])
        expect(withFiles.get(id)!.maxRelativeDifference, id).toBeLessThan(1e-9);
      expect(withFiles.get('Sq')!.compared).toBe(
        arealReferenceFields().length + arealReferenceRealFiles.length,
      );
    },
  );
});
