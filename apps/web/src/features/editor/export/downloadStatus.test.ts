import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadStatus } from './downloadStatus.ts';

describe('DownloadStatus (spec part 3 §4 timings)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function status() {
    const changes: boolean[] = [];
    const s = new DownloadStatus((visible) => changes.push(visible));
    return { s, changes };
  }

  it('shows a slow download after 3000 ms, not before, and expires it 30000 ms later', () => {
    const { s, changes } = status();
    s.requested(false);
    vi.advanceTimersByTime(2999);
    expect(s.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.visible).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(s.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(s.visible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('shows at once when asked to and expires 30000 ms later', () => {
    const { s } = status();
    s.requested(true);
    expect(s.visible).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(s.visible).toBe(false);
  });

  it('never shows a download that starts within 3000 ms, and clears a shown message when it starts', () => {
    const { s, changes } = status();
    s.requested(false);
    vi.advanceTimersByTime(2500);
    s.started();
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([]);

    s.requested(false);
    vi.advanceTimersByTime(5000);
    expect(s.visible).toBe(true);
    s.started();
    expect(s.visible).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([true, false]);
  });

  it('a new request restarts the timings', () => {
    const { s } = status();
    s.requested(true);
    vi.advanceTimersByTime(20_000);
    s.requested(false);
    expect(s.visible).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(s.visible).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(s.visible).toBe(true);
    s.dispose();
    expect(s.visible).toBe(false);
  });
});
