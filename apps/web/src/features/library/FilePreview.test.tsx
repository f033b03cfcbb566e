import type { FileItem } from '@asperity/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FilePreview, previewUrl } from './FilePreview.tsx';

const file: FileItem = {
  guid: 'f-1',
  name: 'grating.gsf',
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-02T00:00:00.000Z',
  lastOpenedAt: null,
  parentFolderGuid: null,
  favorite: false,
  shared: false,
  twoD: false,
  format: 'gsf',
  size: 100,
  sourceSize: 100,
  channels: [],
  warnings: [],
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('FilePreview', () => {
  it('asks for the 3D tile preview at 1×–3× and loads it lazily', () => {
    renderWithProviders(<FilePreview file={file} size="tile" />);
    const img = screen.getByTestId('file-preview');
    expect(img.getAttribute('alt')).toBe('grating.gsf');
    expect(img.getAttribute('loading')).toBe('lazy');
    const src = img.getAttribute('src')!;
    expect(src.startsWith('/api/file/preview/f-1?')).toBe(true);
    expect(queryOf(src)).toEqual({
      width: '1024',
      height: '576',
      dpr: '1',
      type: '3d',
      format: 'webp',
      reloadParam: file.modifiedAt,
    });
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['1x', '2x', '3x']);
    expect(queryOf(candidates[2]!.split(' ')[0]!).dpr).toBe('3');
  });

  it('asks for a 160 px thumbnail in the list', () => {
    expect(queryOf(previewUrl(file, 'thumbnail', '2d', 2))).toMatchObject({
      width: '160',
      height: '160',
      dpr: '2',
      type: '2d',
    });
  });

  it('shows the broken-image icon when the picture fails to load', () => {
    renderWithProviders(<FilePreview file={file} size="thumbnail" />);
    fireEvent.error(screen.getByTestId('file-preview'));
    expect(screen.queryByTestId('file-preview')).toBeNull();
    const broken = screen.getByTestId('file-preview-broken');
    expect(broken.querySelector('svg title')?.textContent).toBe('grating.gsf');
  });
});
