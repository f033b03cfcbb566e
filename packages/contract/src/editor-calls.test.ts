import { analyses } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { EDITOR_CALLS, decodeQuerySettings } from './editor-calls.ts';

describe('editor calls', () => {
  it('gives every analysis one distinct route under /api/editor/', () => {
    const routes = analyses.map((a) => `${EDITOR_CALLS[a.id].method} ${EDITOR_CALLS[a.id].path}`);
    expect(new Set(routes).size).toBe(analyses.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST) \/api\/editor\//);
  });

  it('decodes query values as JSON where they parse, skipping empty ones', () => {
    expect(
      decodeQuerySettings({
        xs: '[1,2.5,3]',
        bins: '20',
        selectedX: 'true',
        windowTypeX: 'HANN',
        alias: '',
        x: 'null',
      }),
    ).toEqual({ xs: [1, 2.5, 3], bins: 20, selectedX: true, windowTypeX: 'HANN' });
    expect(decodeQuerySettings({ a: ['1', '2'] })).toEqual({ a: 2 });
  });
});
