// The support dialogs' checks before sending (spec part 3 §4–§5): a signed-out sender's e-mail,
// the description, the 20 MB total of the attachments; nothing is sent while one fails; errors are
// placed per field (also the server's), and the request goes as multipart with the fields.
import { REPORT_ATTACHMENTS_MAX_BYTES } from '@asperity/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import SupportDialog from './SupportDialog.tsx';
import { fieldOfFailure, supportFormProblems } from './supportFormProblems.ts';

const sized = (name: string, size: number): File => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('supportFormProblems', () => {
  const form = { signedIn: false, description: 'Spam', email: 'a@b.org', attachmentSizes: [] };

  it('signed out: the e-mail must be valid; signed in it may be left out', () => {
    expect(supportFormProblems(form)).toEqual({});
    expect(supportFormProblems({ ...form, email: '' })).toEqual({ email: 'auth/invalid-email' });
    expect(supportFormProblems({ ...form, email: 'no at sign' })).toEqual({ email: 'auth/invalid-email' });
    expect(supportFormProblems({ ...form, signedIn: true, email: '' })).toEqual({});
    expect(supportFormProblems({ ...form, signedIn: true, email: 'typo@' })).toEqual({
      email: 'auth/invalid-email',
    });
  });

  it('a description is required and the attachments total at most 20 MB', () => {
    expect(supportFormProblems({ ...form, description: '  ' })).toEqual({ description: 'required' });
    const half = REPORT_ATTACHMENTS_MAX_BYTES / 2;
    expect(supportFormProblems({ ...form, attachmentSizes: [half, half] })).toEqual({});
    expect(supportFormProblems({ ...form, attachmentSizes: [half, half + 1] })).toEqual({
      attachments: 'attachments-too-big',
    });
  });

  it("places a server failure by its reason's field", () => {
    expect(fieldOfFailure('email')).toBe('email');
    expect(fieldOfFailure('attachments: at most 10 files')).toBe('attachments');
    expect(fieldOfFailure('id')).toBeUndefined();
    expect(fieldOfFailure(undefined)).toBeUndefined();
  });
});

describe('SupportDialog', () => {
  it('signed out: an invalid e-mail is refused before sending, a valid one sends the form', async () => {
    const http = fakeHttp({
      'GET /api/user/me': signedOut(),
      'POST /api/reports': { id: 'r-1', state: 'open' },
    });
    const close = vi.fn();
    renderWithProviders(<SupportDialog parameters={{ kind: 'report', id: 'hash-1' }} close={close} />, {
      http,
    });
    fireEvent.change(await screen.findByTestId('support-description'), {
      target: { value: 'Not a surface' },
    });
    fireEvent.change(screen.getByTestId('support-email'), { target: { value: 'visitor-at-example' } });
    fireEvent.click(screen.getByTestId('support-send'));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(http.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(close).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('support-email'), { target: { value: 'visitor@example.org' } });
    fireEvent.change(screen.getByTestId('support-attachments-input'), {
      target: { files: [sized('shot.png', 1234)] },
    });
    expect(screen.getByTestId('support-attachments').textContent).toContain('shot.png');
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    const post = http.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/reports');
    const body = post?.body as FormData;
    expect([body.get('description'), body.get('email'), body.get('id')]).toEqual([
      'Not a surface',
      'visitor@example.org',
      'hash-1',
    ]);
    expect((body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['shot.png']);
  });

  it('attachments over 20 MB in total are refused before sending', async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'POST /api/support/technical': { id: 't', state: 'open' },
    });
    renderWithProviders(<SupportDialog parameters={{ kind: 'technical-support' }} close={vi.fn()} />, {
      http,
    });
    fireEvent.change(await screen.findByTestId('support-description'), {
      target: { value: 'Black 3D view' },
    });
    fireEvent.change(screen.getByTestId('support-attachments-input'), {
      target: { files: [sized('a.bin', 12_000_000), sized('b.bin', 8_000_001)] },
    });
    fireEvent.click(screen.getByTestId('support-send'));
    expect((await screen.findByTestId('support-attachments-total')).textContent).toBe(
      'The attachments are too big: at most 20 MB in total.',
    );
    expect(http.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's code on its field and stays open", async () => {
    const http = fakeHttp({
      'GET /api/user/me': aUser(),
      'POST /api/support/additional-file': new HttpError(413, 'attachments-too-big', 'attachments'),
    });
    const close = vi.fn();
    renderWithProviders(
      <SupportDialog parameters={{ kind: 'additional-file', format: '.xyz' }} close={close} />,
      { http },
    );
    expect((await screen.findByTestId<HTMLInputElement>('support-format')).value).toBe('.xyz');
    // Signed in (once the session is known): no e-mail field, the account's address is used.
    await waitFor(() => expect(screen.queryByTestId('support-email')).toBeNull());
    fireEvent.change(screen.getByTestId('support-description'), { target: { value: 'Our profiler' } });
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() =>
      expect(screen.getByTestId('support-attachments-total').textContent).toBe(
        'The attachments are too big: at most 20 MB in total.',
      ),
    );
    expect((http.calls.find((c) => c.method === 'POST')?.body as FormData).get('format')).toBe('.xyz');
    expect(close).not.toHaveBeenCalled();
  });

  it('opens from the help page as the technical-support dialog', { timeout: 30_000 }, async () => {
    renderApp('/help', {
      http: fakeHttp({ 'GET /api/user/me': signedOut(), 'GET /api/forum': { configured: false } }),
    });
    const open = await screen.findByTestId('technical-support-open');
    // The dialog suspends while its code loads: let React finish inside act.
    await act(async () => {
      fireEvent.click(open);
      await Promise.resolve();
    });
    // The dialog's code is loaded on first open.
    expect(
      await screen.findByTestId('support-dialog-technical-support', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('support-email')).toBeTruthy();
  });
});
