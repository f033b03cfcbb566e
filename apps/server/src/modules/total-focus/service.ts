// Total-focus image adjustments of a file (spec part 2 §3, part 3 dialog "total focus image adjustments"):
// brightness and contrast of its image channel, stored per file and applied by the previews module
// where that channel is shown. A file without an image channel has nothing to adjust: 400 restriction.
import type { TotalFocusAdjustmentsAnswer, TotalFocusAdjustmentsBody } from '@asperity/contract';
import {
  NO_TOTAL_FOCUS_ADJUSTMENTS,
  type SurfaceFileSummary,
  type TotalFocusAdjustments,
} from '@asperity/core';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { FileRow } from '../files/repo.ts';
import type { TotalFocusRepo } from './repo.ts';

export interface TotalFocusServiceOptions {
  /** The user's own file (404 not-found for anyone else's). */
  readonly ownFile: (user: UserRow, fileGuid: string) => Promise<FileRow>;
  readonly now?: () => Date;
}

export class TotalFocusService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: TotalFocusRepo,
    private readonly options: TotalFocusServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async adjustments(user: UserRow, fileGuid: string): Promise<TotalFocusAdjustmentsAnswer> {
    const channel = imageChannelOf(await this.options.ownFile(user, fileGuid));
    return { fileGuid, channel, ...(await this.storedFor(fileGuid)) };
  }

  async setAdjustments(user: UserRow, body: TotalFocusAdjustmentsBody): Promise<TotalFocusAdjustmentsAnswer> {
    const channel = imageChannelOf(await this.options.ownFile(user, body.fileGuid));
    const values = { brightness: body.brightness, contrast: body.contrast };
    await this.repo.put(body.fileGuid, values, this.now().toISOString());
    return { fileGuid: body.fileGuid, channel, ...values };
  }

  /** The stored values of a file whose access the caller has checked; both 0 when never adjusted. */
  async storedFor(fileGuid: string): Promise<TotalFocusAdjustments> {
    return (await this.repo.get(fileGuid)) ?? NO_TOTAL_FOCUS_ADJUSTMENTS;
  }
}

/** Index of the file's (first) image channel; 400 restriction when it has none. */
function imageChannelOf(row: FileRow): number {
  const summary = JSON.parse(row.summary) as SurfaceFileSummary;
  const channel = summary.channels.findIndex((c) => c.kind === 'image');
  if (channel < 0)
    throw new AppError(
      'restriction',
      `file ${row.guid} has no image channel to adjust brightness or contrast of`,
    );
  return channel;
}
