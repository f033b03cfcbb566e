import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget.ts';

describe('redirectTarget', () => {
  it('keeps a remembered path of this site with its query', () => {
    expect(redirectTarget('?redirect=%2Fimages%2Ffolder%2Fabc%3Fx%3D1')).toBe('/images/folder/abc?x=1');
  });

  it.each([
    '',
    '?redirect=',
    '?redirect=https%3A%2F%2Fevil.example',
    '?redirect=%2F%2Fevil.example',
    '?redirect=%2F%5Cevil',
  ])('falls back to /images for %j', (search) => expect(redirectTarget(search)).toBe('/images'));
});
