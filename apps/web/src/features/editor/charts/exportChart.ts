// Exports of a chart (spec part 3 §9): PNG = the chart's SVG rendered on a canvas; CSV = its data
// table (x column and one column per series); PDF = the PNG above the data table.
import type { CsvValue } from '@asperity/contract';
import {
  blobBytes,
  canvasPngBlob,
  tableCsvBlob,
  tablePdf,
  type ExportTable,
  type PdfImage,
} from './exportTable.ts';

/** The data behind a chart: `columns[0]` names x, the others the series; one row per x. */
export interface ChartData {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly CsvValue[])[];
}

/** Series of equal length sharing one x array → rows (x, y1, y2, …); NaN becomes an empty field. */
export function chartRows(x: readonly number[], series: readonly (readonly number[])[]): CsvValue[][] {
  return x.map((xi, i) => [xi, ...series.map((s) => finiteOrEmpty(s[i]))]);
}

const finiteOrEmpty = (v: number | undefined): CsvValue =>
  v === undefined || !Number.isFinite(v) ? null : v;

// Presentation properties that x-charts sets through CSS classes; without copying them inline the
// serialised SVG would lose them (filled line paths, default fonts) once out of the page.
const INLINED_STYLES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'visibility',
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

/**
 * A standalone SVG document of the chart: sizes fixed, computed styles inlined, a white background
 * under everything (a transparent PNG would show black in many viewers).
 */
export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width || Number(svg.getAttribute('width')) || 600));
  const height = Math.max(1, Math.round(box.height || Number(svg.getAttribute('height')) || 400));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const copies = [clone, ...Array.from(clone.querySelectorAll('*'))];
  originals.forEach((original, i) => {
    const copy = copies[i];
    if (!copy || typeof window.getComputedStyle !== 'function') return;
    const computed = window.getComputedStyle(original);
    const inline = INLINED_STYLES.map((name) => [name, computed.getPropertyValue(name)] as const)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    if (inline) copy.setAttribute('style', `${inline};${copy.getAttribute('style') ?? ''}`);
  });
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  clone.insertBefore(background, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width, height };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the chart SVG could not be drawn'));
    image.src = url;
  });
}

/** The chart as PNG (drawn at `pixelRatio` × its CSS size), with its CSS-pixel size. */
export async function chartPng(svg: SVGSVGElement, pixelRatio = 2): Promise<PdfImage & { blob: Blob }> {
  const { text, width, height } = standaloneSvg(svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = width * pixelRatio;
    canvas.height = height * pixelRatio;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2D context unavailable');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await canvasPngBlob(canvas);
    return { blob, png: await blobBytes(blob), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function chartCsvBlob(data: ChartData): Blob {
  return tableCsvBlob(data);
}

/** The PDF: title, chart picture, then the data table. */
export function chartPdf(title: string, image: PdfImage, data: ChartData): Promise<Blob> {
  const table: ExportTable = { title, columns: data.columns, rows: data.rows };
  return tablePdf(table, image);
}
