// The "General" statistics of the editor (spec part 2 §3): average, minimum, maximum and range of the
// valid heights as measured (not relative to the mean). The analysis shifts the average-based ones by
// the display offset when one is applied (spec part 2 §4, last line).
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';

const categories = ['general'] as const;
const standard = 'Descriptive statistics of the valid heights (no standard clause)';

export const average = defineParameter<ArealContext>({
  id: 'average',
  name: 'Average height',
  categories,
  standard,
  kind: 'length',
  definition: 'Mean of the valid heights.',
  compute: (c) => c.moments().mean,
});

export const min = defineParameter<ArealContext>({
  id: 'min',
  name: 'Minimum height',
  categories,
  standard,
  kind: 'length',
  definition: 'Lowest valid height.',
  compute: (c) => c.moments().min,
});

export const max = defineParameter<ArealContext>({
  id: 'max',
  name: 'Maximum height',
  categories,
  standard,
  kind: 'length',
  definition: 'Highest valid height.',
  compute: (c) => c.moments().max,
});

export const range = defineParameter<ArealContext>({
  id: 'range',
  name: 'Height range',
  categories,
  standard,
  kind: 'length',
  definition: 'Maximum minus minimum valid height.',
  compute: (c) => c.moments().max - c.moments().min,
});

export const generalParameters = [average, min, max, range] as const;

/** The general statistics that move with a height offset (range does not). */
export const OFFSET_SHIFTED_IDS: ReadonlySet<string> = new Set(['average', 'min', 'max']);
