// How much the 3D view stretches the relief against the lateral size. The viewer draws the valid height
// range as BOX_HEIGHT × heightScale of the longer lateral side (so a 10 nm AFM relief and a 100 µm
// machined one both read at the default), which is rarely the surface's true proportion: the General
// panel states the factor and offers the height scale that shows the true proportion (factor 1).
import type { ForkData } from '@asperity/contract';
import { BOX_HEIGHT } from '@asperity/viewer';

type Extent = Pick<ForkData, 'cols' | 'rows' | 'pixelSize' | 'pixelSizeY' | 'zMin' | 'zMax'>;

/** Height range ÷ longer lateral extent (between the first and last pixel centres), or null. */
function trueAspect(data: Extent): number | null {
  if (data.zMin === null || data.zMax === null) return null;
  const range = data.zMax - data.zMin;
  const longer = Math.max((data.cols - 1) * data.pixelSize, (data.rows - 1) * data.pixelSizeY);
  if (!(range > 0) || !(longer > 0) || !Number.isFinite(range / longer)) return null;
  return range / longer;
}

/** The relief's exaggeration at a height scale (1 = true proportions; X/Y scale 1), or null. */
export function verticalExaggeration(heightScale: number, data: Extent): number | null {
  const aspect = trueAspect(data);
  return aspect === null ? null : (BOX_HEIGHT * heightScale) / aspect;
}

/** The height scale showing the true proportions, or null when none in [0, max] does. */
export function trueProportionsHeightScale(data: Extent, max: number): number | null {
  const aspect = trueAspect(data);
  if (aspect === null) return null;
  const scale = aspect / BOX_HEIGHT;
  return scale <= max ? scale : null;
}
