import type { FileItem, FileShare } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import type { RequestOptions } from '../../../app/http.ts';
import { fakeHttp, signedOut } from '../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShareSection } from './ShareSection.tsx';

const file: FileItem = {
  guid: 'f-1',
  name: 'Grating 1.x3p',
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-02T00:00:00.000Z',
  lastOpenedAt: null,
  parentFolderGuid: null,
  favorite: false,
  shared: false,
  twoD: false,
  format: 'x3p',
  size: 100,
  sourceSize: 100,
  channels: [],
  warnings: [],
};

const HASH = 'AbCdEfGhIjKlMnOpQrStUv';

function linkAnswer(flags: Partial<FileShare> = {}): FileShare {
  return {
    shareHash: HASH,
    url: `http://asperity.example/s/${HASH}/grating-1x3p`,
    embedUrl: `http://asperity.example/embed/${HASH}`,
    slug: 'grating-1x3p',
    allowEditing: false,
    allowSaving: false,
    allowOriginalFileExport: false,
    publiclyShared: false,
    priority: 0,
    title: null,
    description: null,
    technology: 'unknown',
    publicThumbnailType: 'auto',
    expiresAt: null,
    hasPassword: false,
    views: 3,
    ...flags,
  };
}

function api() {
  let current: FileShare | null = null;
  const http = fakeHttp({
    'GET /api/user/me': signedOut(),
    'GET /api/files/f-1/share': () => ({ share: current }),
    'PUT /api/files/f-1/share': (options?: RequestOptions) => {
      current = linkAnswer({ ...(current ?? {}), ...(options?.body as Partial<FileShare>) });
      return current;
    },
    'DELETE /api/files/f-1/share': () => {
      current = null;
      return undefined;
    },
  });
  return http;
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('ShareSection (spec part 1 §4 "Sharing a file")', () => {
  it('creates a link, shows it with the view count and the embed snippet, and removes it', async () => {
    const http = api();
    renderWithProviders(<ShareSection file={file} />, { http });
    fireEvent.click(await screen.findByTestId('share-create'));
    await screen.findByTestId('share-form');
    expect(input('share-link').value).toBe(`http://asperity.example/s/${HASH}/grating-1x3p`);
    expect(screen.getByTestId('share-views').textContent).toBe('Viewed 3 times');
    expect(input('share-embed').value).toContain(`/embed/${HASH}"`);
    expect(input('share-embed').value).toContain('width="640" height="360"');
    expect(http.calls.filter((c) => c.method === 'PUT')[0]?.body).toEqual({});

    fireEvent.click(screen.getByTestId('share-remove'));
    await screen.findByTestId('share-create');
    expect(http.calls.some((c) => c.method === 'DELETE' && c.path === '/api/files/f-1/share')).toBe(true);
  });

  it('allows export only while saving is allowed, and turning saving off turns export off', async () => {
    const http = api();
    renderWithProviders(<ShareSection file={file} />, { http });
    fireEvent.click(await screen.findByTestId('share-create'));
    await screen.findByTestId('share-form');
    expect(input('share-allowOriginalFileExport').disabled).toBe(true);

    fireEvent.click(input('share-allowSaving'));
    await waitFor(() => expect(input('share-allowOriginalFileExport').disabled).toBe(false));
    fireEvent.click(input('share-allowOriginalFileExport'));
    await waitFor(() => expect(input('share-allowOriginalFileExport').checked).toBe(true));

    fireEvent.click(input('share-allowSaving'));
    await waitFor(() => expect(input('share-allowOriginalFileExport').checked).toBe(false));
    const puts = http.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(puts.at(-1)).toEqual({ allowEditing: false, allowSaving: false, allowOriginalFileExport: false });
    expect(input('share-allowOriginalFileExport').disabled).toBe(true);
  });

  it('saves the title, technology and expiry, and no empty description', async () => {
    const http = api();
    renderWithProviders(<ShareSection file={file} />, { http });
    fireEvent.click(await screen.findByTestId('share-create'));
    await screen.findByTestId('share-form');
    fireEvent.change(input('share-title'), { target: { value: '  Sine grating  ' } });
    fireEvent.change(input('share-expiry'), { target: { value: '2030-05-17' } });
    fireEvent.change(input('share-password'), { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() => expect(http.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const body = http.calls.filter((c) => c.method === 'PUT')[1]?.body as Record<string, unknown>;
    expect(body.title).toBe('Sine grating');
    expect(body.description).toBeNull();
    expect(body.technology).toBe('unknown');
    expect(body.password).toBe('open sesame');
    expect(new Date(body.expiresAt as string).getDate()).toBe(17);
    await waitFor(() => expect(input('share-password').value).toBe(''));
  });

  it('puts a switch back when the server refuses the change', async () => {
    const http = api();
    renderWithProviders(<ShareSection file={file} />, { http });
    fireEvent.click(await screen.findByTestId('share-create'));
    await screen.findByTestId('share-form');
    http.answer('PUT', '/api/files/f-1/share', new HttpError(403, 'publicly-shared-not-editable'));
    fireEvent.click(input('share-allowEditing'));
    // On at once, off again once the server has refused.
    expect(input('share-allowEditing').checked).toBe(true);
    await waitFor(() => expect(input('share-allowEditing').checked).toBe(false));
    expect(http.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      allowEditing: true,
      allowSaving: false,
      allowOriginalFileExport: false,
    });
  });
});
