import { describe, expect, it } from 'vitest';
import reference from '../../../test/gwyddion-reference/spectral.json' with { type: 'json' };
import { spectralReferenceFields } from '../../../test/gwyddion-reference/spectral-fields.ts';
import { autocorrelation2d } from './autocorrelation-2d.ts';

interface GwyAcfSamples {
  xres: number;
  yres: number;
  mean: number;
  samples: [number, number, number][];
}
interface GwyAcf {
  acf2d: GwyAcfSamples;
  acf2dCentred: GwyAcfSamples;
}
const fields = reference.fields as unknown as Record<keyof typeof spectralReferenceFields, GwyAcf>;

// gwy_data_field_2dacf divides by the number of pairs per lag and is not normalised (m²); it does not
// remove the mean, while ISO 25178-2 (and we) take the ACF of the mean-removed surface. The reference
// holds Gwyddion's ACF of the field minus its mean (exact agreement expected) and of the field as is
// (R(0) larger by the squared mean: the documented difference).
describe.each(Object.keys(fields) as (keyof typeof spectralReferenceFields)[])(
  'autocorrelation2d agrees with Gwyddion 2.62 on %s',
  (name) => {
    it('at lags |i|, |j| ≤ 6 to 1e-9 relative, on the same lag range', () => {
      const surface = spectralReferenceFields[name]();
      const gwy = fields[name].acf2dCentred;
      // Gwyddion's default range is one lag short of half the field: ask for the same.
      const acf = autocorrelation2d(surface, (gwy.xres - 1) / 2, (gwy.yres - 1) / 2);
      expect(acf.width).toBe(gwy.xres);
      expect(acf.height).toBe(gwy.yres);
      expect(gwy.samples.length).toBe(169);
      for (const [i, j, value] of gwy.samples) {
        const ours = (acf.values[(acf.maxLagY + j) * acf.width + acf.maxLagX + i] as number) * acf.variance;
        expect(Math.abs(ours - value)).toBeLessThan(1e-9 * acf.variance);
      }
    });

    it('differs from Gwyddion on the raw field by the squared mean at lag 0', () => {
      const surface = spectralReferenceFields[name]();
      const raw = fields[name].acf2d;
      const acf = autocorrelation2d(surface, (raw.xres - 1) / 2, (raw.yres - 1) / 2);
      const gwyAtZero = raw.samples.find(([i, j]) => i === 0 && j === 0)?.[2] as number;
      expect(Math.abs(gwyAtZero - (acf.variance + raw.mean ** 2))).toBeLessThan(1e-9 * acf.variance);
    });
  },
);
