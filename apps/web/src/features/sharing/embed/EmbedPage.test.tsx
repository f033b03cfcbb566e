import type { SharedFile } from '@asperity/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, signedOut } from '../../../test/fakeHttp.ts';
import { renderApp } from '../../../test/render.tsx';

const HASH = 'AbCdEfGhIjKlMnOpQrStUv';

const shared: SharedFile = {
  shareHash: HASH,
  name: 'land.x3p',
  title: 'Sample land',
  slug: 'sample-land',
  description: null,
  descriptionText: '',
  technology: 'unknown',
  publicThumbnailType: 'auto',
  kind: '3D',
  twoD: false,
  format: 'x3p',
  size: 10,
  sourceSize: 10,
  channels: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-02T00:00:00.000Z',
  permissions: { allowEditing: false, allowSaving: false, allowOriginalFileExport: false },
  canEdit: false,
  isOwner: false,
  views: 0,
  ownerName: 'ada',
  expiresAt: null,
  publiclyShared: false,
};

const api = () => fakeHttp({ 'GET /api/user/me': signedOut(), [`GET /api/shared/${HASH}`]: shared });

describe('the embeddable viewer /embed/:id', () => {
  it('shows the preview with a start button, the title and a link to the full viewer, without the app chrome', async () => {
    renderApp(`/embed/${HASH}`, { http: api() });
    const start = await screen.findByTestId('embed-start');
    expect(start.querySelector('img')?.getAttribute('src')).toMatch(
      new RegExp(`^/api/file/preview/${HASH}\\?`),
    );
    expect(await screen.findByText('Sample land')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Asperity' }).getAttribute('href')).toBe(
      `/s/${HASH}/sample-land`,
    );
    expect(screen.getByTestId('embed-page').getAttribute('data-started')).toBe('false');
    expect(screen.queryByTestId('cookie-consent-accept')).toBeNull();
  });

  it('starts at once with autostart=1 and drops the title bar with lite=1', async () => {
    renderApp(`/embed/${HASH}?autostart=1&transparent=1&lite=1`, { http: api() });
    const page = await screen.findByTestId('embed-page');
    expect(page.getAttribute('data-started')).toBe('true');
    expect(screen.queryByTestId('embed-start')).toBeNull();
    expect(screen.queryByText('Open in Asperity')).toBeNull();
  });

  it('says a removed link is no longer shared', async () => {
    renderApp(`/embed/${HASH}`, { http: fakeHttp({ 'GET /api/user/me': signedOut() }) });
    expect((await screen.findByTestId('no-longer-shared')).textContent).toContain('no longer shared');
  });
});
