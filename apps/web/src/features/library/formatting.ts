// Sizes, grids and pixel sizes as the library shows them. Bytes use decimal units, like the plans'
// quotas (BYTES_PER_MB).
import type { FileItem } from '@asperity/contract';
import { autoHeightUnit, METRES_PER_UNIT, UNIT_SYMBOLS } from '@asperity/core';
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

/**
 * "250 nm", or "250 × 500 nm" when x and y differ: one unit for both, the automatic unit of part 2 §9
 * for the larger side (AFM pixels read "9.77 Å", not "0.000977 µm").
 */
export function formatPixelSize(intl: NumberFormatter, channel: Channel | undefined): string {
  if (!channel || !Number.isFinite(channel.dx) || !Number.isFinite(channel.dy)) return '—';
  const unit = autoHeightUnit(Math.max(Math.abs(channel.dx), Math.abs(channel.dy)));
  const inUnit = (metres: number) =>
    intl.formatNumber(metres / METRES_PER_UNIT[unit], { maximumSignificantDigits: 3 });
  const x = inUnit(channel.dx);
  const y = inUnit(channel.dy);
  const symbol = UNIT_SYMBOLS[unit];
  // No-break spaces: a number never wraps away from its unit.
  return x === y ? `${x}\u00a0${symbol}` : `${x}\u00a0×\u00a0${y}\u00a0${symbol}`;
}

/**
 * The format's reader id as a short label: its last part, which names the file type
 * ("x3p" → "X3P", "keyence-vk4" → "VK4", "olympus-lext" → "LEXT").
 */
export function formatLabel(format: string): string {
  return (format.split('-').pop() ?? format).toUpperCase();
}
