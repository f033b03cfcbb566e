import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  emptyStateOf,
  filtersFromSearch,
  galleryListKey,
  pageQuery,
  searchOfFilters,
} from './galleryQuery.ts';

describe('gallery query (part 1 §3 query fields)', () => {
  it('the plain gallery has an empty query and a key of its own', () => {
    expect(searchOfFilters(DEFAULT_FILTERS)).toBe('');
    expect(pageQuery(DEFAULT_FILTERS, 0)).toEqual({ offset: '0', limit: '30' });
  });

  it('sends every field that differs from the defaults, offset = items shown, limit 30', () => {
    const query = pageQuery(
      {
        ...DEFAULT_FILTERS,
        q: '  laser texture ',
        searchDescription: false,
        searchSystem: false,
        category: 'tribology',
        tags: ['polymers', 'mems'],
        technology: 'afm',
        date: 'WEEK',
        savable: true,
        staffPicked: true,
        staffOnly: true,
        username: ' ada ',
        sortBy: 'views',
        sortOrder: 'asc',
      },
      60,
    );
    expect(query).toEqual({
      q: 'laser texture',
      searchDescription: 'false',
      searchSystem: 'false',
      category: 'tribology',
      tags: 'mems,polymers',
      technology: 'afm',
      date: 'WEEK',
      savable: 'true',
      staffPicked: 'true',
      staffOnly: 'true',
      username: 'ada',
      sortBy: 'views',
      sortOrder: 'asc',
      offset: '60',
      limit: '30',
    });
  });

  it('sends searchBy instead of the description/system flags when one field is searched', () => {
    const query = pageQuery({ ...DEFAULT_FILTERS, q: 'coin', searchBy: 'title', searchSystem: false }, 0);
    expect(query).toEqual({ q: 'coin', searchBy: 'title', offset: '0', limit: '30' });
  });

  it('leaves search options out without words, and staffOnly out for non-staff', () => {
    const filters = { ...DEFAULT_FILTERS, searchBy: 'title' as const, searchSystem: false, staffOnly: true };
    expect(pageQuery(filters, 0, 30, false)).toEqual({ offset: '0', limit: '30' });
    expect(pageQuery(filters, 0, 30, true)).toEqual({ staffOnly: 'true', offset: '0', limit: '30' });
  });

  it('reads back what it writes, and ignores unknown values', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      q: 'step',
      searchBy: 'description' as const,
      category: 'mems' as const,
      tags: ['optics_optical_mirrors' as const],
      date: 'DAY' as const,
      sortBy: 'views' as const,
    };
    expect(filtersFromSearch(new URLSearchParams(searchOfFilters(filters)))).toEqual(filters);
    const odd = filtersFromSearch(
      new URLSearchParams('category=gold&tags=mems,nope,mems&date=YEAR&sortBy=size&sortOrder=up&savable=yes'),
    );
    expect(odd).toEqual({ ...DEFAULT_FILTERS, tags: ['mems'] });
  });

  it('keys a list by the query without offset and limit; equal searches share a key', () => {
    const a = galleryListKey({ ...DEFAULT_FILTERS, tags: ['mems', 'polymers'], q: 'x ' });
    const b = galleryListKey({ ...DEFAULT_FILTERS, tags: ['polymers', 'mems'], q: 'x' });
    expect(a).toBe(b);
    expect(a).toBe('q=x&tags=mems%2Cpolymers');
    expect(galleryListKey(DEFAULT_FILTERS)).not.toBe(a);
  });

  it('chooses the empty state: a narrowed search or the empty gallery (sorting narrows nothing)', () => {
    expect(emptyStateOf(DEFAULT_FILTERS)).toBe('gallery');
    expect(emptyStateOf({ ...DEFAULT_FILTERS, sortBy: 'views', sortOrder: 'asc' })).toBe('gallery');
    expect(emptyStateOf({ ...DEFAULT_FILTERS, q: 'nothing' })).toBe('search');
    expect(emptyStateOf({ ...DEFAULT_FILTERS, savable: true })).toBe('search');
    expect(emptyStateOf({ ...DEFAULT_FILTERS, staffOnly: true }, false)).toBe('gallery');
  });
});
