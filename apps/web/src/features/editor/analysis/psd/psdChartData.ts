// The PSD curves as one chart: the X and Y curves sampled at their own frequencies merged onto one
// ascending frequency list (a curve has no value where only the other one was sampled), in the
// user's distance unit (f in 1/unit, PSD in unit³). Frequency 0 and non-positive values are left out
// because a log-log chart cannot place them.
import type { AveragePsdResult } from '@asperity/core';

export interface PsdChartSeries {
  readonly axis: 'x' | 'y';
  /** One value per frequency; null where the curve has no point. */
  readonly values: (number | null)[];
}

export interface PsdChartData {
  readonly frequencies: number[];
  readonly series: PsdChartSeries[];
}

export function psdChartData(result: AveragePsdResult, metresPerUnit: number): PsdChartData {
  const curves = (['x', 'y'] as const).flatMap((axis) => {
    const curve = result[axis];
    if (!curve) return [];
    const points = new Map<number, number>();
    curve.frequencies.forEach((f, i) => {
      const p = curve.psd[i];
      if (f > 0 && p !== undefined && p > 0) points.set(f * metresPerUnit, p / metresPerUnit ** 3);
    });
    return [{ axis, points }];
  });
  const frequencies = [...new Set(curves.flatMap((c) => [...c.points.keys()]))].sort((a, b) => a - b);
  return {
    frequencies,
    series: curves.map(({ axis, points }) => ({
      axis,
      values: frequencies.map((f) => points.get(f) ?? null),
    })),
  };
}
