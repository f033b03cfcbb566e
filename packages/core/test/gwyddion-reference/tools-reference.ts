// Typed access to tools.json (Gwyddion 2.62 values of bench/gwyddion-peer/tools.c).
import { readFileSync } from 'node:fs';

export interface GwyddionLine {
  readonly offset: number;
  readonly real: number;
  readonly values: number[];
}

export interface GwyddionToolsCase {
  readonly nx: number;
  readonly ny: number;
  readonly thresholdPercent: number;
  readonly below: boolean;
  readonly bins: number;
  readonly dh: GwyddionLine;
  readonly cdh: GwyddionLine;
  readonly volume: number;
  /** Gwyddion's volume over the pixels the octagon of tools-fields.ts selects. */
  readonly maskedVolume: number;
  readonly grains: {
    readonly count: number;
    readonly labelsRunLength: number[];
    readonly pixelArea: number[];
    readonly projectedArea: number[];
    readonly equivDiscRadius: number[];
    readonly minimum: number[];
    readonly maximum: number[];
    readonly mean: number[];
    readonly flatBoundaryLength: number[];
    readonly centerX: number[];
    readonly centerY: number[];
    readonly ellipseMajor: number[];
    readonly ellipseMinor: number[];
    readonly ellipseAngle: number[];
    readonly maximumBoundSize: number[];
    readonly volume0: number[];
    readonly volumeMin: number[];
  };
}

export type SyntheticToolsCaseName = 'discs' | 'rough-above' | 'rough-below' | 'pyramid';
export type RealToolsCaseName = 'chip-gwy' | 'bipm-gwy';
export type ToolsCaseName = SyntheticToolsCaseName | RealToolsCaseName;

export const toolsReference = JSON.parse(readFileSync(new URL('./tools.json', import.meta.url), 'utf8')) as {
  readonly cases: Readonly<Record<ToolsCaseName, GwyddionToolsCase>>;
};
