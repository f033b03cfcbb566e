import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PrintReportDialog } from './PrintReportDialog.tsx';

const file = { fileGuid: 'g1', channel: 0, forkHash: 'f'.repeat(64) };

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PrintReportDialog', () => {
  it('asks for the chosen sections and parameters of the fork shown, and previews the PDF', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="a report.pdf"',
          },
        }),
      ),
    );
    renderWithProviders(<PrintReportDialog file={file} onClose={() => undefined} fetch={fetch} />);
    fireEvent.click(screen.getByTestId('print-report-section-view3d'));
    fireEvent.change(screen.getByTestId('print-report-parameters'), { target: { value: 'Sq, Sa' } });
    fireEvent.click(screen.getByTestId('print-report-preview-button'));
    const frame = await screen.findByTestId('print-report-preview');
    expect(frame.getAttribute('src')).toBe('blob:report');
    const [url] = fetch.mock.calls[0] as unknown as [string];
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('forkHash')).toBe(file.forkHash);
    expect(query.get('sections')).toBe('properties,map,parameters,chart,history');
    expect(query.get('parameters')).toBe('Sq,Sa');
    // Changing the choice drops the preview that no longer matches it.
    fireEvent.click(screen.getByTestId('print-report-section-history'));
    expect(screen.queryByTestId('print-report-preview')).toBeNull();
  });

  it('says why a report could not be made', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ errorCode: 'plan-required' }), {
          status: 402,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    renderWithProviders(<PrintReportDialog file={file} onClose={() => undefined} fetch={fetch} />);
    fireEvent.click(screen.getByTestId('print-report-download'));
    await waitFor(() => expect(screen.getByTestId('print-report-failure')).toBeTruthy());
    expect(screen.queryByTestId('print-report-preview')).toBeNull();
  });
});
