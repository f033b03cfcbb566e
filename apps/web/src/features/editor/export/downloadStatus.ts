// The download status message of spec part 3 §4: it appears at once, or after DOWNLOAD_STATUS_DELAY_MS
// (3 s) when the download is only slow (a single file is usually there before anyone needs telling),
// expires DOWNLOAD_STATUS_LIFETIME_MS (30 s) after it appeared, and is cleared as soon as the
// download starts. Timers are injected so the timings can be tested with fake clocks.
import { DOWNLOAD_STATUS_DELAY_MS, DOWNLOAD_STATUS_LIFETIME_MS } from '@asperity/contract';

export interface StatusTimers {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const globalTimers: StatusTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export class DownloadStatus {
  private pending: unknown;
  private expiry: unknown;
  private shown = false;

  constructor(
    private readonly onChange: (visible: boolean) => void,
    private readonly timers: StatusTimers = globalTimers,
  ) {}

  get visible(): boolean {
    return this.shown;
  }

  /** A download was asked for: the message now (`immediate`, e.g. a zip of many files) or if it is slow. */
  requested(immediate: boolean): void {
    this.clear();
    if (immediate) this.show();
    else this.pending = this.timers.setTimeout(() => this.show(), DOWNLOAD_STATUS_DELAY_MS);
  }

  /** The browser got the file (or the request failed): the message goes. */
  started(): void {
    this.clear();
  }

  /** Stops every timer (the dialog closed). */
  dispose(): void {
    this.clear();
  }

  private show(): void {
    this.pending = undefined;
    this.setShown(true);
    this.expiry = this.timers.setTimeout(() => {
      this.expiry = undefined;
      this.setShown(false);
    }, DOWNLOAD_STATUS_LIFETIME_MS);
  }

  private clear(): void {
    if (this.pending !== undefined) this.timers.clearTimeout(this.pending);
    if (this.expiry !== undefined) this.timers.clearTimeout(this.expiry);
    this.pending = undefined;
    this.expiry = undefined;
    this.setShown(false);
  }

  private setShown(visible: boolean): void {
    if (visible === this.shown) return;
    this.shown = visible;
    this.onChange(visible);
  }
}
