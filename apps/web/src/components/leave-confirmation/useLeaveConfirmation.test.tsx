import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render.tsx';
import { useLeaveConfirmation } from './useLeaveConfirmation.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A confirm() that a person answers after a second (the answer comes with time passing). */
const person = (answer: boolean) =>
  vi.fn(() => {
    vi.setSystemTime(Date.now() + 1000);
    return answer;
  });

function Editor({ dirty, confirm }: { dirty: boolean; confirm: (message: string) => boolean }) {
  useLeaveConfirmation(dirty, 'Unsaved changes — leave?', { confirm });
  return <p>editor</p>;
}

function setup(confirm: (message: string) => boolean, dirty = true) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <p>list</p> },
      { path: '/edit', element: <Editor dirty={dirty} confirm={confirm} /> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveConfirmation (spec part 1 §2, part 3 §4)', () => {
  it('asks before a route change and stays when the answer is no', async () => {
    const confirm = person(false);
    const router = setup(confirm);
    await act(() => router.navigate('/list'));
    expect(confirm).toHaveBeenCalledWith('Unsaved changes — leave?');
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByText('editor')).toBeTruthy();
  });

  it('leaves when the answer is yes', async () => {
    const router = setup(person(true));
    await act(() => router.navigate('/list'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('pushes the browser forward again when a back navigation is blocked', async () => {
    const answers = [false, true];
    const confirm = vi.fn(() => {
      vi.setSystemTime(Date.now() + 1000);
      return answers.shift() ?? true;
    });
    const router = createMemoryRouter(
      [
        { path: '/list', element: <p>list</p> },
        { path: '/edit', element: <Editor dirty confirm={confirm} /> },
        { path: '/other', element: <p>other</p> },
      ],
      { initialEntries: ['/list', '/edit', '/other'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate(-1);
    });
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/edit');
    // Had the history position stayed on /list, "forward" would land on /edit again; it lands on
    // /other, so the browser was pushed forward to the editor's entry.
    await act(async () => {
      await router.navigate(1);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('treats an answer faster than 200 ms as auto-accepted (suppressed dialogs)', async () => {
    const router = setup(vi.fn(() => false));
    await act(() => router.navigate('/list'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('does not block when there is nothing to lose, nor same-page history entries', async () => {
    const confirm = person(false);
    const router = setup(confirm, false);
    await act(() => router.navigate('/list'));
    expect(router.state.location.pathname).toBe('/list');
    expect(confirm).not.toHaveBeenCalled();

    const dirty = setup(confirm, true);
    await act(() => dirty.navigate('/edit', { state: { asperityDialogDepth: 1 } }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm closing the tab while there are unsaved changes', () => {
    setup(person(false));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
