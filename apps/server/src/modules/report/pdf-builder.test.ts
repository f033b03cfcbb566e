// The report writer as a batch uses it: one section per file, then the summary table; the text a
// reader extracts holds each section, its blocks and the summary's rows.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { buildReportPdf } from './pdf-builder.ts';

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('buildReportPdf', () => {
  it('writes one section per file on its own page, then the summary table', async () => {
    const pdf = await buildReportPdf({
      title: 'Batch report: run 7',
      createdAt: new Date('2026-11-27T10:00:00Z'),
      sections: ['first.sur', 'second.sur'].map((name, i) => ({
        heading: name,
        blocks: [
          { kind: 'properties' as const, title: 'Image properties', rows: [['File', name] as const] },
          { kind: 'table' as const, columns: ['Parameter', 'Value'], rows: [['Sq', `${i + 1}.5 nm`]] },
          {
            kind: 'chart' as const,
            title: 'Material ratio curve',
            xLabel: 'Material ratio (%)',
            yLabel: 'Height (nm)',
            series: { x: [0, 50, 100], y: [3, 0, -3] },
          },
          { kind: 'list' as const, title: 'Operation history', items: ['Level'], empty: 'none' },
        ],
      })),
      summary: {
        title: 'Summary',
        columns: ['File', 'Sq'],
        rows: [
          ['first.sur', '1.5 nm'],
          ['second.sur', '2.5 nm'],
        ],
      },
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(3);
    expect(text).toContain('Batch report: run 7');
    expect(text).toContain('Report date: 2026-11-27');
    expect(text.indexOf('first.sur')).toBeLessThan(text.indexOf('second.sur'));
    expect(text).toMatch(/Sq\s+1\.5 nm/);
    expect(text).toMatch(/Sq\s+2\.5 nm/);
    expect(text).toContain('1. Level');
    expect(text).toMatch(/Summary[\s\S]*second\.sur\s+2\.5 nm/);
    expect(text).toContain('3 / 3');
  });
});
