import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatGrid, formatLabel, formatPixelSize, mainChannel } from './formatting.ts';
import { aFile } from './testing.ts';

const en = createIntl({ locale: 'en', messages: {} });
const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('library formatting', () => {
  it('formats sizes in decimal units', () => {
    expect(formatBytes(en, 160)).toBe(nb('160 B'));
    expect(formatBytes(en, 880_952)).toBe('881 kB');
    expect(formatBytes(en, 3_230_225)).toBe('3.2 MB');
    expect(formatBytes(en, 12_500_000_000)).toBe('13 GB');
  });

  it('gives the grid and the pixel size in µm of the first height channel', () => {
    const file = aFile();
    const channel = mainChannel(file);
    expect(formatGrid(en, channel)).toBe(nb('512 × 256'));
    expect(formatPixelSize(en, channel)).toBe(nb('250 nm'));
    expect(formatPixelSize(en, channel && { ...channel, dy: 5e-7 })).toBe(nb('250 × 500 nm'));
    // Part 2 §9's automatic unit: an AFM pixel of 1 µm / 1024 is 9.77 Å, never "0.000977 µm".
    expect(formatPixelSize(en, channel && { ...channel, dx: 1e-6 / 1024, dy: 1e-6 / 1024 })).toBe(
      nb('9.77 Å'),
    );
    expect(formatPixelSize(en, channel && { ...channel, dx: 2e-6, dy: 2e-6 })).toBe(nb('2 µm'));
    expect(formatGrid(en, undefined)).toBe('—');
  });

  it('labels a format by the last part of its reader id', () => {
    expect(formatLabel('x3p')).toBe('X3P');
    expect(formatLabel('keyence-vk4')).toBe('VK4');
  });
});
