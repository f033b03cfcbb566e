import { describe, expect, it } from 'vitest';
import { linksOf, publishProblems } from './publishRules.ts';

const ok = {
  categories: ['tribology' as const],
  descriptionText: 'A worn pin',
  fileLinks: [],
  twoD: false,
  allowEditing: false,
};

describe('publishing rules in the browser (part 1 §5)', () => {
  it('accepts a measurement with a category and a description', () => {
    expect(publishProblems(ok)).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(
      publishProblems({
        categories: [],
        descriptionText: '  ',
        fileLinks: [],
        twoD: true,
        allowEditing: true,
      }),
    ).toEqual([
      'category-required',
      'description-required',
      'image-link-required',
      'publicly-shared-not-editable',
    ]);
  });

  it('needs valid http(s) links', () => {
    expect(publishProblems({ ...ok, twoD: true, fileLinks: ['https://example.org/s/abc'] })).toEqual([]);
    expect(publishProblems({ ...ok, twoD: true, fileLinks: ['javascript:alert(1)'] })).toEqual([
      'invalid-url',
    ]);
    expect(publishProblems({ ...ok, twoD: true, fileLinks: ['example.org'] })).toEqual(['invalid-url']);
  });

  it('reads one link per line, blank lines skipped', () => {
    expect(linksOf(' https://a.example/x \n\n\r\nhttps://b.example/y')).toEqual([
      'https://a.example/x',
      'https://b.example/y',
    ]);
  });
});
