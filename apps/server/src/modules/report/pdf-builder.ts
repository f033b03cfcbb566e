// The report's PDF writer (ADR 0019): a document is a title, sections of typed blocks (property
// lists, a colour map with its colour bar, a 3D view, tables, a line chart, lists, text) and an
// optional summary table. It knows nothing of files or analyses, so one file's report and a batch's
// (one section per file, then the summary) are the same call: buildReportPdf({ sections, summary }).
// Drawn with pdfkit's vector paths and its standard Helvetica (WinAnsi): text outside that character
// set is written with "?" rather than failing the document.
import PDFDocument from 'pdfkit';
import type { ObliqueView } from './oblique-view.ts';

export interface ColorBar {
  /** Gradient stops, 0 = lowest height; r, g, b 0–255. */
  readonly stops: readonly {
    readonly stop: number;
    readonly r: number;
    readonly g: number;
    readonly b: number;
  }[];
  /** Labelled ticks, fraction 0 = lowest … 1 = highest. */
  readonly ticks: readonly { readonly fraction: number; readonly label: string }[];
  readonly unit: string;
}

export interface ChartSeries {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

export type ReportBlock =
  | {
      readonly kind: 'properties';
      readonly title?: string;
      readonly rows: readonly (readonly [string, string])[];
    }
  | { readonly kind: 'colorMap'; readonly title: string; readonly png: Buffer; readonly bar: ColorBar }
  | { readonly kind: 'view3d'; readonly title: string; readonly view: ObliqueView; readonly note?: string }
  | {
      readonly kind: 'table';
      readonly title?: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Shares of the width per column (default: equal). */
      readonly widths?: readonly number[];
    }
  | {
      readonly kind: 'chart';
      readonly title: string;
      readonly xLabel: string;
      readonly yLabel: string;
      readonly series: ChartSeries;
    }
  | {
      readonly kind: 'list';
      readonly title: string;
      readonly items: readonly string[];
      readonly empty: string;
    }
  | { readonly kind: 'text'; readonly text: string };

export interface ReportSectionContent {
  readonly heading: string;
  readonly blocks: readonly ReportBlock[];
}

export interface ReportDocument {
  readonly title: string;
  /** Printed in the header of the first page (the report's date). */
  readonly createdAt: Date;
  readonly sections: readonly ReportSectionContent[];
  /** A batch's table of every file's values, after the sections. */
  readonly summary?: {
    readonly title: string;
    readonly columns: readonly string[];
    readonly rows: readonly (readonly string[])[];
  };
}

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** Characters the standard fonts' WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ−');

/** Text the standard fonts can write: outside WinAnsi → "?"; the minus sign as a hyphen. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '−') out += '-';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch))
      out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else out += '?';
  }
  return out;
}

/** Round numbers for chart axes: 1, 2 or 5 × 10ᵏ steps, about `count` of them over [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max <= min) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step - 1e-9) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

const hex = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Width and height from a PNG's IHDR chunk (the previews module's output). */
function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) throw new Error('the map is not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

class Writer {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  readonly done: Promise<Buffer>;

  constructor(title: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: pdfText(title), Creator: 'Asperity', Producer: 'Asperity (pdfkit)' },
      bufferPages: true,
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Starts a new page unless `height` points fit below the cursor. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  heading(text: string, size: number): void {
    this.room(size * 3);
    this.doc
      .font(BOLD)
      .fontSize(size)
      .fillColor('#000')
      .text(pdfText(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  caption(text: string): void {
    this.room(40);
    this.doc
      .font(BOLD)
      .fontSize(10)
      .fillColor('#222')
      .text(pdfText(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  body(text: string, color = '#000'): void {
    this.room(16);
    this.doc
      .font(FONT)
      .fontSize(9)
      .fillColor(color)
      .text(pdfText(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
  }

  table(columns: readonly string[], rows: readonly (readonly string[])[], shares?: readonly number[]): void {
    const n = Math.max(1, columns.length, ...rows.map((row) => row.length));
    const total = shares ? shares.reduce((a, b) => a + b, 0) : n;
    const widths = Array.from({ length: n }, (_, i) => ((shares?.[i] ?? 1) / total) * this.width);
    const rest = this.width / n;
    const line = (cells: readonly string[], bold: boolean): void => {
      this.doc.font(bold ? BOLD : FONT).fontSize(8.5);
      const height =
        Math.max(
          ...cells.map((cell, i) =>
            this.doc.heightOfString(pdfText(cell), { width: (widths[i] ?? rest) - 6 }),
          ),
          10,
        ) + 4;
      this.room(height);
      const top = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? rest;
        this.doc.fillColor('#000').text(pdfText(cell), x + 3, top + 2, { width: w - 6 });
        x += w;
      });
      this.doc.y = top + height;
      this.doc
        .moveTo(MARGIN, this.doc.y)
        .lineTo(MARGIN + this.width, this.doc.y)
        .lineWidth(0.3)
        .strokeColor(bold ? '#444' : '#bbb')
        .stroke();
    };
    if (columns.length > 0) line(columns, true);
    for (const row of rows) line(row, false);
    this.doc.x = MARGIN;
    this.doc.moveDown(0.8);
  }

  colorMap(png: Buffer, bar: ColorBar): void {
    const boxW = this.width - 90;
    const boxH = 300;
    this.room(boxH + 10);
    const top = this.doc.y;
    const image = pngSize(png);
    const scale = Math.min(boxW / image.width, boxH / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    this.doc.image(png, MARGIN, top, { width: w, height: h });
    // The colour bar: a vertical gradient, highest at the top, with its ticks and unit.
    const barX = MARGIN + w + 16;
    const gradient = this.doc.linearGradient(0, top + h, 0, top);
    for (const stop of [...bar.stops].sort((a, b) => a.stop - b.stop))
      gradient.stop(stop.stop, hex(stop.r, stop.g, stop.b));
    this.doc.rect(barX, top, 14, h).fill(gradient);
    this.doc.rect(barX, top, 14, h).lineWidth(0.5).strokeColor('#444').stroke();
    this.doc.font(FONT).fontSize(7.5).fillColor('#000');
    for (const tick of bar.ticks) {
      const y = top + h - tick.fraction * h;
      this.doc
        .moveTo(barX + 14, y)
        .lineTo(barX + 18, y)
        .lineWidth(0.5)
        .strokeColor('#444')
        .stroke();
      this.doc.text(pdfText(tick.label), barX + 20, y - 3.5, { lineBreak: false });
    }
    this.doc.text(pdfText(bar.unit), barX, top + h + 4, { lineBreak: false });
    this.doc.x = MARGIN;
    this.doc.y = top + h + 18;
  }

  view3d(view: ObliqueView): void {
    const boxW = this.width;
    const boxH = 280;
    this.room(boxH + 10);
    if (view.polygons.length === 0 || view.width <= 0) return this.body('No valid points to draw.');
    const top = this.doc.y;
    const scale = Math.min(boxW / view.width, boxH / Math.max(view.height, 1e-9));
    const left = MARGIN + (boxW - view.width * scale) / 2;
    for (const polygon of view.polygons) {
      const [first, ...rest] = polygon.points;
      if (!first) continue;
      const color: [number, number, number] = [polygon.rgb[0], polygon.rgb[1], polygon.rgb[2]];
      this.doc.moveTo(left + first[0] * scale, top + first[1] * scale);
      for (const [x, y] of rest) this.doc.lineTo(left + x * scale, top + y * scale);
      // Stroked in its own colour too, so hairline gaps between neighbours do not show.
      this.doc.closePath().lineWidth(0.3).fillAndStroke(color, color);
    }
    this.doc.x = MARGIN;
    this.doc.y = top + view.height * scale + 10;
  }

  chart(series: ChartSeries, xLabel: string, yLabel: string): void {
    const points = series.x
      .map((x, i) => [x, series.y[i] ?? NaN] as const)
      .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
    if (points.length < 2) return this.body('Not enough valid points to draw.');
    const plotLeft = MARGIN + 50;
    const plotW = this.width - 70;
    const plotH = 200;
    this.room(plotH + 50);
    const top = this.doc.y + 4;
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
    let [yMin, yMax] = [Math.min(...ys), Math.max(...ys)];
    if (yMax === yMin) [yMin, yMax] = [yMin - 1, yMax + 1];
    const px = (x: number): number => plotLeft + ((x - xMin) / (xMax - xMin || 1)) * plotW;
    const py = (y: number): number => top + plotH - ((y - yMin) / (yMax - yMin)) * plotH;
    this.doc.font(FONT).fontSize(7.5).fillColor('#000');
    for (const t of niceTicks(xMin, xMax, 5)) {
      this.doc
        .moveTo(px(t), top)
        .lineTo(px(t), top + plotH)
        .lineWidth(0.3)
        .strokeColor('#ddd')
        .stroke();
      this.doc.text(pdfText(String(t)), px(t) - 15, top + plotH + 3, { width: 30, align: 'center' });
    }
    for (const t of niceTicks(yMin, yMax, 5)) {
      this.doc
        .moveTo(plotLeft, py(t))
        .lineTo(plotLeft + plotW, py(t))
        .lineWidth(0.3)
        .strokeColor('#ddd')
        .stroke();
      this.doc.text(pdfText(String(t)), MARGIN, py(t) - 3.5, { width: 46, align: 'right' });
    }
    this.doc.rect(plotLeft, top, plotW, plotH).lineWidth(0.6).strokeColor('#444').stroke();
    const [first, ...rest] = points;
    if (first) {
      this.doc.moveTo(px(first[0]), py(first[1]));
      for (const [x, y] of rest) this.doc.lineTo(px(x), py(y));
      this.doc.lineWidth(1.2).strokeColor('#1565c0').stroke();
    }
    this.doc.text(pdfText(xLabel), plotLeft, top + plotH + 14, { width: plotW, align: 'center' });
    this.doc.text(pdfText(yLabel), MARGIN, top - 12, { lineBreak: false });
    this.doc.x = MARGIN;
    this.doc.y = top + plotH + 34;
  }

  footers(): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font(FONT)
        .fontSize(7.5)
        .fillColor('#666')
        .text(`${i + 1} / ${range.count}`, MARGIN, this.doc.page.height - MARGIN / 2 - 4, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

function writeBlock(writer: Writer, block: ReportBlock): void {
  switch (block.kind) {
    case 'properties':
      if (block.title) writer.caption(block.title);
      writer.table(
        [],
        block.rows.map(([k, v]) => [k, v]),
        [1, 2],
      );
      return;
    case 'colorMap':
      writer.caption(block.title);
      writer.colorMap(block.png, block.bar);
      return;
    case 'view3d':
      writer.caption(block.title);
      writer.view3d(block.view);
      if (block.note) writer.body(block.note, '#555');
      return;
    case 'table':
      if (block.title) writer.caption(block.title);
      writer.table(block.columns, block.rows, block.widths);
      return;
    case 'chart':
      writer.caption(block.title);
      writer.chart(block.series, block.xLabel, block.yLabel);
      return;
    case 'list':
      writer.caption(block.title);
      if (block.items.length === 0) writer.body(block.empty, '#555');
      block.items.forEach((item, i) => writer.body(`${i + 1}. ${item}`));
      return;
    case 'text':
      writer.body(block.text);
      return;
  }
}

/** The PDF of `report`: sections in order, each starting on a new page after the first, then the summary. */
export async function buildReportPdf(report: ReportDocument): Promise<Buffer> {
  const writer = new Writer(report.title);
  writer.heading(report.title, 18);
  writer.body(
    `Report date: ${report.createdAt.toISOString().slice(0, 10)} (${report.createdAt.toISOString()})`,
    '#444',
  );
  report.sections.forEach((section, index) => {
    if (index > 0 || report.sections.length > 1) {
      if (index > 0) writer.doc.addPage();
      writer.heading(section.heading, 14);
    }
    for (const block of section.blocks) writeBlock(writer, block);
  });
  if (report.summary) {
    writer.doc.addPage();
    writer.heading(report.summary.title, 14);
    writer.table(report.summary.columns, report.summary.rows);
  }
  writer.footers();
  writer.doc.end();
  return writer.done;
}
