import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ChunkLoadError, isChunkLoadError } from './ChunkLoadError.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { loadWithTimeout } from './loadWithTimeout.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function Broken(): never {
  throw new Error('panel exploded');
}

const renderBroken = () =>
  renderWithProviders(
    <ErrorBoundary fallback={(error) => <ErrorPanel error={error} />}>
      <Broken />
    </ErrorBoundary>,
  );

describe('error boundary and panel (spec part 1 §8)', () => {
  it('shows the generic error instead of a failed panel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBroken();
    const panel = screen.getByTestId('error-panel');
    expect(panel.textContent).toContain('Something went wrong, please try again or request support.');
    fireEvent.click(panel);
    expect(screen.queryByTestId('error-details')).toBeNull();
  });

  it('expands the details on click in debug mode (?debug=1)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?debug=1');
    renderBroken();
    fireEvent.click(screen.getByTestId('error-panel'));
    expect(screen.getByTestId('error-details').textContent).toContain('panel exploded');
  });

  it('shows the chunk-load message for a chunk that never arrived', () => {
    renderWithProviders(<ErrorPanel error={new ChunkLoadError('x')} />);
    expect(screen.getByTestId('error-panel').getAttribute('data-error-kind')).toBe('chunk-load');
    expect(screen.getByTestId('error-panel').textContent).toMatch(/could not be loaded/i);
  });

  it('fails a chunk load after 120 seconds', async () => {
    vi.useFakeTimers();
    const load = loadWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = load().catch((error: unknown) => error);
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(isChunkLoadError(await outcome)).toBe(true);
  });

  it('turns a failed import into a chunk-load error and passes successes through', async () => {
    await expect(
      loadWithTimeout(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')),
      )(),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadWithTimeout(() => Promise.resolve(42))()).resolves.toBe(42);
  });
});
