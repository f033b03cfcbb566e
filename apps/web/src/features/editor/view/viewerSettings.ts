// The editor settings (W2's store) as the 3D viewer's setters take them. Pure, so the mapping is tested
// without WebGL.
import type { CameraData, EditorSettings } from '@asperity/contract';
import type { AxesSettings, Lighting } from '@asperity/viewer';
import type { EditorSurface } from '@asperity/contract';
import { makeSurface, type LengthUnit, type Surface } from '@asperity/core';
import { displayUnit, formatLength, unitForMagnitude } from '../settings/formatLength.ts';

export function viewerLighting(lighting: EditorSettings['lighting']): Lighting {
  const camera = lighting.lightOrientation === 'relative_to_camera';
  return {
    azimuthDeg: camera ? lighting.azimuthRelativeToCamera : lighting.azimuthRelativeToSample,
    elevationDeg: camera ? lighting.elevationRelativeToCamera : lighting.elevationRelativeToSample,
    intensity: lighting.lightIntensity,
    relativeTo: camera ? 'camera' : 'sample',
  };
}

/** Spans (metres) of the lateral axes (the longer side) and of the heights, which pick automatic units. */
export interface AxisSpans {
  readonly distance: number;
  readonly height: number;
}

/**
 * The axes of the 3D view: shown with the grid (their ticks are the grid lines' values, so the labels
 * name the lines), written with the units settings as every editor panel writes lengths, with ticks at
 * nice values of the unit the labels use. `decimal` is the locale's decimal separator. With the
 * automatic unit, `spans` fixes one unit per axis, so an axis never mixes "500 nm" and "1 µm".
 */
export function viewerAxes(
  showGrid: boolean,
  units: EditorSettings['units'],
  decimal: string,
  spans?: AxisSpans,
): AxesSettings {
  const distanceUnit = spans
    ? unitForMagnitude(units, 'distance', spans.distance)
    : displayUnit(units, 'distance');
  const heightUnit = spans ? unitForMagnitude(units, 'height', spans.height) : displayUnit(units, 'height');
  const fixed = (unit: LengthUnit | 'auto'): EditorSettings['units'] =>
    unit === 'auto' || units.measurementSystem !== 'metric'
      ? units
      : {
          ...units,
          autoHeightUnit: false,
          metric: { distanceUnits: unit, heightUnits: unit } as EditorSettings['units']['metric'],
        };
  const distanceUnits = fixed(distanceUnit);
  const heightUnits = fixed(heightUnit);
  return {
    visible: showGrid,
    distanceUnit,
    heightUnit,
    formatDistance: (metres) => formatLength(metres, 'distance', distanceUnits, 1, decimal),
    formatHeight: (metres) => formatLength(metres, 'height', heightUnits, 1, decimal),
  };
}

/** The spans of a sent surface for viewerAxes. */
export function surfaceAxisSpans({ header }: EditorSurface): AxisSpans {
  const width = header.sourceCols * header.pixelSize;
  const depth = header.sourceRows * header.pixelSizeY;
  const height = header.zMin !== null && header.zMax !== null ? header.zMax - header.zMin : Number.NaN;
  return { distance: Math.max(width, depth), height };
}

/** The view's background: white with "show background" on, transparent (the page shows through) off. */
export function viewerBackground(showBackground: boolean): string | null {
  return showBackground ? '#ffffff' : null;
}

/**
 * The sent grid as a core Surface. Its pixels are `factor` source pixels wide except for the partial
 * blocks at the edges, so the pixel size is the source extent over the sent count: the box keeps the
 * fork's true aspect ratio.
 */
export function surfaceOfEditorSurface({ header, heights }: EditorSurface): Surface {
  const z = new Float64Array(heights.length);
  for (let i = 0; i < heights.length; i++) z[i] = heights[i] ?? Number.NaN;
  return makeSurface(
    {
      nx: header.cols,
      ny: header.rows,
      dx: (header.sourceCols * header.pixelSize) / header.cols,
      dy: (header.sourceRows * header.pixelSizeY) / header.rows,
    },
    z,
  );
}

/**
 * Whether two stored cameras are the same pose: the view recognises its own write coming back from the
 * store by value (the store keeps a copy), so it does not re-apply it. undefined = none known yet.
 */
export function sameCamera(a: CameraData | null | undefined, b: CameraData | null | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === null || b === null) return a === b;
  const keys = ['position', 'target', 'rotation'] as const;
  return keys.every((key) => a[key].every((v, i) => v === b[key][i]));
}
