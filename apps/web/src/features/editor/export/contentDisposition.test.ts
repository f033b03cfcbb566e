import { describe, expect, it } from 'vitest';
import { downloadName, fileNameFromDisposition, lastPathSegment } from './contentDisposition.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="__ 1.sur"; filename*=UTF-8''%E8%A1%A8%E9%9D%A2%201.sur`),
    ).toBe('表面 1.sur');
  });

  it('reads a quoted filename with escapes and an unquoted token', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".x3p"')).toBe('a "b".x3p');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment;filename=plain.csv; size=3')).toBe('plain.csv');
  });

  it('reads ISO-8859-1 filename* and falls back when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'H%F6he.txt`)).toBe('Höhe.txt');
    expect(fileNameFromDisposition(`attachment; filename="ok.png"; filename*=UTF-8''%E8%A1`)).toBe('ok.png');
  });

  it('keeps only the last path segment and answers undefined without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('downloadName', () => {
  it('falls back to the last path segment of the URL, then to "download"', () => {
    expect(downloadName(null, '/api/uploads/abc%20d?x=1')).toBe('abc d');
    expect(lastPathSegment('/files/export/')).toBe('export');
    expect(downloadName(undefined, '/')).toBe('download');
    expect(downloadName('attachment; filename="z.zip"', '/api/file/export?files[0]=1')).toBe('z.zip');
  });
});
