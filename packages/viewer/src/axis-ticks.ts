// The 'nice' tick values of the box's axes, shared by the grid lines (grid-lines.ts) and the labelled
// axes (axes-layout.ts) so every grid line has a label and every label a grid line. The values are the
// colour scale's (core colorScaleTicks: 1, 2, 2.5 or 5 × 10ᵏ) in the unit the labels are written in,
// so an imperial user reads 0, 2, 4 mil rather than converted metric steps.
import { colorScaleTicks, type LengthUnit } from '@asperity/core';

/** The unit ticks are nice in; 'auto' is the core's automatic metric unit for the range. */
export type TickUnit = LengthUnit | 'auto';

export interface TickUnits {
  /** Lateral axes (X, Y). */
  distance: TickUnit;
  /** Height axis (Z). */
  height: TickUnit;
}

export const AUTO_TICK_UNITS: TickUnits = { distance: 'auto', height: 'auto' };

/**
 * At most six ticks per axis: a label needs about 60 px, and a side of the box is often only a few
 * hundred pixels long on screen.
 */
export const MAX_AXIS_TICKS = 6;

/** Tick values in metres inside [low, high]; none for an empty, reversed or non-finite range. */
export function axisTickValues(low: number, high: number, unit: TickUnit): number[] {
  if (!Number.isFinite(low) || !Number.isFinite(high) || !(high > low)) return [];
  return colorScaleTicks(low, high, { unit, maxTicks: MAX_AXIS_TICKS }).ticks.map((t) => t.value);
}
