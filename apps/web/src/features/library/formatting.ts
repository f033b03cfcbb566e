// Sizes, grids and pixel sizes as the library shows them. Bytes use decimal units, like the plans'
// quotas (BYTES_PER_MB).
import type { FileItem } from '@asperity/contract';
import type { IntlShape } from 'react-intl';

type NumberFormatter = Pick<IntlShape, 'formatNumber'>;

const byteUnits = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

export function formatBytes(intl: NumberFormatter, bytes: number): string {
  const scale = byteUnits.find((candidate) => bytes >= candidate.size);
  // Intl spells whole bytes out ("160 byte"); the short symbol reads better beside kB and MB.
  if (!scale) return `${intl.formatNumber(bytes)}\u00a0B`;
  const value = bytes / scale.size;
  return intl.formatNumber(value, {
    style: 'unit',
    unit: scale.unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
}

type Channel = FileItem['channels'][number];

/** The channel the library describes: the first height channel, else the first one. */
export function mainChannel(file: Pick<FileItem, 'channels'>): Channel | undefined {
  return file.channels.find((channel) => channel.kind === 'height') ?? file.channels[0];
}

export function formatGrid(intl: NumberFormatter, channel: Channel | undefined): string {
  if (!channel) return '—';
  return `${intl.formatNumber(channel.nx)}\u00a0×\u00a0${intl.formatNumber(channel.ny)}`;
}

const micrometres = (intl: NumberFormatter, metres: number): string =>
  intl.formatNumber(metres * 1e6, { maximumSignificantDigits: 3 });

/** "0.25 µm", or "0.25 × 0.5 µm" when x and y differ. */
export function formatPixelSize(intl: NumberFormatter, channel: Channel | undefined): string {
  if (!channel || !Number.isFinite(channel.dx) || !Number.isFinite(channel.dy)) return '—';
  const x = micrometres(intl, channel.dx);
  const y = micrometres(intl, channel.dy);
  // No-break spaces: a number never wraps away from its unit.
  return x === y ? `${x}\u00a0µm` : `${x}\u00a0×\u00a0${y}\u00a0µm`;
}

/**
 * The format's reader id as a short label: its last part, which names the file type
 * ("x3p" → "X3P", "keyence-vk4" → "VK4", "olympus-lext" → "LEXT").
 */
export function formatLabel(format: string): string {
  return (format.split('-').pop() ?? format).toUpperCase();
}
