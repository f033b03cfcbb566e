import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ClosureNoticeOverlay, ClosureNoticeView } from './ClosureNoticeOverlay.tsx';

afterEach(() => sessionStorage.clear());

describe('closure notice overlay', () => {
  it('shows the text the server holds, read from the public setting', async () => {
    const text = 'Asperity closes on 31 March 2027.';
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'GET /api/config/closure-notice': { text, updatedAt: '2026-11-27T05:00:00.000Z' },
    });
    renderWithProviders(<ClosureNoticeOverlay />, { http });
    expect((await screen.findByTestId('closure-notice-text')).textContent).toBe(text);
  });

  it('is not shown when the server has no notice, or cannot be asked', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'GET /api/config/closure-notice': { text: null, updatedAt: null },
    });
    renderWithProviders(<ClosureNoticeOverlay />, { http });
    await waitFor(() => expect(http.calls.some((c) => c.path === '/api/config/closure-notice')).toBe(true));
    expect(screen.queryByTestId('closure-notice')).toBeNull();
    renderWithProviders(<ClosureNoticeOverlay />);
    expect(screen.queryByTestId('closure-notice')).toBeNull();
  });

  it('shows the custom text and goes away on dismiss, also on the next render', () => {
    const text = 'We close on 31 March 2027.';
    const { unmount } = renderWithProviders(<ClosureNoticeView text={text} />);
    expect(screen.getByTestId('closure-notice-text').textContent).toBe(text);
    fireEvent.click(screen.getByTestId('closure-notice-dismiss'));
    expect(screen.queryByTestId('closure-notice')).toBeNull();
    unmount();
    renderWithProviders(<ClosureNoticeView text={text} />);
    expect(screen.queryByTestId('closure-notice')).toBeNull();
  });

  it('shows a changed text again after an earlier one was dismissed', () => {
    sessionStorage.setItem('asperity.closureNoticeDismissed', 'old text');
    renderWithProviders(<ClosureNoticeView text="new text" />);
    expect(screen.getByTestId('closure-notice-text').textContent).toBe('new text');
  });
});
