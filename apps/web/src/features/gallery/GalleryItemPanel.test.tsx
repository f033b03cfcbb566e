import type { GalleryComment, SharedFile } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../app/http.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';
import { GalleryItemButton } from './GalleryItemButton.tsx';
import { GalleryItemPanel } from './GalleryItemPanel.tsx';

const HASH = 'abcdefghijklmnopqrstuv';

const shared: SharedFile = {
  shareHash: HASH,
  name: 'land.x3p',
  title: 'Land',
  slug: 'land',
  description: [{ type: 'paragraph', children: [{ text: 'A ground land' }] }],
  descriptionText: 'A ground land',
  technology: 'stylus_profiler',
  publicThumbnailType: 'auto',
  kind: '3D',
  twoD: false,
  format: 'x3p',
  size: 1,
  sourceSize: 1,
  channels: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  modifiedAt: '2026-11-01T00:00:00.000Z',
  permissions: { allowEditing: false, allowSaving: false, allowOriginalFileExport: false },
  canEdit: false,
  isOwner: false,
  views: 12,
  ownerName: 'ada',
  expiresAt: null,
  publiclyShared: true,
  categories: ['tribology', 'metal_finishing'],
  likes: 3,
  liked: false,
  comments: 1,
  staffPicked: false,
  staffHidden: false,
};

const comment = (id: string, canDelete: boolean): GalleryComment => ({
  id,
  text: `<i>comment ${id}</i>`,
  createdAt: '2026-11-02T00:00:00.000Z',
  author: { username: 'grace', avatar: null, initials: 'GH', encryption: false },
  canDelete,
});

/** The like button once the session is known (it waits for it). */
async function likeButton(): Promise<HTMLButtonElement> {
  const like = await screen.findByTestId<HTMLButtonElement>('gallery-like');
  await waitFor(() => expect(like.disabled).toBe(false));
  return like;
}

function render(user: object | null, overrides: Partial<SharedFile> = {}) {
  const http = fakeHttp({
    'GET /api/user/me': user ?? signedOut(),
    'GET /api/user/public/ada': { username: 'ada', firstName: 'Ada', avatar: null, createdAt: '2026-01-01' },
    [`GET /api/gallery/${HASH}/comments`]: { comments: [comment('c1', user !== null)] },
  });
  const result = renderApp('/item', {
    http,
    routes: [
      { path: '/item', element: <GalleryItemPanel shared={{ ...shared, ...overrides }} /> },
      { path: '/sign-in', element: <p data-testid="sign-in-stub" /> },
    ],
  });
  return { ...result, http };
}

describe('the gallery panel of the shared viewer (issue 17 item 3)', () => {
  it('shows the author, description, categories as gallery links, technology and views', async () => {
    render(null);
    expect((await screen.findByTestId('gallery-item-description')).textContent).toBe('A ground land');
    const categories = screen.getByTestId('gallery-item-categories');
    expect(categories.textContent).toContain('Tribology');
    expect(categories.querySelector('[data-category="tribology"]')?.getAttribute('href')).toBe(
      '/gallery?category=tribology',
    );
    expect(screen.getByTestId('gallery-item-technology').textContent).toBe('Technology: Stylus profiler');
    expect(screen.getByTestId('gallery-views').textContent).toBe('12 views');
    expect(screen.getByTestId('gallery-item-author').getAttribute('href')).toBe('/user/ada');
  });

  it('renders comments as text, and sends a signed-out visitor to sign in to like', async () => {
    const { router, http } = render(null);
    expect((await screen.findByTestId('gallery-comment-text')).textContent).toBe('<i>comment c1</i>');
    expect(screen.queryByTestId('gallery-comment-input')).toBeNull();
    fireEvent.click(await likeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(http.calls.some((c) => c.path.endsWith('/like'))).toBe(false);
  });

  it('toggles the like of a signed-in user with the server’s count', async () => {
    const { http } = render(aUser());
    http.answer('PUT', `/api/gallery/${HASH}/like`, { likes: 4, liked: true });
    http.answer('DELETE', `/api/gallery/${HASH}/like`, { likes: 3, liked: false });
    const like = await likeButton();
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('data-liked')).toBe('true'));
    expect(screen.getByTestId('gallery-likes').textContent).toBe('4');
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('data-liked')).toBe('false'));
    expect(screen.getByTestId('gallery-likes').textContent).toBe('3');
  });

  it('puts the like back when the server refuses it', async () => {
    const { http } = render(aUser());
    http.answer('PUT', `/api/gallery/${HASH}/like`, () => {
      throw new Error('offline');
    });
    const like = await likeButton();
    fireEvent.click(like);
    await waitFor(() => expect(screen.getByTestId('gallery-likes').textContent).toBe('3'));
    expect(like.getAttribute('data-liked')).toBe('false');
  });

  it('lets a signed-in user comment and delete where the server allows it', async () => {
    const { http } = render(aUser());
    let sent: unknown;
    http.answer('POST', `/api/gallery/${HASH}/comments`, (options?: RequestOptions) => {
      sent = options?.body;
      return comment('c2', true);
    });
    http.answer('DELETE', `/api/gallery/${HASH}/comments/c1`, undefined);
    await screen.findByTestId('gallery-comment');
    fireEvent.change(screen.getByTestId('gallery-comment-input'), { target: { value: '  Nice  ' } });
    fireEvent.click(screen.getByTestId('gallery-comment-send'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-comment')).toHaveLength(2));
    expect(sent).toEqual({ text: 'Nice' });
    fireEvent.click(screen.getAllByTestId('gallery-comment-delete')[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('gallery-comment')).toHaveLength(1));
    expect(screen.getByTestId('gallery-comment-text').textContent).toBe('<i>comment c2</i>');
  });

  it('offers staff pick and unpublish with a reason; non-staff see neither', async () => {
    const first = render(aUser());
    await screen.findByTestId('gallery-like');
    expect(screen.queryByTestId('gallery-staff')).toBeNull();
    first.unmount();

    const { http } = render(aUser({ isStaff: true }));
    const bodies: unknown[] = [];
    http.answer('PATCH', `/api/gallery/${HASH}`, (options?: RequestOptions) => {
      bodies.push(options?.body);
      const body = options?.body as { staffPicked?: boolean; published?: boolean };
      return { staffPicked: body.staffPicked ?? false, published: body.published ?? true };
    });
    const pick = await screen.findByTestId('gallery-staff-pick');
    fireEvent.click(pick);
    await waitFor(() => expect(pick.getAttribute('data-picked')).toBe('true'));
    const unpublish = screen.getByTestId('gallery-staff-unpublish');
    expect((unpublish as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('gallery-staff-reason'), { target: { value: 'Not a surface' } });
    fireEvent.click(unpublish);
    await screen.findByTestId('gallery-staff-restore');
    expect(bodies).toEqual([{ staffPicked: true }, { published: false, reason: 'Not a surface' }]);
  });

  it('the 3D viewer’s button opens the panel and follows the like and comment counts', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'GET /api/user/public/ada': {
        username: 'ada',
        firstName: 'Ada',
        avatar: null,
        createdAt: '2026-01-01',
      },
      [`GET /api/gallery/${HASH}/comments`]: { comments: [comment('c1', true)] },
      [`PUT /api/gallery/${HASH}/like`]: { likes: 4, liked: true },
      [`POST /api/gallery/${HASH}/comments`]: comment('c2', true),
    });
    renderApp('/item', {
      http,
      routes: [{ path: '/item', element: <GalleryItemButton shared={shared} title="Land" /> }],
    });
    const open = await screen.findByTestId('gallery-item-open');
    expect(open.textContent).toBe('31');
    fireEvent.click(open);
    fireEvent.click(await likeButton());
    await waitFor(() => expect(open.textContent).toBe('41'));
    fireEvent.change(await screen.findByTestId('gallery-comment-input'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByTestId('gallery-comment-send'));
    await waitFor(() => expect(open.textContent).toBe('42'));
  });
});
