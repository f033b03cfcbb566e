import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { ChartCard, chartSvgIn } from './ChartCard.tsx';

beforeEach(() => useEditorSettings.getState().reset());
afterEach(() => vi.restoreAllMocks());

describe('ChartCard', () => {
  it('renders the chart with the chart settings and changes them in its dialog', async () => {
    const seen: boolean[] = [];
    renderWithProviders(
      <ChartCard title="Height profile" data={{ columns: ['x', 'y'], rows: [[0, 1]] }}>
        {(chart) => {
          seen.push(chart.showGridLines);
          return <div data-testid="chart">{chart.markerStyle}</div>;
        }}
      </ChartCard>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('chart').textContent).toBe('distance');
    const before = useEditorSettings.getState().chart.showGridLines;
    fireEvent.click(screen.getByRole('button', { name: 'Chart options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Chart settings…' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Dot' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Grid lines' }));
    expect(useEditorSettings.getState().chart.markerStyle).toBe('dot');
    expect(useEditorSettings.getState().chart.showGridLines).toBe(!before);
    await waitFor(() => expect(screen.getByTestId('chart').textContent).toBe('dot'));
    expect(seen.at(-1)).toBe(!before);
  });

  it('exports the chart data as CSV named after the title', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chart');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(
      <ChartCard
        title="Height profile"
        data={{
          columns: ['x (µm)', 'z (µm)'],
          rows: [
            [0, 1.5],
            [1, null],
          ],
        }}
      >
        {() => <svg />}
      </ChartCard>,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chart options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['Height profile.csv']));
    const blob = created.mock.calls[0]?.[0] as Blob;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe('\uFEFFx (µm),z (µm)\r\n0,1.5\r\n1,\r\n');
  });
});

describe('chartSvgIn', () => {
  it("picks x-charts' drawing layer, else the largest SVG", () => {
    const host = document.createElement('div');
    host.innerHTML = '<svg class="icon"></svg><svg class="MuiChartsSvgLayer-root"></svg>';
    expect(chartSvgIn(host)?.getAttribute('class')).toBe('MuiChartsSvgLayer-root');
    host.innerHTML = '<svg class="small"></svg><svg class="big"></svg>';
    const [small, big] = Array.from(host.querySelectorAll('svg'));
    vi.spyOn(small as SVGSVGElement, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 10, 10));
    vi.spyOn(big as SVGSVGElement, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 200));
    expect(chartSvgIn(host)?.getAttribute('class')).toBe('big');
    expect(chartSvgIn(null)).toBeNull();
  });
});
