// What the importer made of a file, in a few numbers per channel: the answer of `asperity info` and
// of the server's inspect call, so a user sees sizes, units, valid points, Sq and the import
// warnings (issue 3 §5) before trusting a measurement.
import { rmsAboutMean } from '../analysis/rms-height.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../surface/surface-file.ts';

export interface ChannelSummary {
  readonly name: string;
  readonly kind: Channel['kind'];
  readonly nx: number;
  readonly ny: number;
  /** Metres per pixel. */
  readonly dx: number;
  readonly dy: number;
  readonly zUnit: string;
  readonly validPoints: number;
  /** RMS about the mean of the valid points, no levelling, in zUnit; null when no point is valid. */
  readonly Sq: number | null;
  /** Warnings about this channel. */
  readonly warnings: readonly ImportWarning[];
}

export interface SurfaceFileSummary {
  readonly format: string;
  readonly channels: readonly ChannelSummary[];
  /** Warnings about the file as a whole (or a channel that was not kept). */
  readonly warnings: readonly ImportWarning[];
  readonly metadata: Readonly<Record<string, string>>;
}

function countValid(z: Float64Array): number {
  let n = 0;
  for (let i = 0; i < z.length; i++) if (Number.isFinite(z[i])) n++;
  return n;
}

export function summarizeSurfaceFile(file: SurfaceFile): SurfaceFileSummary {
  const channelNames = new Set(file.channels.map((c) => c.name));
  return {
    format: file.format,
    channels: file.channels.map((c) => {
      const sq = rmsAboutMean(c.surface.z);
      return {
        name: c.name,
        kind: c.kind,
        nx: c.surface.nx,
        ny: c.surface.ny,
        dx: c.surface.dx,
        dy: c.surface.dy,
        zUnit: c.zUnit,
        validPoints: countValid(c.surface.z),
        Sq: Number.isFinite(sq) ? sq : null,
        warnings: file.warnings.filter((w) => w.channel === c.name),
      };
    }),
    warnings: file.warnings.filter((w) => w.channel === undefined || !channelNames.has(w.channel)),
    metadata: file.metadata,
  };
}
