import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ToastArea } from './ToastArea.tsx';
import { ToastStore } from './ToastStore.ts';
import { toastTimings } from './toastTimings.ts';
import { useToasts } from './useToasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastStore (spec part 1 §4, §9)', () => {
  it('uses the spec timings: 5000 ms default time-out, 400 ms accent', () => {
    expect(toastTimings).toEqual({ ttl: 5000, accent: 400 });
  });

  it('removes a toast after the default 5000 ms', () => {
    const store = new ToastStore(toastTimings);
    store.add('common.ok');
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]!.options.ttl).toBe(5000);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps one toast for the same tag and title, flashes the accent for 400 ms and restarts the time-out', () => {
    const store = new ToastStore(toastTimings);
    const first = store.add('upload.done', { tag: 'upload', data: { type: 'success' } });
    expect(store.getSnapshot()[0]!.options.accent).toBe(false);

    vi.advanceTimersByTime(3000);
    const second = store.add('upload.done', { tag: 'upload', data: { type: 'success' } });
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]!.options.accent).toBe(true);

    vi.advanceTimersByTime(399);
    expect(store.getSnapshot()[0]!.options.accent).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]!.options.accent).toBe(false);

    // 5000 ms after the first add it would have gone; the repeat restarted the clock.
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(4999 - 2400);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('shows separate toasts for a different tag or a different title', () => {
    const store = new ToastStore(toastTimings);
    store.add('a', { tag: 'x' });
    store.add('a', { tag: 'y' });
    store.add('b', { tag: 'x' });
    expect(store.getSnapshot().map((t) => `${t.titleId}/${t.options.tag}`)).toEqual(['a/x', 'a/y', 'b/x']);
  });

  it('never removes a toast with a negative ttl by itself', () => {
    const store = new ToastStore(toastTimings);
    const id = store.add('connection.lost', { ttl: -1 });
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom ttl', () => {
    const store = new ToastStore(toastTimings);
    store.add('short', { ttl: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

function AddButton({ titleId }: { titleId: string }) {
  const { addToast } = useToasts();
  return (
    <button type="button" onClick={() => addToast(titleId, { tag: 't', data: { type: 'error' } })}>
      add
    </button>
  );
}

describe('ToastArea', () => {
  it('renders toasts with their text, type and accent, and removes them on time', () => {
    renderWithProviders(
      <>
        <AddButton titleId="common.error.something_went_wrong" />
        <ToastArea />
      </>,
    );
    const area = screen.getByTestId('toast-area');
    act(() => screen.getByText('add').click());
    const toast = screen.getByTestId('toast');
    expect(area.contains(toast)).toBe(true);
    expect(toast.textContent).toContain('Something went wrong, please try again or request support.');
    expect(toast.getAttribute('data-type')).toBe('error');
    expect(toast.getAttribute('data-accent')).toBe('false');

    act(() => screen.getByText('add').click());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').getAttribute('data-accent')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByTestId('toast').getAttribute('data-accent')).toBe('false');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
