// The gallery's query (spec part 1 §3 "Gallery query fields", §7 GET /gallery/list): the filters the
// page shows, kept in the page's address so a search can be linked and survives back/forward, the
// query string of a page of results (offset = items already shown, limit 30), and the key a list is
// cached by — the query without offset and limit, defaults left out so equal searches share a key.
import {
  GALLERY_CATEGORIES,
  GALLERY_PAGE_SIZE,
  GALLERY_SORT_FIELDS,
  SHARE_TECHNOLOGIES,
  SORT_ORDERS,
  TIME_RANGE_DAYS,
  type GalleryCategory,
  type GallerySortField,
  type ShareTechnology,
  type SortOrder,
  type TimeRange,
} from '@asperity/contract';

export const SEARCH_BY = ['all', 'title', 'description', 'system'] as const;
export type SearchBy = (typeof SEARCH_BY)[number];

/** Everything a visitor can choose; offset and limit belong to paging, not to the search. */
export interface GalleryFilters {
  readonly q: string;
  readonly searchBy: SearchBy;
  readonly searchDescription: boolean;
  readonly searchSystem: boolean;
  readonly category: GalleryCategory | null;
  readonly tags: readonly GalleryCategory[];
  readonly technology: ShareTechnology | null;
  readonly date: TimeRange | null;
  readonly savable: boolean;
  readonly staffPicked: boolean;
  /** Staff only (the server answers 403 to anyone else). */
  readonly staffOnly: boolean;
  readonly username: string;
  readonly sortBy: GallerySortField;
  readonly sortOrder: SortOrder;
}

export const DEFAULT_FILTERS: GalleryFilters = {
  q: '',
  searchBy: 'all',
  searchDescription: true,
  searchSystem: true,
  category: null,
  tags: [],
  technology: null,
  date: null,
  savable: false,
  staffPicked: false,
  staffOnly: false,
  username: '',
  sortBy: 'date',
  sortOrder: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const flag = (value: string | null, fallback: boolean): boolean =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : fallback;

const TIME_RANGES = Object.keys(TIME_RANGE_DAYS) as TimeRange[];

/** Reads the filters from the page's query string; unknown values fall back to the defaults. */
export function filtersFromSearch(search: URLSearchParams): GalleryFilters {
  const tags = (search.get('tags') ?? '')
    .split(',')
    .map((tag) => oneOf(GALLERY_CATEGORIES, tag.trim()))
    .filter((tag): tag is GalleryCategory => tag !== null);
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    searchBy: oneOf(SEARCH_BY, search.get('searchBy')) ?? DEFAULT_FILTERS.searchBy,
    searchDescription: flag(search.get('searchDescription'), DEFAULT_FILTERS.searchDescription),
    searchSystem: flag(search.get('searchSystem'), DEFAULT_FILTERS.searchSystem),
    category: oneOf(GALLERY_CATEGORIES, search.get('category')),
    tags: [...new Set(tags)],
    technology: oneOf(SHARE_TECHNOLOGIES, search.get('technology')),
    date: oneOf(TIME_RANGES, search.get('date')),
    savable: flag(search.get('savable'), false),
    staffPicked: flag(search.get('staffPicked'), false),
    staffOnly: flag(search.get('staffOnly'), false),
    username: (search.get('username') ?? '').slice(0, 64),
    sortBy: oneOf(GALLERY_SORT_FIELDS, search.get('sortBy')) ?? DEFAULT_FILTERS.sortBy,
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? DEFAULT_FILTERS.sortOrder,
  };
}

/**
 * The filters as query pairs, only those that differ from the defaults, in a fixed order: the same
 * search always gives the same text (page address and cache key alike). Search options without a
 * search word are left out: they change nothing.
 */
export function filterEntries(filters: GalleryFilters, canSeeStaffOnly = true): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const q = filters.q.trim();
  if (q !== '') {
    entries.push(['q', q]);
    if (filters.searchBy !== 'all') entries.push(['searchBy', filters.searchBy]);
    else {
      if (!filters.searchDescription) entries.push(['searchDescription', 'false']);
      if (!filters.searchSystem) entries.push(['searchSystem', 'false']);
    }
  }
  if (filters.category) entries.push(['category', filters.category]);
  if (filters.tags.length > 0) entries.push(['tags', [...filters.tags].sort().join(',')]);
  if (filters.technology) entries.push(['technology', filters.technology]);
  if (filters.date) entries.push(['date', filters.date]);
  if (filters.savable) entries.push(['savable', 'true']);
  if (filters.staffPicked) entries.push(['staffPicked', 'true']);
  if (filters.staffOnly && canSeeStaffOnly) entries.push(['staffOnly', 'true']);
  const username = filters.username.trim();
  if (username !== '') entries.push(['username', username]);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) entries.push(['sortBy', filters.sortBy]);
  if (filters.sortOrder !== DEFAULT_FILTERS.sortOrder) entries.push(['sortOrder', filters.sortOrder]);
  return entries;
}

/** The page's query string for these filters ('' for the plain gallery). */
export function searchOfFilters(filters: GalleryFilters): string {
  return new URLSearchParams(filterEntries(filters)).toString();
}

/** The key a gallery list is kept by: the query without offset and limit (part 1 §3). */
export function galleryListKey(filters: GalleryFilters, canSeeStaffOnly = true): string {
  return new URLSearchParams(filterEntries(filters, canSeeStaffOnly)).toString();
}

/** The query of one page of GET /gallery/list. */
export function pageQuery(
  filters: GalleryFilters,
  offset: number,
  limit: number = GALLERY_PAGE_SIZE,
  canSeeStaffOnly = true,
): Record<string, string> {
  return {
    ...Object.fromEntries(filterEntries(filters, canSeeStaffOnly)),
    offset: String(offset),
    limit: String(limit),
  };
}

/** Whether a visitor narrowed the gallery down (an empty answer is then "nothing found"). */
export function isNarrowed(filters: GalleryFilters, canSeeStaffOnly = true): boolean {
  return filterEntries(filters, canSeeStaffOnly).some(([name]) => name !== 'sortBy' && name !== 'sortOrder');
}

/** Which empty state an empty answer shows (part 1 §8: separate texts for a search and the list). */
export function emptyStateOf(filters: GalleryFilters, canSeeStaffOnly = true): 'search' | 'gallery' {
  return isNarrowed(filters, canSeeStaffOnly) ? 'search' : 'gallery';
}

/** The sort menu's four choices (by date or views, ascending or descending). */
export const SORT_CHOICES = GALLERY_SORT_FIELDS.flatMap((sortBy) =>
  SORT_ORDERS.map((sortOrder) => ({ sortBy, sortOrder, id: `${sortBy}-${sortOrder}` })),
);
