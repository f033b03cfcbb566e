import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../toasts/ToastArea.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { defineDialog, type DialogProps, type DialogRegistry } from './DialogDefinition.ts';
import { DialogProvider } from './DialogProvider.tsx';
import type { DialogsApi } from './DialogsContext.ts';
import { dialogDepthOf } from './dialogHistory.ts';
import { textInputDialog } from './textInputDialog.ts';
import { useDialogs } from './useDialogs.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function Hello({ parameters, close }: DialogProps<{ name: string }, string>) {
  return (
    <div>
      <p>Hello {parameters.name}</p>
      <button type="button" onClick={() => close('done')}>
        finish
      </button>
    </div>
  );
}

function Crash(): never {
  throw new Error('boom');
}

const registry: DialogRegistry = {
  hello: defineDialog<{ name: string }, string>({ load: () => Promise.resolve({ default: Hello }) }),
  wide: defineDialog<{ name: string }, string>({
    load: () => Promise.resolve({ default: Hello }),
    width: 'wide',
  }),
  crash: defineDialog({ load: () => Promise.resolve({ default: Crash }) }),
  broken: { load: () => Promise.reject(new Error('network down')) },
  input: textInputDialog,
};

/** Exposes the dialogs API to the test. */
function Capture({ onApi }: { onApi: (api: DialogsApi) => void }) {
  const api = useDialogs();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return <p>page body</p>;
}

function setup(options: { strict?: boolean; browser?: boolean } = {}) {
  let api: DialogsApi | undefined;
  const onApi = (value: DialogsApi) => {
    api = value;
  };
  const routes = [
    {
      path: '*',
      element: (
        <DialogProvider
          registry={registry}
          {...(options.strict === undefined ? {} : { strict: options.strict })}
        >
          <Capture onApi={onApi} />
          <ToastArea />
        </DialogProvider>
      ),
    },
  ];
  const router = options.browser
    ? createBrowserRouter(routes, { window })
    : createMemoryRouter(routes, { initialEntries: ['/start', '/page'] });
  renderWithProviders(<RouterProvider router={router} />);
  return {
    router,
    open: <R,>(type: string, parameters?: unknown) => {
      let promise: Promise<R | undefined> | undefined;
      act(() => {
        promise = api!.openDialog<R>(type, parameters);
      });
      return promise!;
    },
    api: () => api!,
  };
}

describe('dialog system (spec part 1 §2)', () => {
  it('opens a registered dialog with its parameters and resolves with the result', async () => {
    const { open, router } = setup();
    const result = open<string>('hello', { name: 'Ada' });
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.getByTestId('dialog-hello')).toBeTruthy();
    await waitFor(() => expect(dialogDepthOf(router.state.location.state)).toBe(1));
    fireEvent.click(screen.getByText('finish'));
    await expect(result).resolves.toBe('done');
    // Closing by a button goes back over the dialog's history entry.
    await waitFor(() => expect(dialogDepthOf(router.state.location.state)).toBe(0));
    expect(router.state.location.pathname).toBe('/page');
    // Closed → close animation → removed.
    await waitFor(() => expect(screen.queryByTestId('dialog-hello')).toBeNull());
  });

  it('closes the topmost dialog on browser back instead of leaving the page', async () => {
    const { open, router } = setup();
    const first = open<string>('hello', { name: 'first' });
    await screen.findByText('Hello first');
    await waitFor(() => expect(dialogDepthOf(router.state.location.state)).toBe(1));
    const second = open<string>('hello', { name: 'second' });
    await screen.findByText('Hello second');
    await waitFor(() => expect(dialogDepthOf(router.state.location.state)).toBe(2));

    await act(() => router.navigate(-1));
    await expect(second).resolves.toBeUndefined();
    expect(router.state.location.pathname).toBe('/page');
    await waitFor(() => expect(screen.queryByText('Hello second')).toBeNull());
    expect(screen.getByText('Hello first')).toBeTruthy();

    await act(() => router.navigate(-1));
    await expect(first).resolves.toBeUndefined();
    expect(router.state.location.pathname).toBe('/page');
    await waitFor(() => expect(screen.queryByText('Hello first')).toBeNull());
    expect(screen.getByText('page body')).toBeTruthy();

    // With no dialog open, back leaves the page as usual.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('closes the topmost dialog when the real browser history goes back', async () => {
    window.history.replaceState(null, '', '/start');
    window.history.pushState(null, '', '/page');
    const { open, router } = setup({ browser: true });
    const result = open('hello', { name: 'Ada' });
    await screen.findByText('Hello Ada');
    await waitFor(() =>
      expect(dialogDepthOf((window.history.state as { usr?: unknown } | null)?.usr)).toBe(1),
    );
    // happy-dom dispatches popstate from a task, like browsers do: poll for the dialog to go
    // rather than sleeping a fixed delay, which a loaded machine can outlast.
    act(() => window.history.back());
    // The close runs its exit transition before removal; 5 s covers a saturated CI machine.
    await waitFor(() => expect(screen.queryByTestId('dialog-hello')).toBeNull(), { timeout: 5000 });
    await expect(result).resolves.toBeUndefined();
    expect(window.location.pathname).toBe('/page');
    expect(router.state.location.pathname).toBe('/page');
    router.dispose();
  });

  it('marks a closing dialog closed before removing it after the animation', async () => {
    const { open } = setup();
    void open('hello', { name: 'Ada' });
    await screen.findByText('Hello Ada');
    expect(screen.getByTestId('dialog-hello').getAttribute('data-closed')).toBe('false');
    fireEvent.click(screen.getByText('finish'));
    expect(screen.getByTestId('dialog-hello').getAttribute('data-closed')).toBe('true');
    await waitFor(() => expect(screen.queryByTestId('dialog-hello')).toBeNull(), { timeout: 5000 });
  });

  it('sizes dialogs 320 by default and 480 when wide', async () => {
    const { open } = setup();
    void open('hello', { name: 'a' });
    void open('wide', { name: 'b' });
    await screen.findByText('Hello b');
    const paper = (type: string) => screen.getByTestId(`dialog-${type}`).querySelector('.MuiDialog-paper')!;
    expect(getComputedStyle(paper('hello')).width).toBe('320px');
    expect(getComputedStyle(paper('wide')).width).toBe('480px');
  });

  it('shows the generic error toast and closes a dialog that crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { open } = setup();
    const result = open('crash');
    await expect(result).resolves.toBeUndefined();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Something went wrong');
    expect(toast.getAttribute('data-type')).toBe('error');
    await waitFor(() => expect(screen.queryByTestId('dialog-crash')).toBeNull());
  });

  it('only logs a dialog whose code fails to load, and closes it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { open } = setup();
    await expect(open('broken')).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith('Dialog "broken" could not be loaded', expect.any(Error));
    expect(screen.queryByTestId('toast')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('dialog-broken')).toBeNull());
  });

  it('treats an unknown type as a developer error: thrown in development', () => {
    const { api } = setup({ strict: true });
    expect(() => api().openDialog('no-such-dialog')).toThrow('Unknown dialog type "no-such-dialog"');
  });

  it('treats an unknown type as a developer error: logged in production', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = setup({ strict: false });
    await expect(api().openDialog('no-such-dialog')).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Unknown dialog type "no-such-dialog"' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
