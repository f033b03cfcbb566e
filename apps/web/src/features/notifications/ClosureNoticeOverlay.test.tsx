import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ClosureNoticeOverlay } from './ClosureNoticeOverlay.tsx';

afterEach(() => sessionStorage.clear());

describe('closure notice overlay', () => {
  it('is not shown without a text', () => {
    renderWithProviders(<ClosureNoticeOverlay text="" />);
    expect(screen.queryByTestId('closure-notice')).toBeNull();
  });

  it('shows the custom text and goes away on dismiss, also on the next render', () => {
    const text = 'We close on 31 March 2027.';
    const { unmount } = renderWithProviders(<ClosureNoticeOverlay text={text} />);
    expect(screen.getByTestId('closure-notice-text').textContent).toBe(text);
    fireEvent.click(screen.getByTestId('closure-notice-dismiss'));
    expect(screen.queryByTestId('closure-notice')).toBeNull();
    unmount();
    renderWithProviders(<ClosureNoticeOverlay text={text} />);
    expect(screen.queryByTestId('closure-notice')).toBeNull();
  });

  it('shows a changed text again after an earlier one was dismissed', () => {
    sessionStorage.setItem('asperity.closureNoticeDismissed', 'old text');
    renderWithProviders(<ClosureNoticeOverlay text="new text" />);
    expect(screen.getByTestId('closure-notice-text').textContent).toBe('new text');
  });
});
