import { describe, expect, it } from 'vitest';
import {
  printableWithStandardFonts,
  tableCsv,
  tableCsvBlob,
  tablePdfBlob,
  type ExportTable,
} from './exportTable.ts';

// A real 1 × 1 PNG (red pixel): PNG signature, IHDR, IDAT, IEND.
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const table: ExportTable = {
  title: 'Areal parameters',
  columns: ['Parameter', 'Value', 'Unit'],
  rows: [
    ['Sa', '0.1234', 'µm'],
    ['Note, "quoted"', 'line\nbreak', ''],
    ['Sdr', 12.5, '%'],
  ],
};

const latin1 = (bytes: Uint8Array): string => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('table CSV (spec part 1 §9)', () => {
  it('starts with the BOM, ends every row with CRLF and quotes commas, quotes and line breaks', () => {
    expect(tableCsv(table)).toBe(
      '\uFEFFParameter,Value,Unit\r\n' +
        'Sa,0.1234,µm\r\n' +
        '"Note, ""quoted""","line\nbreak",\r\n' +
        'Sdr,12.5,%\r\n',
    );
  });

  it('encodes as UTF-8 with the BOM bytes EF BB BF first', async () => {
    const blob = tableCsvBlob({ columns: ['x'], rows: [['µ']] });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes)).toEqual([0xef, 0xbb, 0xbf, 0x78, 0x0d, 0x0a, 0xc2, 0xb5, 0x0d, 0x0a]);
  });
});

describe('table PDF', () => {
  it('is a PDF document holding the table text', async () => {
    const blob = tablePdfBlob({ ...table, rows: [['Sa', '0.1234', 'µm']] });
    expect(blob.type).toBe('application/pdf');
    const text = latin1(new Uint8Array(await blob.arrayBuffer()));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('embeds the picture it is given as an image XObject', async () => {
    const withImage = latin1(
      new Uint8Array(
        await tablePdfBlob(table, { image: { png: ONE_PIXEL_PNG, width: 1, height: 1 } }).arrayBuffer(),
      ),
    );
    const without = latin1(new Uint8Array(await tablePdfBlob(table).arrayBuffer()));
    expect(withImage).toContain('/Subtype /Image');
    expect(without).not.toContain('/Subtype /Image');
  });
});

describe('printableWithStandardFonts', () => {
  it('accepts Latin-1 unit symbols and refuses Japanese and Chinese', () => {
    expect(printableWithStandardFonts({ title: 'Å µm² µin', columns: ['a'], rows: [['–']] })).toBe(true);
    expect(printableWithStandardFonts({ title: '面粗さ', columns: ['a'], rows: [] })).toBe(false);
    expect(printableWithStandardFonts({ title: 't', columns: ['参数'], rows: [] })).toBe(false);
  });
});
