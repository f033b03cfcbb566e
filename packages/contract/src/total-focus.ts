// Total-focus image adjustments (spec part 2 §3 file meta totalFocusImageBrightness /
// totalFocusImageContrast, default 0; part 3 dialog "total focus image adjustments"): brightness and
// contrast of a file's image channel, stored per file and applied where that channel is shown (its
// preview). The spec names the values, not the calls: GET/PUT /api/editor/total-focus-adjustments are
// designed here (docs/api.md). The formula and ranges are core's (render/total-focus-adjustments.ts).
import { TOTAL_FOCUS_ADJUSTMENT_RANGE } from '@asperity/core';
import { z } from 'zod';

export const TOTAL_FOCUS_PATHS = {
  adjustments: '/api/editor/total-focus-adjustments',
} as const;

const { min, max } = TOTAL_FOCUS_ADJUSTMENT_RANGE;

/** One setting: a whole percentage −100…100, 0 meaning unchanged. */
export const totalFocusSettingSchema = z.number().int().min(min).max(max);

export const totalFocusAdjustmentsQuerySchema = z.object({
  fileGuid: z.string().max(64),
});

export const totalFocusAdjustmentsSchema = z.object({
  fileGuid: z.string().max(64),
  brightness: totalFocusSettingSchema.describe('−100 (black) … 0 … 100 (white)'),
  contrast: totalFocusSettingSchema.describe('−100 (flat mid-grey) … 0 … 100 (threshold at mid-grey)'),
});
export type TotalFocusAdjustmentsBody = z.infer<typeof totalFocusAdjustmentsSchema>;

export const totalFocusAdjustmentsAnswerSchema = totalFocusAdjustmentsSchema.extend({
  channel: z.number().int().min(0).describe('Index of the image channel the values apply to'),
});
export type TotalFocusAdjustmentsAnswer = z.infer<typeof totalFocusAdjustmentsAnswerSchema>;
