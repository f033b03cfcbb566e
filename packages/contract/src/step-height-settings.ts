// Settings of the three step-height tools (spec part 2 §3, defaults of §9; mapping of the spec's
// field names in packages/core/src/analysis/analyses/step-height-*.ts). Kept out of analyses.ts so
// that table stays one row per analysis.
import { materialIds } from '@asperity/core';
import { z } from 'zod';

const fraction = z.number().min(0).max(1);
const fractionPoint = z.object({ x: fraction, y: fraction });
const fractionRect = z.object({ left: fraction, top: fraction, right: fraction, bottom: fraction });
const edgeLine = z.object({ x1: fraction, y1: fraction, x2: fraction, y2: fraction });

/** A tabulated material, or the user's own apparent height offsets (metres) per interferometry mode. */
const material = z.union([
  z.enum(materialIds),
  z.object({ psi: z.number().finite(), vsi: z.number().finite() }),
]);

const materials = {
  dissimilarMaterials: z.boolean().default(false),
  material1: material.default('Dielectric'),
  material2: material.default('Dielectric'),
  interferometry: z.enum(['psi', 'vsi']).default('vsi'),
};

const rectanglesGeometry = {
  area: fractionRect.default({ left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 }),
  manual: z.boolean().default(false),
  line: edgeLine.default({ x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 }),
};

export const stepHeightLineSettings = z.object({
  l1Position: fractionPoint.default({ x: 0.1, y: 0.5 }),
  l2Position: fractionPoint.default({ x: 0.9, y: 0.5 }),
  s1Position: fraction.default(0),
  s2Position: fraction.default(1),
  featureThreshold: z.number().gt(0).lt(1).default(0.5),
  width: z.union([z.number().gt(0).max(1), z.literal('auto')]).default('auto'),
  average: z.number().int().min(1).max(1001).default(1),
  samplingSize: z.union([z.number().int().min(2).max(1_000_000), z.literal('auto')]).default('auto'),
  leveling: z.boolean().default(true),
  ...materials,
});

export const stepHeightRectanglesPreviewSettings = z.object(rectanglesGeometry);

export const stepHeightRectanglesLevelingSettings = z.object({
  ...rectanglesGeometry,
  levelingSource: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const stepHeightRectanglesSettings = z.object({
  ...rectanglesGeometry,
  rectangle: fractionRect.nullable().default(null),
  rectangle2: fractionRect.nullable().default(null),
  independent: z.boolean().default(false),
  leveling: z.boolean().default(true),
  levelingSource: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  ...materials,
});

export const stepHeightHistogramSettings = z.object({
  bins: z.number().int().min(2).max(100_000).default(100),
  groupSpread: z.enum(['adjacent']).default('adjacent'),
  minimumRelativeFrequency: fraction.default(0.1),
  proportional: z.number().min(0).lt(1).default(0),
  variation: z.number().int().min(0).max(1000).default(0),
});
