import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TrialNotice } from './TrialNotice.tsx';

// Midday UTC, so the calendar day is the same in every time zone the tests may run in.
const end = '2099-06-15T12:00:00.000Z';

describe('TrialNotice', () => {
  it('says until when the Advanced trial runs, in English, Japanese and Chinese', () => {
    const { unmount } = renderWithProviders(<TrialNotice trialEndsAt={end} />);
    expect(screen.getByTestId('trial-notice').textContent).toBe('Advanced trial until June 15, 2099');
    unmount();
    const ja = renderWithProviders(<TrialNotice trialEndsAt={end} />, { locale: 'ja' });
    expect(screen.getByTestId('trial-notice').textContent).toBe(
      'アドバンストプランのお試し期間：2099年6月15日 まで',
    );
    ja.unmount();
    renderWithProviders(<TrialNotice trialEndsAt={end} />, { locale: 'zh' });
    expect(screen.getByTestId('trial-notice').textContent).toBe('Advanced 试用期至 2099年6月15日');
  });

  it('shows nothing without a trial or with an end that is not a date', () => {
    renderWithProviders(
      <>
        <TrialNotice trialEndsAt={null} />
        <TrialNotice trialEndsAt={undefined} />
        <TrialNotice trialEndsAt="not a date" />
      </>,
    );
    expect(screen.queryByTestId('trial-notice')).toBeNull();
  });
});
