// "Request this format" beside an upload the server refused as an unsupported file type (part 3 §2
// "request additional file"): it opens the additional-file dialog with the extension filled in.
import { featureFlagDefaults } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/router/index.ts';
import { aUser, fakeHttp } from '../../test/fakeHttp.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { scriptedTransport } from '../library/testing.ts';
import { UploadTransportContext } from '../library/uploadTransportContext.ts';

describe('request an additional file format', () => {
  it('appears for an unsupported type only and opens the dialog with the extension', async () => {
    const http = fakeHttp({ 'GET /api/user/me': aUser(), 'GET /api/files': { files: [] } });
    const { transport, pending } = scriptedTransport();
    const router = createMemoryRouter(buildRoutes(featureFlagDefaults), { initialEntries: ['/images'] });
    renderWithProviders(
      <UploadTransportContext value={transport}>
        <RouterProvider router={router} />
      </UploadTransportContext>,
      { http, locale: 'en' },
    );
    await screen.findByTestId('library-empty');
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: {
        files: [new File([new Uint8Array(8)], 'profile.XYZ'), new File([new Uint8Array(8)], 'b.x3p')],
      },
    });
    const queue = await screen.findByTestId('upload-queue');
    await act(async () => {
      pending[0]?.respond({
        status: 415,
        body: { errorCode: 'unsupported-image-type', reason: 'profile.XYZ' },
      });
      await Promise.resolve();
    });
    const items = () => within(queue).getAllByTestId('upload-item');
    await screen.findByTestId('upload-request-format');
    await act(async () => {
      pending[1]?.respond({ status: 422, body: { errorCode: 'corrupt-file' } });
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-state'))).toEqual(['error', 'error']),
    );
    // One button: the corrupt file is not a format question.
    expect(items().map((item) => within(item).queryByTestId('upload-request-format') !== null)).toEqual([
      true,
      false,
    ]);

    await act(async () => {
      fireEvent.click(screen.getByTestId('upload-request-format'));
      await Promise.resolve();
    });
    const dialog = await screen.findByTestId('support-dialog-additional-file', {}, { timeout: 15_000 });
    expect(within(dialog).getByTestId<HTMLInputElement>('support-format').value).toBe('.xyz');
  }, 30_000);
});
