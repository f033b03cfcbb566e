import type { GalleryItem } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../app/http.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp } from '../../test/render.tsx';

const item = (n: number, overrides: Partial<GalleryItem> = {}): GalleryItem => ({
  shareHash: `hash${String(n).padStart(20, '0')}`,
  title: `Surface ${n}`,
  description: null,
  searchDescription: '',
  author: { username: 'ada', avatar: null, initials: 'AL', encryption: false },
  allowSaving: false,
  comments: 2,
  likes: 5,
  views: 40,
  encrypted: false,
  forceReloadParam: '1',
  publicThumbnailType: 'auto',
  modifiedAt: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-01T10:00:00.000Z',
  twoD: false,
  categories: ['tribology'],
  technology: 'afm',
  staffPicked: false,
  ...overrides,
});

type Query = Record<string, string>;

function galleryHttp(answer: (query: Query) => { items: GalleryItem[]; hasMore: boolean }, user?: object) {
  const queries: Query[] = [];
  const http = fakeHttp({ 'GET /api/user/me': user ?? signedOut() });
  http.answer('GET', '/gallery/list', (options?: RequestOptions) => {
    const query = (options?.query ?? {}) as Query;
    queries.push(query);
    return answer(query);
  });
  return { http, queries };
}

describe('/gallery (issue 17 item 2)', () => {
  it('shows tiles with author initials, counts, the can-be-saved icon and the 2D badge', async () => {
    const { http } = galleryHttp(() => ({
      items: [item(1, { allowSaving: true }), item(2, { twoD: true })],
      hasMore: false,
    }));
    renderApp('/gallery', { http });
    const tiles = await screen.findAllByTestId('gallery-tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.textContent).toContain('Surface 1');
    expect(tiles[0]?.textContent).toContain('AL');
    expect(tiles[0]?.querySelector('[aria-label="Likes: 5"]')).not.toBeNull();
    expect(tiles[0]?.querySelector('[aria-label="Views: 40"]')).not.toBeNull();
    expect(tiles[0]?.querySelector('[data-testid="gallery-tile-savable"]')).not.toBeNull();
    expect(tiles[1]?.querySelector('[data-testid="gallery-tile-savable"]')).toBeNull();
    expect(tiles[1]?.querySelector('[data-testid="gallery-tile-2d"]')).not.toBeNull();
    expect(tiles[0]?.querySelector('a')?.getAttribute('href')).toBe(`/s/${item(1).shareHash}/surface-1`);
    expect(tiles[1]?.querySelector('a')?.getAttribute('href')).toBe(`/2d-s/${item(2).shareHash}/surface-2`);
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toContain('type=3d');
    expect(tiles[1]?.querySelector('img')?.getAttribute('src')).toContain('type=2d');
  });

  it('asks for more with offset = items shown, and stops when there are no more', async () => {
    const { http, queries } = galleryHttp((query) => {
      const offset = Number(query.offset);
      const count = offset === 0 ? 30 : 3;
      return {
        items: Array.from({ length: count }, (_, k) => item(offset + k)),
        hasMore: offset === 0,
      };
    });
    renderApp('/gallery', { http });
    expect(await screen.findAllByTestId('gallery-tile')).toHaveLength(30);
    fireEvent.click(await screen.findByTestId('gallery-more'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(33));
    expect(queries.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '30'],
      ['30', '30'],
    ]);
    expect(screen.queryByTestId('gallery-more')).toBeNull();
  });

  it('searches with the filters in the address and says so when nothing matches', async () => {
    const { http, queries } = galleryHttp((query) =>
      query.q ? { items: [], hasMore: false } : { items: [item(1)], hasMore: false },
    );
    const { router } = renderApp('/gallery', { http });
    await screen.findAllByTestId('gallery-tile');
    fireEvent.change(screen.getByTestId('gallery-q'), { target: { value: 'nowhere' } });
    fireEvent.click(screen.getByTestId('gallery-search'));
    expect(await screen.findByTestId('gallery-empty-search')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=nowhere');
    expect(queries.at(-1)).toEqual({ q: 'nowhere', offset: '0', limit: '30' });
  });

  it('has its own empty state for an empty gallery, and hides the staff-only filter from visitors', async () => {
    const { http } = galleryHttp(() => ({ items: [], hasMore: false }));
    renderApp('/gallery', { http });
    expect(await screen.findByTestId('gallery-empty-gallery')).toBeTruthy();
    expect(screen.queryByTestId('gallery-staff-only')).toBeNull();
  });

  it('offers staff the staff-only filter', async () => {
    const { http } = galleryHttp(() => ({ items: [], hasMore: false }), aUser({ isStaff: true }));
    renderApp('/gallery?staffOnly=true', { http });
    expect(await screen.findByTestId('gallery-empty-search')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('gallery-staff-only').checked).toBe(true);
  });

  it('shows the broken-image icon for a tile whose picture fails', async () => {
    const { http } = galleryHttp(() => ({ items: [item(1)], hasMore: false }));
    renderApp('/gallery', { http });
    const tile = await screen.findByTestId('gallery-tile');
    const img = tile.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(await screen.findByTestId('gallery-tile-broken')).toBeTruthy();
  });

  it('keeps a list already seen: going back shows it without asking again', async () => {
    const { http, queries } = galleryHttp(() => ({ items: [item(1)], hasMore: false }));
    const { router } = renderApp('/gallery', { http });
    await screen.findByTestId('gallery-tile');
    await router.navigate('/gallery?category=mems');
    await waitFor(() => expect(queries).toHaveLength(2));
    await router.navigate('/gallery');
    await screen.findByTestId('gallery-tile');
    // Within the stale time nothing is fetched again; the list is there at once.
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual({ category: 'mems', offset: '0', limit: '30' });
  });
});
