import { describe, expect, it } from 'vitest';
import { chartCsvBlob, chartRows, standaloneSvg } from './exportChart.ts';

describe('chartRows', () => {
  it('puts x first and one column per series; NaN becomes an empty field', () => {
    expect(
      chartRows(
        [0, 1e-6],
        [
          [1, NaN],
          [3, 4],
        ],
      ),
    ).toEqual([
      [0, 1, 3],
      [1e-6, null, 4],
    ]);
  });
});

describe('chart CSV', () => {
  it('is the BOM, a header row and CRLF-terminated data rows', async () => {
    const blob = chartCsvBlob({
      columns: ['Distance (µm)', 'Height (µm)'],
      rows: chartRows([0, 0.5], [[1.5, NaN]]),
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe('\uFEFFDistance (µm),Height (µm)\r\n0,1.5\r\n0.5,\r\n');
  });
});

describe('standaloneSvg', () => {
  it('gives a standalone SVG with its namespace, size and a white background first', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<svg width="320" height="200"><path class="line" d="M0 0L10 10" style="fill:none"></path></svg>';
    document.body.appendChild(host);
    const svg = host.querySelector('svg') as SVGSVGElement;
    const { text, width, height } = standaloneSvg(svg);
    host.remove();
    expect(width).toBe(320);
    expect(height).toBe(200);
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(parsed.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(parsed.getAttribute('viewBox')).toBe('0 0 320 200');
    expect(parsed.firstElementChild?.tagName.toLowerCase()).toBe('rect');
    expect(parsed.firstElementChild?.getAttribute('fill')).toBe('#ffffff');
    expect(parsed.querySelector('path')?.getAttribute('d')).toBe('M0 0L10 10');
    // The original chart is left untouched.
    expect(svg.querySelector('rect')).toBeNull();
  });
});
