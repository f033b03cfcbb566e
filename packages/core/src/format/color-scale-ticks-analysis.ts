// The colour-scale ticks call (spec part 2 §7 GET /api/editor/color-scale/ticks: minimum, maximum →
// tick data) as an analysis, so the server runs it like every other editor call.
import { defineAnalysis } from '../analysis/define-analysis.ts';
import { basicStats } from '../analysis/basic-stats.ts';
import { colorScaleTicks, type ColorScaleTicks } from './color-scale-ticks.ts';
import type { LengthUnit } from './display-units.ts';

export interface ColorScaleTicksParams {
  /** Range of the colour scale, metres; each defaults to the surface's valid minimum / maximum. */
  readonly minimum?: number | undefined;
  readonly maximum?: number | undefined;
  /** Height unit of the labels; 'auto' picks it from the range (part 2 §9). */
  readonly unit: LengthUnit | 'auto';
  /** At most this many ticks (default 10). */
  readonly maxTicks: number;
}

export const colorScaleTicksAnalysis = defineAnalysis({
  id: 'color-scale-ticks',
  title: "Nice tick values for the colour scale's height range, in the display unit",
  run(surface, params: ColorScaleTicksParams): ColorScaleTicks {
    let { minimum, maximum } = params;
    if (minimum === undefined || maximum === undefined) {
      const stats = basicStats(surface.z);
      minimum ??= stats.count > 0 ? stats.min : 0;
      maximum ??= stats.count > 0 ? stats.max : 0;
    }
    return colorScaleTicks(minimum, maximum, { unit: params.unit, maxTicks: params.maxTicks });
  },
});
