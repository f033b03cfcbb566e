// File browser preferences (spec part 1 §3), remembered per user so /images opens as it was left.
// The spec does not show the call; GET/PUT /api/user/preferences/file-browser is designed here
// (docs/api.md).
import { z } from 'zod';
import {
  FILE_BROWSER_DEFAULTS,
  FILE_SORT_FIELDS,
  SORT_ORDERS,
  THUMBNAIL_TYPES,
  TIME_RANGE_DAYS,
  VIEW_FILTERS,
  VIEW_TYPES,
} from './constants.ts';

export const PREFERENCES_PATHS = {
  fileBrowser: '/api/user/preferences/file-browser',
} as const;

export const viewFilterSchema = z.enum(VIEW_FILTERS);
export const fileSortBySchema = z.enum(FILE_SORT_FIELDS);
export const sortOrderSchema = z.enum(SORT_ORDERS);
export const viewTypeSchema = z.enum(VIEW_TYPES);
export const thumbnailTypeSchema = z.enum(THUMBNAIL_TYPES);

/** Days within which a file counts as recent (spec part 1 §9 time range MONTH). */
export const RECENT_DAYS = TIME_RANGE_DAYS.MONTH;

export const fileBrowserPreferencesSchema = z
  .object({
    folder: z
      .string()
      .max(64)
      .nullable()
      .default(null)
      .describe('Folder last shown; null for the library root (and when that folder is gone)'),
    // The spec states no default view filter or view type: the whole library, as tiles (thumbnails).
    viewFilter: viewFilterSchema.default('All'),
    viewType: viewTypeSchema.default('tiles'),
    sortBy: fileSortBySchema.default(FILE_BROWSER_DEFAULTS.sortBy),
    sortOrder: sortOrderSchema.default(FILE_BROWSER_DEFAULTS.sortOrder),
    thumbnailType: thumbnailTypeSchema.default(FILE_BROWSER_DEFAULTS.thumbnailType),
  })
  .meta({ id: 'FileBrowserPreferences' });
export type FileBrowserPreferences = z.infer<typeof fileBrowserPreferencesSchema>;

export const defaultFileBrowserPreferences: FileBrowserPreferences = fileBrowserPreferencesSchema.parse({});
