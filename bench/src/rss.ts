// Resident memory of another process from /proc (Linux): polled VmRSS, and the kernel's own peak
// VmHWM, which the sampler resets first (clear_refs 5) so it covers only the measured interval
// and catches spikes shorter than the polling period.
import { readFileSync, writeFileSync } from 'node:fs';

const MiB = 2 ** 20;

/** A field of /proc/<pid>/status in bytes (the kernel writes kB), or NaN when unreadable. */
export function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface RssPeak {
  /** Highest polled VmRSS, MiB. */
  polledPeakMiB: number;
  /** VmHWM at the end; null when the peak could not be reset (then it would include the past). */
  kernelPeakMiB: number | null;
  samples: number;
}

export class RssSampler {
  private peak = 0;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly hwmReset: boolean;

  constructor(
    private readonly pid: number,
    periodMs = 50,
  ) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      this.hwmReset = true;
    } catch {
      this.hwmReset = false;
    }
    this.sample();
    this.timer = setInterval(() => this.sample(), periodMs);
  }

  stop(): RssPeak {
    clearInterval(this.timer);
    this.sample();
    const hwm = statusBytes(this.pid, 'VmHWM');
    return {
      polledPeakMiB: toMiB(this.peak),
      kernelPeakMiB: this.hwmReset && Number.isFinite(hwm) ? toMiB(hwm) : null,
      samples: this.samples,
    };
  }

  private sample(): void {
    const rss = statusBytes(this.pid, 'VmRSS');
    if (Number.isFinite(rss)) {
      this.peak = Math.max(this.peak, rss);
      this.samples++;
    }
  }
}

export const toMiB = (bytes: number): number => Math.round((bytes / MiB) * 10) / 10;
