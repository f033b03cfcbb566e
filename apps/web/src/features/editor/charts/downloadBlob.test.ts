import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, safeFileName } from './downloadBlob.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('safeFileName', () => {
  it('replaces characters file systems refuse and keeps the extension', () => {
    expect(safeFileName('Profile: a/b <1>', 'csv')).toBe('Profile- a-b -1-.csv');
    expect(safeFileName('  ', 'png')).toBe('export.png');
  });
});

describe('downloadBlob', () => {
  it('clicks a temporary download link to an object URL and revokes it afterwards', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['x'], { type: 'text/csv' });
    downloadBlob(blob, 'table.csv');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'table.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(revoked).toHaveBeenCalledWith('blob:test/1');
  });
});
