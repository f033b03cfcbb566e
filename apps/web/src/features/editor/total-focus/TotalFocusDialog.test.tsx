import { TOTAL_FOCUS_PATHS } from '@asperity/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import { fakeHttp } from '../../../test/fakeHttp.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TotalFocusDialog from './TotalFocusDialog.tsx';

const stored = { fileGuid: 'file-1', channel: 2, brightness: 10, contrast: -20 };

function render(answers: Record<string, unknown> = { [`GET ${TOTAL_FOCUS_PATHS.adjustments}`]: stored }) {
  const http = fakeHttp(answers);
  const onClose = vi.fn();
  renderWithProviders(<TotalFocusDialog fileGuid="file-1" onClose={onClose} />, { http });
  return { http, onClose };
}

const slider = (name: 'brightness' | 'contrast') =>
  screen.getByTestId(`total-focus-${name}`).querySelector('input') as HTMLInputElement;
const saveButton = () => screen.getByTestId<HTMLButtonElement>('total-focus-save');
const picture = () => screen.getByTestId('total-focus-picture').getAttribute('src') ?? '';

describe('TotalFocusDialog', () => {
  it('starts from the stored values and shows the image channel drawn with them', async () => {
    const { http } = render();
    await waitFor(() => expect(screen.getByTestId('total-focus-brightness-value').textContent).toBe('10'));
    expect(screen.getByTestId('total-focus-contrast-value').textContent).toBe('-20');
    expect(http.calls[0]).toMatchObject({ method: 'GET', path: TOTAL_FOCUS_PATHS.adjustments });
    const src = new URL(picture(), 'http://x');
    expect(src.pathname).toBe('/api/file/preview/file-1');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      channel: '2',
      brightness: '10',
      contrast: '-20',
    });
    expect(slider('brightness').min).toBe('-100');
    expect(slider('brightness').max).toBe('100');
  });

  it('redraws the picture with the slider values once they rest, and saves them', async () => {
    const { http, onClose } = render({
      [`GET ${TOTAL_FOCUS_PATHS.adjustments}`]: stored,
      [`PUT ${TOTAL_FOCUS_PATHS.adjustments}`]: { ...stored, brightness: 40, contrast: 75 },
    });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(slider('brightness'), { target: { value: '40' } });
    fireEvent.change(slider('contrast'), { target: { value: '75' } });
    expect(screen.getByTestId('total-focus-brightness-value').textContent).toBe('40');
    await waitFor(() => expect(picture()).toContain('brightness=40&contrast=75'));
    fireEvent.click(screen.getByTestId('total-focus-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(http.calls.at(-1)).toEqual({
      method: 'PUT',
      path: TOTAL_FOCUS_PATHS.adjustments,
      body: { fileGuid: 'file-1', brightness: 40, contrast: 75 },
    });
  });

  it('resets both sliders to 0 and closes on cancel without saving', async () => {
    const { http, onClose } = render();
    await waitFor(() => expect(screen.getByTestId('total-focus-brightness-value').textContent).toBe('10'));
    fireEvent.click(screen.getByTestId('total-focus-reset'));
    expect(screen.getByTestId('total-focus-brightness-value').textContent).toBe('0');
    expect(screen.getByTestId('total-focus-contrast-value').textContent).toBe('0');
    await waitFor(() => expect(picture()).toContain('brightness=0&contrast=0'));
    fireEvent.click(screen.getByTestId('total-focus-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(http.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says the file has no image channel to adjust (400 restriction) and offers no save', async () => {
    render({ [`GET ${TOTAL_FOCUS_PATHS.adjustments}`]: new HttpError(400, 'restriction') });
    expect((await screen.findByTestId('total-focus-failure')).textContent).toBe(
      'This file has no total focus image (2D image channel) to adjust.',
    );
    expect(screen.queryByTestId('total-focus-picture')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps the dialog open with the message when saving fails', async () => {
    const { onClose } = render({
      [`GET ${TOTAL_FOCUS_PATHS.adjustments}`]: stored,
      [`PUT ${TOTAL_FOCUS_PATHS.adjustments}`]: new HttpError(404, 'not-found'),
    });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(screen.getByTestId('total-focus-save'));
    expect((await screen.findByTestId('total-focus-failure')).textContent).toBe(
      'The requested item was not found.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the message when saving is refused", async () => {
    render({
      [`GET ${TOTAL_FOCUS_PATHS.adjustments}`]: stored,
      [`PUT ${TOTAL_FOCUS_PATHS.adjustments}`]: new HttpError(
        400,
        'invalid-request',
        'gamma must be above 0',
      ),
    });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(screen.getByTestId('total-focus-save'));
    expect((await screen.findByTestId('total-focus-failure-reason')).textContent).toBe(
      'gamma must be above 0',
    );
  });
});
