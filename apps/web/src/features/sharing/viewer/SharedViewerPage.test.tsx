import type { SharedFile } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import type { RequestOptions } from '../../../app/http.ts';
import { fakeHttp, signedOut } from '../../../test/fakeHttp.ts';
import { renderApp } from '../../../test/render.tsx';

const HASH = 'AbCdEfGhIjKlMnOpQrStUv';

const picture: SharedFile = {
  shareHash: HASH,
  name: 'sample photo.png',
  title: 'Sample photo',
  slug: 'sample-photo',
  description: [
    {
      type: 'paragraph',
      children: [
        { text: 'Taken at ' },
        { type: 'link', url: 'https://example.org/lab', children: [{ text: 'the lab' }] },
      ],
    },
  ],
  descriptionText: 'Taken at the lab',
  technology: 'unknown',
  publicThumbnailType: 'auto',
  kind: '2D',
  twoD: true,
  format: 'png',
  size: 10,
  sourceSize: 10,
  channels: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-02T00:00:00.000Z',
  permissions: { allowEditing: false, allowSaving: true, allowOriginalFileExport: true },
  canEdit: false,
  isOwner: false,
  views: 4,
  ownerName: 'ada',
  expiresAt: null,
  publiclyShared: false,
};

describe('the shared 2D viewer /2d-s/:shareHash[/:slug]', () => {
  it('goes to the right slug and shows the picture, its owner and description, and the allowed actions', async () => {
    const http = fakeHttp({ 'GET /api/user/me': signedOut(), [`GET /api/shared/${HASH}`]: picture });
    const { router } = renderApp(`/2d-s/${HASH}/old-title`, { http });
    const img = await screen.findByTestId('shared-picture');
    expect(router.state.location.pathname).toBe(`/2d-s/${HASH}/sample-photo`);
    expect(img.getAttribute('src')).toMatch(new RegExp(`^/api/file/preview/${HASH}\\?`));
    expect(screen.getByText('Shared by ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the lab' }).getAttribute('href')).toBe(
      'https://example.org/lab',
    );
    expect(screen.getByTestId('shared-save-copy').textContent).toBe('Sign in to save a copy');
    expect(screen.getByTestId('shared-download-original').getAttribute('href')).toBe(
      `/api/file/export?shareHash=${HASH}&format=original`,
    );
  });

  it('links the picture to its 3D images, refusing unsafe addresses', async () => {
    const withLinks: SharedFile = {
      ...picture,
      fileLinks: [
        '/s/3dHashAbCdEfGhIjKlMn/ring',
        'https://example.org/3d',
        'javascript:alert(1)',
        '//evil.example/x',
      ],
    };
    const http = fakeHttp({ 'GET /api/user/me': signedOut(), [`GET /api/shared/${HASH}`]: withLinks });
    const { router } = renderApp(`/2d-s/${HASH}/sample-photo`, { http });
    const list = await screen.findByTestId('shared-file-links');
    expect(list.textContent).toContain('3D images of this picture');
    const anchors = Array.from(list.querySelectorAll('a'));
    expect(anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/s/3dHashAbCdEfGhIjKlMn/ring', null],
      ['https://example.org/3d', '_blank'],
    ]);
    expect(anchors[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(anchors[0] as HTMLAnchorElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/3dHashAbCdEfGhIjKlMn/ring'));
  });

  it('shows no 3D image links when the picture has none', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      [`GET /api/shared/${HASH}`]: { ...picture, fileLinks: [] },
    });
    renderApp(`/2d-s/${HASH}/sample-photo`, { http });
    await screen.findByTestId('shared-picture');
    expect(screen.queryByTestId('shared-file-links')).toBeNull();
  });

  it('sends a signed-out visitor who saves a copy to sign in, coming back to the same page', async () => {
    const http = fakeHttp({ 'GET /api/user/me': signedOut(), [`GET /api/shared/${HASH}`]: picture });
    const { router } = renderApp(`/2d-s/${HASH}/sample-photo`, { http });
    fireEvent.click(await screen.findByTestId('shared-save-copy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/2d-s/${HASH}/sample-photo`,
    );
  });

  it('says a removed or unknown link is no longer shared', async () => {
    const http = fakeHttp({ 'GET /api/user/me': signedOut() });
    renderApp(`/2d-s/${HASH}`, { http });
    expect((await screen.findByTestId('no-longer-shared')).textContent).toContain(
      'This measurement is no longer shared',
    );
  });

  it('asks for the password of a protected link, shows a wrong one, and opens with the right one', async () => {
    let unlocked = false;
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      [`GET /api/shared/${HASH}`]: () => (unlocked ? picture : new HttpError(403, 'share-password-required')),
      [`POST /api/shared/${HASH}/unlock`]: (options?: RequestOptions) => {
        if ((options?.body as { password?: string }).password !== 'right')
          return new HttpError(403, 'share-wrong-password');
        unlocked = true;
        return undefined;
      },
    });
    renderApp(`/2d-s/${HASH}/sample-photo`, { http });
    const field = await screen.findByTestId<HTMLInputElement>('share-password-input');
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('share-password-submit'));
    expect((await screen.findByTestId('share-password-error')).textContent).toBe(
      'The password is not correct.',
    );
    fireEvent.change(field, { target: { value: 'right' } });
    fireEvent.click(screen.getByTestId('share-password-submit'));
    await screen.findByTestId('shared-picture');
  });
});
