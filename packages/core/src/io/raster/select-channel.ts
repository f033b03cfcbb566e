// Which channel a writer exports: the one asked for, else the first height channel, else the first.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';
import type { WriteOptions } from '../format.ts';

export function channelToWrite(file: SurfaceFile, options?: WriteOptions): Channel {
  const index =
    options?.channel ??
    Math.max(
      0,
      file.channels.findIndex((c) => c.kind === 'height'),
    );
  const channel = file.channels[index];
  if (channel === undefined) {
    throw new SurfaceError(
      'invalid-request',
      `channel ${index} does not exist (the file has ${file.channels.length})`,
    );
  }
  return channel;
}

/** Smallest and largest finite z (NaN, NaN when none is finite). */
export function finiteRange(z: Float64Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : { min: NaN, max: NaN };
}
