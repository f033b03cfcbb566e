import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ProgressIndicator } from './ProgressIndicator.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const indicator = () => screen.queryByTestId('progress-indicator');

describe('ProgressIndicator (spec part 1 §9)', () => {
  it('appears only after 500 ms', () => {
    renderWithProviders(<ProgressIndicator active />);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(indicator()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(indicator()).not.toBeNull();
  });

  it('never appears for work shorter than 500 ms', () => {
    const { rerender } = renderWithProviders(<ProgressIndicator active />);
    act(() => {
      vi.advanceTimersByTime(450);
    });
    rerender(<ProgressIndicator active={false} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(indicator()).toBeNull();
  });

  it('stays at least 200 ms once shown', () => {
    const { rerender } = renderWithProviders(<ProgressIndicator active />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(indicator()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender(<ProgressIndicator active={false} />);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(indicator()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(indicator()).toBeNull();
  });

  it('hides at once when the work ends after the minimum time', () => {
    const { rerender } = renderWithProviders(<ProgressIndicator active />);
    act(() => {
      vi.advanceTimersByTime(500 + 1000);
    });
    rerender(<ProgressIndicator active={false} />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(indicator()).toBeNull();
  });

  it('is determinate with a progress number and indeterminate without', () => {
    const { rerender } = renderWithProviders(<ProgressIndicator active progress={42} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(indicator()!.getAttribute('data-variant')).toBe('determinate');
    expect(indicator()!.getAttribute('aria-valuenow')).toBe('42');
    rerender(<ProgressIndicator active />);
    expect(indicator()!.getAttribute('data-variant')).toBe('indeterminate');
  });
});
