import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DialogProvider } from './DialogProvider.tsx';
import type { DialogsApi } from './DialogsContext.ts';
import { TEXT_INPUT_DIALOG, textInputDialog } from './textInputDialog.ts';
import type { TextInputDialogParameters } from './TextInputDialog.tsx';
import { useDialogs } from './useDialogs.ts';

function Capture({ onApi }: { onApi: (api: DialogsApi) => void }) {
  const api = useDialogs();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

async function openTextDialog(parameters: Partial<TextInputDialogParameters> = {}) {
  let api: DialogsApi | undefined;
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DialogProvider registry={{ [TEXT_INPUT_DIALOG]: textInputDialog }}>
          <Capture onApi={(value) => (api = value)} />
        </DialogProvider>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  let result: Promise<string | undefined> | undefined;
  act(() => {
    result = api!.openDialog<string>(TEXT_INPUT_DIALOG, { titleId: 'common.ok', ...parameters });
  });
  const input = await screen.findByTestId<HTMLInputElement>('text-dialog-input');
  const ok = () => screen.getByTestId<HTMLButtonElement>('dialog-ok');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const enter = () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  return { input, ok, type, enter, result: result! };
}

/** True once the dialog has been closed (its promise settled) within a few ticks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return done;
}

describe('generic single-line text dialog (spec part 1 §2)', () => {
  it('shows the initial value and submits with Enter when not empty', async () => {
    const { input, enter, result } = await openTextDialog({ initialValue: 'Wafer 7' });
    expect(input.value).toBe('Wafer 7');
    enter();
    await expect(result).resolves.toBe('Wafer 7');
  });

  it('treats whitespace-only text as empty: Enter does nothing and OK is disabled', async () => {
    const { type, enter, ok, result } = await openTextDialog();
    expect(ok().disabled).toBe(true);
    type('   \t ');
    enter();
    expect(await settled(result)).toBe(false);
    expect(ok().disabled).toBe(true);
    type('  name  ');
    expect(ok().disabled).toBe(false);
    fireEvent.click(ok());
    await expect(result).resolves.toBe('name');
  });

  it('disables OK and ignores Enter while the validator rejects, showing why', async () => {
    const validator = (value: string) => (value.includes('/') ? 'common.text.too_long' : undefined);
    const { type, enter, ok, result } = await openTextDialog({ validator, maxLength: 9 });
    type('a/b');
    expect(ok().disabled).toBe(true);
    expect(screen.getByText('At most 9 characters')).toBeTruthy();
    enter();
    expect(await settled(result)).toBe(false);
    type('ab');
    expect(ok().disabled).toBe(false);
    enter();
    await expect(result).resolves.toBe('ab');
  });

  it('applies the maximum length to the field and rejects a longer value', async () => {
    const { input, ok } = await openTextDialog({ maxLength: 5, initialValue: 'toolong' });
    expect(input.maxLength).toBe(5);
    expect(ok().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'short' } });
    expect(ok().disabled).toBe(false);
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it('is busy while the submit work runs (OK disabled), then closes with the value', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = () => new Promise<void>((resolve) => (finish = resolve));
    const { enter, ok, result } = await openTextDialog({ initialValue: 'x', onSubmit });
    enter();
    await waitFor(() => expect(ok().disabled).toBe(true));
    expect(await settled(result)).toBe(false);
    act(() => finish());
    await expect(result).resolves.toBe('x');
  });

  it('stays open with the catalogue message when the submit work fails', async () => {
    const onSubmit = () => Promise.reject(new HttpError(409, 'name-already-exists'));
    const { enter, ok, result } = await openTextDialog({ initialValue: 'x', onSubmit });
    enter();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(ok().disabled).toBe(false);
    expect(await settled(result)).toBe(false);
  });

  it('resolves undefined on Cancel', async () => {
    const { result } = await openTextDialog({ initialValue: 'x' });
    fireEvent.click(screen.getByTestId('dialog-cancel'));
    await expect(result).resolves.toBeUndefined();
  });
});
