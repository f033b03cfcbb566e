// What the library lists of a file (grid, pixel size, valid points, Sq per channel) must describe the
// saved version, not the upload: after a crop saved (or saved as a new file) the listing shows the
// cropped grid, 430 × 318, not the source's 860 × 634 (issue 15 §10). The stored summary's channel is
// rewritten from the saved fork whenever a version is saved.
import { rmsAboutMean, type Surface, type SurfaceFileSummary } from '@asperity/core';

/** The summary JSON of a file with channel `channel` described by `saved` (the saved fork's surface). */
export function summaryWithSavedChannel(summaryJson: string, channel: number, saved: Surface): string {
  const summary = JSON.parse(summaryJson) as SurfaceFileSummary;
  const sq = rmsAboutMean(saved.z);
  let validPoints = 0;
  for (const z of saved.z) if (Number.isFinite(z)) validPoints++;
  return JSON.stringify({
    ...summary,
    channels: summary.channels.map((c, index) =>
      index === channel
        ? {
            ...c,
            nx: saved.nx,
            ny: saved.ny,
            dx: saved.dx,
            dy: saved.dy,
            validPoints,
            Sq: Number.isFinite(sq) ? sq : null,
          }
        : c,
    ),
  } satisfies SurfaceFileSummary);
}
