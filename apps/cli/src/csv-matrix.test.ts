import { describe, expect, it } from 'vitest';
import { writeCsvMatrix } from './csv-matrix.ts';

async function toText(nx: number, ny: number, values: number[]): Promise<{ text: string; chunks: number }> {
  let text = '';
  let chunks = 0;
  await writeCsvMatrix({ nx, ny, z: Float64Array.from(values) }, (chunk) => {
    text += chunk;
    chunks++;
  });
  return { text, chunks };
}

describe('writeCsvMatrix', () => {
  it('writes one line per row, row 0 first, values in shortest round-trip form', async () => {
    const { text } = await toText(3, 2, [1e-6, -2.5e-7, 0.1 + 0.2, 0, Number.NaN, 3]);
    expect(text).toBe('0.000001,-2.5e-7,0.30000000000000004\n0,NaN,3\n');
    expect(Number(text.split('\n')[0]!.split(',')[2])).toBe(0.1 + 0.2);
  });

  it('streams large matrices in several chunks', async () => {
    const nx = 1000;
    const ny = 200;
    const values = Array.from({ length: nx * ny }, (_, k) => k * 1.234567e-9);
    const { text, chunks } = await toText(nx, ny, values);
    expect(chunks).toBeGreaterThan(1);
    expect(text.split('\n')).toHaveLength(ny + 1);
  });
});
