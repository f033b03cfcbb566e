import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trimmed Title  ', 'trimmed-title'],
    ['Hello, World!', 'hello-world'],
    ['Step   height\tsample', 'step-height-sample'],
    ['Step - height', 'step-height'],
    ['well-known surface', 'well-known-surface'],
    ['(Draft) – ring', 'draft-ring'],
    ['Sa = 1.5 µm', 'sa-15-µm'],
    ['C++ & “quotes”', 'c-quotes'],
    ['表面 粗さ', '表面-粗さ'],
    ['!!!', ''],
    ['', ''],
    ['a--b', 'a-b'],
    ['snake_case_title', 'snakecasetitle'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
