import { describe, expect, it } from 'vitest';
import { parameterIds, reportUrl } from './reportUrl.ts';

const file = { fileGuid: 'f 1', channel: 0, forkHash: 'a'.repeat(64) };

describe('print report address', () => {
  it('names the fork and leaves out the sections when all are chosen', () => {
    const url = reportUrl(file, {
      sections: ['history', 'properties', 'map', 'view3d', 'parameters', 'chart'],
      parameters: '',
    });
    expect(url).toBe(`/api/files/f%201/report.pdf?channel=0&forkHash=${'a'.repeat(64)}`);
  });

  it('lists chosen sections in print order and the typed parameters', () => {
    const url = new URL(
      reportUrl(file, { sections: ['history', 'parameters'], parameters: 'Sq, Sa Sq;Sz' }),
      'http://x',
    );
    expect(url.searchParams.get('sections')).toBe('parameters,history');
    expect(url.searchParams.get('parameters')).toBe('Sq,Sa,Sz');
  });

  it('reads parameter ids whatever separates them', () => {
    expect(parameterIds('  Sq,,Sa ; Sku  ')).toEqual(['Sq', 'Sa', 'Sku']);
    expect(parameterIds('')).toEqual([]);
  });
});
