import { describe, expect, it } from 'vitest';
import { isAppError } from '../../http/errors.ts';
import { DownloadFallbackStore } from './download-fallback.ts';

function store(totalBytes = 100) {
  let now = 1_000;
  const downloads = new DownloadFallbackStore({ lifetimeMs: 600_000, totalBytes, now: () => now });
  return { downloads, advance: (ms: number) => (now += ms) };
}

const blob = (size: number) => ({
  ownerId: 'u1',
  fileName: 'a.csv',
  contentType: 'text/csv',
  bytes: new Uint8Array(size).fill(7),
});

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return isAppError(error) ? error.code : 'not an AppError';
  }
};

describe('DownloadFallbackStore', () => {
  it('answers the blob to its owner until the lifetime is over, then forgets it', () => {
    const { downloads, advance } = store();
    const token = downloads.put(blob(10));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(downloads.get(token, 'u1').bytes).toEqual(new Uint8Array(10).fill(7));
    advance(599_999);
    expect(downloads.get(token, 'u1').fileName).toBe('a.csv');
    advance(1);
    expect(codeOf(() => downloads.get(token, 'u1'))).toBe('not-found');
    expect(downloads.size).toBe(0);
  });

  it('does not answer another user', () => {
    const { downloads } = store();
    const token = downloads.put(blob(1));
    expect(codeOf(() => downloads.get(token, 'u2'))).toBe('not-found');
    expect(codeOf(() => downloads.get('nonsense', 'u1'))).toBe('not-found');
  });

  it('refuses what does not fit in the total and accepts it again once older blobs expired', () => {
    const { downloads, advance } = store(100);
    downloads.put(blob(60));
    expect(codeOf(() => downloads.put(blob(41)))).toBe('payload-too-large');
    expect(downloads.size).toBe(60);
    advance(600_000);
    expect(codeOf(() => downloads.put(blob(100)))).toBeUndefined();
    expect(downloads.size).toBe(100);
  });
});
