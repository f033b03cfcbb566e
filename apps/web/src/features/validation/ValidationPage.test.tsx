import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runClosedFormChecks } from '@asperity/core';
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
    expect(summary.textContent).toMatch(/^(\d+) of \1 checks within their tolerance \([\d,.\s]+ms\)\.$/);
    expect(Number(/^\d+/.exec(summary.textContent ?? '')?.[0])).toBe(runClosedFormChecks().length);
    const section = screen.getByTestId('validation-closed-form');
    // The sine comes first, the tilted plane second.
    const sdr = within(section).getAllByTestId('closed-form-row-Sdr')[1];
    if (!sdr) throw new Error('no Sdr row of the tilted plane');
    expect(sdr.getAttribute('data-passed')).toBe('true');
    // Gwyddion's triangulation of the 64 × 48 plane: √(1 + 0.05²) − 1 inside, level border strips across.
    const computed = Number(within(sdr).getByTestId('closed-form-computed').textContent);
    const developed =
      63 * 47 * Math.sqrt(1 + 0.05 ** 2) + 63 * Math.sqrt(1 + 0.03 ** 2) + 47 * Math.sqrt(1 + 0.04 ** 2) + 1;
    expect(Math.abs(computed / (developed / (64 * 48) - 1) - 1)).toBeLessThan(1e-9);
    // The generated reference surfaces are listed with their exact values.
    expect(within(section).getAllByTestId('closed-form-row-Sk')[0]?.getAttribute('data-passed')).toBe('true');
    expect(within(section).getAllByTestId('closed-form-row-Spd')[0]?.getAttribute('data-passed')).toBe(
      'true',
    );
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
