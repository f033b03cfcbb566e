// The preview picture of a library file (spec part 1 §7 "GET /api/file/preview/{fileGuid or
// shareHash}", §9 responsive images; issue 5 §5). Only the owner's files for now: share hashes and
// the `token` parameter come with sharing.
import { TOTAL_FOCUS_ADJUSTMENT_RANGE } from '@asperity/core';
import { z } from 'zod';
import { forkHashSchema } from './history.ts';
import {
  PREVIEW_SIZE_DEFAULT_PX,
  RESPONSIVE_IMAGE_FORMATS,
  RESPONSIVE_IMAGE_WIDTHS_PX,
} from './constants.ts';

export const PREVIEW_PATHS = {
  one: '/api/file/preview/:fileGuid',
} as const;

/** The path of a file's preview (the web app adds the query). */
export const previewPath = (fileGuid: string): string =>
  PREVIEW_PATHS.one.replace(':fileGuid', encodeURIComponent(fileGuid));

export const PREVIEW_TYPES = ['2d', '3d'] as const;
export type PreviewKind = (typeof PREVIEW_TYPES)[number];

/** Device pixel ratios above this are rendered at this one (sharper is not visible, only heavier). */
export const PREVIEW_MAX_DPR = 3;
/** Largest side of a rendered preview, pixels, whatever the size and dpr asked. */
export const PREVIEW_MAX_PX = 2048;

const sidePx = z.coerce.number().int().min(1).max(10_000);

export const previewQuerySchema = z.object({
  width: sidePx.default(PREVIEW_SIZE_DEFAULT_PX).describe('CSS pixels of the box the picture fits in'),
  height: sidePx.default(PREVIEW_SIZE_DEFAULT_PX),
  dpr: z.coerce
    .number()
    .positive()
    .max(100)
    .default(1)
    .describe(`Device pixel ratio (above ${PREVIEW_MAX_DPR} counts as ${PREVIEW_MAX_DPR})`),
  type: z.enum(PREVIEW_TYPES).default('2d').describe('2d: colour-mapped heights; 3d: shaded relief'),
  format: z.enum(RESPONSIVE_IMAGE_FORMATS).default('webp'),
  channel: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .optional()
    .describe('Channel index (default: the first height channel)'),
  forkHash: forkHashSchema
    .optional()
    .describe("A fork of the file's operation history or saved version (default: the saved version)"),
  brightness: z.coerce
    .number()
    .int()
    .min(TOTAL_FOCUS_ADJUSTMENT_RANGE.min)
    .max(TOTAL_FOCUS_ADJUSTMENT_RANGE.max)
    .optional()
    .describe('Image channel: total-focus brightness to show instead of the stored one (live preview)'),
  contrast: z.coerce
    .number()
    .int()
    .min(TOTAL_FOCUS_ADJUSTMENT_RANGE.min)
    .max(TOTAL_FOCUS_ADJUSTMENT_RANGE.max)
    .optional()
    .describe('Image channel: total-focus contrast to show instead of the stored one (live preview)'),
  reloadParam: z.string().max(100).optional().describe("The client's cache buster; ignored by the server"),
});
// No .meta({ id }): a named (referenced) querystring schema breaks @fastify/swagger's parameters.
export type PreviewQuery = z.infer<typeof previewQuerySchema>;

/**
 * The side actually rendered for a requested CSS size: snapped up to the responsive widths (spec
 * §9; beyond the largest, the largest), times the device pixel ratio (at most PREVIEW_MAX_DPR),
 * at most PREVIEW_MAX_PX. Snapping keeps the number of cached variants small.
 */
export function previewSidePx(cssPx: number, dpr: number): number {
  const snapped =
    RESPONSIVE_IMAGE_WIDTHS_PX.find((w) => w >= cssPx) ??
    RESPONSIVE_IMAGE_WIDTHS_PX[RESPONSIVE_IMAGE_WIDTHS_PX.length - 1]!;
  const ratio = Math.min(PREVIEW_MAX_DPR, Math.max(1, dpr));
  return Math.min(PREVIEW_MAX_PX, Math.round(snapped * ratio));
}

export const PREVIEW_CONTENT_TYPES: Readonly<Record<(typeof RESPONSIVE_IMAGE_FORMATS)[number], string>> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
