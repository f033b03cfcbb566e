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

  it('is the public page at /validation, in Japanese too', async () => {
    renderApp('/validation', { locale: 'ja' });
    // The site screens are a lazy chunk: on a busy machine its first import takes seconds.
    expect(await screen.findByTestId('validation-page', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('パラメーターの検証方法');
  });
});
