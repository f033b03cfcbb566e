// Part 2 §5 "Slider mapping rounds to 2 decimals" (contract SLIDER_DECIMALS): a slider position becomes a
// setting value with at most two decimals, so a dragged 0.30000000000000004 is stored and shown as 0.3.
import { SLIDER_DECIMALS } from '@asperity/contract';

const FACTOR = 10 ** SLIDER_DECIMALS;

export function sliderValue(position: number): number {
  return Math.round(position * FACTOR) / FACTOR;
}
