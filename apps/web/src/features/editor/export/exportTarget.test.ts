import { describe, expect, it } from 'vitest';
import { exportUrl, isLargeExport, namedGradient, type ExportTarget } from './exportTarget.ts';

const fork: ExportTarget = {
  kind: 'fork',
  fileGuid: 'f-1',
  channel: 2,
  forkHash: 'ab'.repeat(32),
  label: 'a.sur',
};

describe('exportUrl', () => {
  it('exports the fork shown in the editor, and its original through the library call', () => {
    expect(exportUrl(fork, 'opengps')).toBe(
      `/api/file/export/fork?fileGuid=f-1&channel=2&forkHash=${'ab'.repeat(32)}&format=opengps`,
    );
    expect(exportUrl(fork, 'original')).toBe('/api/file/export?files[0]=f-1&format=original');
  });

  it("draws the PNG in the editor's named gradient, and only the PNG", () => {
    const grey: ExportTarget = { ...fork, gradient: 'black-white' };
    expect(exportUrl(grey, 'png')).toBe(
      `/api/file/export/fork?fileGuid=f-1&channel=2&forkHash=${'ab'.repeat(32)}&format=png&gradient=black-white`,
    );
    expect(exportUrl(grey, 'stereolithography')).not.toContain('gradient');
    expect(namedGradient('black-white')).toBe('black-white');
    expect(namedGradient('custom:3')).toBeUndefined();
  });

  it('lists library files and folders with indices', () => {
    const target: ExportTarget = { kind: 'library', files: ['a', 'b'], folders: ['c d'], label: 'x' };
    expect(exportUrl(target, 'csv')).toBe(
      '/api/file/export?files[0]=a&files[1]=b&folders[0]=c%20d&format=csv',
    );
    expect(exportUrl(target, 'png', 'source')).toBe(
      '/api/file/export?files[0]=a&files[1]=b&folders[0]=c%20d&format=png&exportSource=source',
    );
    // The original is the upload whatever the version asked for.
    expect(exportUrl(target, 'original', 'source')).toBe(
      '/api/file/export?files[0]=a&files[1]=b&folders[0]=c%20d&format=original',
    );
  });
});

describe('isLargeExport', () => {
  it('is true for folders and several files only', () => {
    expect(isLargeExport(fork)).toBe(false);
    expect(isLargeExport({ kind: 'library', files: ['a'], folders: [], label: '' })).toBe(false);
    expect(isLargeExport({ kind: 'library', files: ['a', 'b'], folders: [], label: '' })).toBe(true);
    expect(isLargeExport({ kind: 'library', files: [], folders: ['c'], label: '' })).toBe(true);
  });
});
