import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import { ValidationPage } from './ValidationPage.tsx';

describe('ValidationPage', () => {
  it('shows each parameter with its measured agreement with Gwyddion 2.62', () => {
    renderWithProviders(<ValidationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How the parameters are validated');
    const sq = screen.getByTestId('validation-row-Sq');
    expect(within(sq).getByTestId('validation-agreement').textContent).toBe(
      'identical on all 6 fields (Gwyddion: get_stats rms)',
    );
    expect(within(sq).getByText('Identical')).toBeTruthy();
    const ra = within(screen.getByTestId('validation-profile')).getByTestId('validation-row-Ra');
    expect(within(ra).getByTestId('validation-agreement').textContent).toMatch(/gwy_data_line_get_ra/);
    expect(within(screen.getByTestId('validation-tools')).getByText('Volume')).toBeTruthy();
  });

  it('runs the closed-form checks in the browser and shows each expected and computed value', async () => {
    renderWithProviders(<ValidationPage />);
    const summary = await screen.findByTestId('closed-form-summary');
    expect(summary.textContent).toMatch(/^17 of 17 checks within their tolerance \(\d+ ms\)\.$/);
    const section = screen.getByTestId('validation-closed-form');
    const sdr = within(section).getByTestId('closed-form-row-Sdr');
    expect(sdr.getAttribute('data-passed')).toBe('true');
    // √(1 + 0.05²) − 1, computed by the analysis on the tilted plane, within 1e-9.
    const computed = Number(within(sdr).getByTestId('closed-form-computed').textContent);
    expect(Math.abs(computed / (Math.sqrt(1 + 0.05 ** 2) - 1) - 1)).toBeLessThan(1e-9);
    expect(sdr.textContent).toMatch(/relative \d\.\de-\d+ \(≤ 1e-9\)/);
    expect(within(sdr).getByText('Pass')).toBeTruthy();
  });

  it('is the public page at /validation, in Japanese too', async () => {
    renderApp('/validation', { locale: 'ja' });
    // The site screens are a lazy chunk: on a busy machine its first import takes seconds.
    expect(await screen.findByTestId('validation-page', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('パラメーターの検証方法');
  });
});
