// Exports of a results table (spec part 1 §9, part 3 §9): CSV through the contract's writer (BOM,
// CRLF rows, RFC 4180 quoting), PDF through jsPDF, PNG drawn on a canvas. Every export carries the
// header row and the rows exactly as the table shows them.
import { toCsv, type CsvValue } from '@asperity/contract';
import { jsPDF } from 'jspdf';

export interface ExportTable {
  /** Printed above the table in PDF and PNG; CSV has no title line so spreadsheets read a grid. */
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly CsvValue[])[];
}

/** A picture placed above the table in the PDF (a chart), PNG bytes with its CSS-pixel size. */
export interface PdfImage {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export const CSV_MIME = 'text/csv;charset=utf-8';
export const PDF_MIME = 'application/pdf';
export const PNG_MIME = 'image/png';

export function tableCsv(table: Pick<ExportTable, 'columns' | 'rows'>): string {
  return toCsv([table.columns, ...table.rows]);
}

export function tableCsvBlob(table: Pick<ExportTable, 'columns' | 'rows'>): Blob {
  return new Blob([tableCsv(table)], { type: CSV_MIME });
}

const cellText = (value: CsvValue): string => (value === null || value === undefined ? '' : String(value));

// jsPDF's built-in fonts encode WinAnsi (Latin-1 plus a few typographic signs): µ, ², ³ and Å print,
// Japanese and Chinese do not. Tables with such text are embedded as their PNG picture instead.
// eslint-disable-next-line no-control-regex
const WIN_ANSI = /^[\u0000-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]*$/;

/** true when jsPDF's standard fonts can print every text of the table. */
export function printableWithStandardFonts(table: ExportTable): boolean {
  return [table.title, ...table.columns, ...table.rows.flat().map(cellText)].every((t) => WIN_ANSI.test(t));
}

const PAGE_MARGIN = 40;
const LINE_HEIGHT = 14;
const FONT_SIZE = 10;
const TITLE_SIZE = 14;

/**
 * A PDF (A4 portrait, points) with the title, the optional image scaled to the page width, then the
 * table as text (columns share the width in proportion to their longest text). When `table` holds
 * text the standard fonts cannot print, pass `tableImage` (its PNG) and it is placed instead.
 */
export function tablePdfBlob(
  table: ExportTable,
  options: { readonly image?: PdfImage; readonly tableImage?: PdfImage } = {},
): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait', compress: true });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const usable = pageWidth - 2 * PAGE_MARGIN;
  let y = PAGE_MARGIN;

  const placeImage = (image: PdfImage): void => {
    const scale = Math.min(1, usable / image.width);
    const width = image.width * scale;
    const height = image.height * scale;
    if (y + height > pageHeight - PAGE_MARGIN && y > PAGE_MARGIN) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.addImage(image.png, 'PNG', PAGE_MARGIN, y, width, height);
    y += height + LINE_HEIGHT;
  };

  const titlePrintable = WIN_ANSI.test(table.title);
  if (titlePrintable && table.title) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(TITLE_SIZE);
    doc.text(table.title, PAGE_MARGIN, y + TITLE_SIZE);
    y += TITLE_SIZE + LINE_HEIGHT;
  }
  if (options.image) placeImage(options.image);

  if (options.tableImage && !printableWithStandardFonts(table)) {
    placeImage(options.tableImage);
    return doc.output('blob');
  }

  doc.setFontSize(FONT_SIZE);
  const texts = [table.columns, ...table.rows.map((row) => row.map(cellText))];
  const widths = table.columns.map((_, i) =>
    Math.max(...texts.map((row) => doc.getTextWidth(row[i] ?? '')), FONT_SIZE),
  );
  const total = widths.reduce((a, b) => a + b, 0);
  const columnX: number[] = [];
  let x = PAGE_MARGIN;
  for (const w of widths) {
    columnX.push(x);
    x += (w / total) * usable;
  }
  texts.forEach((row, rowIndex) => {
    if (y + LINE_HEIGHT > pageHeight - PAGE_MARGIN) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.setFont('helvetica', rowIndex === 0 ? 'bold' : 'normal');
    row.forEach((text, i) => {
      const columnWidth = ((widths[i] ?? 0) / total) * usable - 4;
      const fitted = (doc.splitTextToSize(text, Math.max(columnWidth, FONT_SIZE)) as string[])[0] ?? '';
      doc.text(fitted, columnX[i] ?? PAGE_MARGIN, y + FONT_SIZE);
    });
    y += LINE_HEIGHT;
  });
  return doc.output('blob');
}

const CANVAS_FONT = '13px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const CANVAS_BOLD = `bold ${CANVAS_FONT}`;
const CELL_PAD = 8;
const ROW_HEIGHT = 22;

/** The table drawn on a canvas (white background, bold header row, ruled rows); browser only. */
export function drawTableCanvas(table: ExportTable, pixelRatio = 2): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('canvas 2D context unavailable');
  const texts = [table.columns, ...table.rows.map((row) => row.map(cellText))];
  const widths = table.columns.map(
    (_, i) =>
      Math.max(
        ...texts.map((row, r) => {
          measure.font = r === 0 ? CANVAS_BOLD : CANVAS_FONT;
          return measure.measureText(row[i] ?? '').width;
        }),
      ) +
      2 * CELL_PAD,
  );
  measure.font = CANVAS_BOLD;
  const titleWidth = table.title ? measure.measureText(table.title).width + 2 * CELL_PAD : 0;
  const width = Math.ceil(
    Math.max(
      widths.reduce((a, b) => a + b, 0),
      titleWidth,
    ),
  );
  const titleHeight = table.title ? ROW_HEIGHT + 6 : 0;
  const height = titleHeight + texts.length * ROW_HEIGHT;
  canvas.width = width * pixelRatio;
  canvas.height = height * pixelRatio;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2D context unavailable');
  ctx.scale(pixelRatio, pixelRatio);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#111111';
  if (table.title) {
    ctx.font = CANVAS_BOLD;
    ctx.fillText(table.title, CELL_PAD, ROW_HEIGHT / 2 + 3);
  }
  texts.forEach((row, r) => {
    const top = titleHeight + r * ROW_HEIGHT;
    ctx.font = r === 0 ? CANVAS_BOLD : CANVAS_FONT;
    let x = 0;
    row.forEach((text, i) => {
      ctx.fillText(text, x + CELL_PAD, top + ROW_HEIGHT / 2);
      x += widths[i] ?? 0;
    });
    ctx.strokeStyle = '#d0d0d0';
    ctx.beginPath();
    ctx.moveTo(0, top + ROW_HEIGHT - 0.5);
    ctx.lineTo(width, top + ROW_HEIGHT - 0.5);
    ctx.stroke();
  });
  return canvas;
}

export function canvasPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave no PNG'))),
      PNG_MIME,
    );
  });
}

export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** The table as a PNG picture, with its CSS-pixel size (for placing it in a PDF). */
export async function tablePng(table: ExportTable): Promise<PdfImage & { blob: Blob }> {
  const pixelRatio = 2;
  const canvas = drawTableCanvas(table, pixelRatio);
  const blob = await canvasPngBlob(canvas);
  return {
    blob,
    png: await blobBytes(blob),
    width: canvas.width / pixelRatio,
    height: canvas.height / pixelRatio,
  };
}

/** The PDF of a table, embedding its picture when the standard fonts cannot print its text. */
export async function tablePdf(table: ExportTable, image?: PdfImage): Promise<Blob> {
  const base = image ? { image } : {};
  if (printableWithStandardFonts(table)) return tablePdfBlob(table, base);
  return tablePdfBlob(table, { ...base, tableImage: await tablePng(table) });
}
