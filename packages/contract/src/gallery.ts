// The public gallery (spec part 1 §3, §5, §7; issue 17 §1–§4, §8): publicly shared files with
// categories and technology, listed at GET /gallery/list (no /api prefix, as part 1 §7 writes it)
// with every query field of part 1 §3, likes, plain-text comments and staff curation.
import { z } from 'zod';
import {
  GALLERY_PAGE_SIZE,
  GALLERY_SORT_FIELDS,
  SORT_ORDERS,
  TIME_RANGE_DAYS,
  type TimeRange,
} from './constants.ts';
import { galleryCategorySchema } from './gallery-categories.ts';
import { publicThumbnailTypeSchema, richTextDocumentSchema, shareTechnologySchema } from './sharing.ts';

export * from './gallery-categories.ts';

export const GALLERY_PATHS = {
  /** The gallery list: every query field of part 1 §3; works signed out. */
  list: '/gallery/list',
  /** PUT likes the item, DELETE takes the like back (one per signed-in user). */
  like: '/api/gallery/:shareHash/like',
  /** GET lists the comments (anyone who may see the item), POST adds one (signed in). */
  comments: '/api/gallery/:shareHash/comments',
  /** DELETE: the author of the item or staff. */
  comment: '/api/gallery/:shareHash/comments/:id',
  /** PATCH { staffPicked?, published? }: staff only. */
  item: '/api/gallery/:shareHash',
} as const;

export const GALLERY_COMMENT_MAX_LENGTH = 2000;
export const GALLERY_MAX_LIMIT = 100;

/** A query flag: "true"/"1" or "false"/"0" (query strings carry text). */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** GET /gallery/list query (part 1 §3 gallery query fields). */
export const galleryQuerySchema = z.object({
  category: galleryCategorySchema.optional().describe('Only items of this category'),
  date: z
    .enum(Object.keys(TIME_RANGE_DAYS) as [TimeRange, ...TimeRange[]])
    .optional()
    .describe('Only items published in the last 1, 7 or 30 days'),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Words to find (full-text search; every word must match)'),
  searchBy: z
    .enum(['all', 'title', 'description', 'system'])
    .default('all')
    .describe('Which text q searches: the title, description and system together (all), or one of them'),
  searchDescription: queryFlag
    .default(true)
    .describe('With searchBy=all: also search the description (default true)'),
  searchSystem: queryFlag
    .default(true)
    .describe('With searchBy=all: also search the system (technology and file format; default true)'),
  savable: queryFlag.optional().describe('true: only items visitors may save to their library'),
  staffOnly: queryFlag
    .optional()
    .describe('true (staff only, 403 otherwise): only the items staff unpublished, which only staff see'),
  staffPicked: queryFlag.optional().describe('true: only staff-picked items'),
  tags: z
    .string()
    .max(1000)
    .optional()
    .describe('Comma-separated category codes: only items carrying every one of them'),
  technology: shareTechnologySchema.optional(),
  username: z.string().max(64).optional().describe("Only this user's items"),
  sortBy: z.enum(GALLERY_SORT_FIELDS).default('date'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_LIMIT).default(GALLERY_PAGE_SIZE),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;

export const galleryAuthorSchema = z
  .object({
    username: z.string(),
    avatar: z.string().nullable().describe('Served at /avatars/{avatar}.jpg; null: show the initials'),
    initials: z.string().describe('First letters of first and last name, for the placeholder'),
    encryption: z.boolean(),
  })
  .meta({ id: 'GalleryAuthor' });
export type GalleryAuthor = z.infer<typeof galleryAuthorSchema>;

/** A gallery item (part 1 §3). */
export const galleryItemSchema = z
  .object({
    shareHash: z.string(),
    title: z.string(),
    description: richTextDocumentSchema.nullable(),
    searchDescription: z.string().describe('The description as plain text'),
    author: galleryAuthorSchema,
    allowSaving: z.boolean().describe('Visitors may save it to their library ("can be saved" icon)'),
    comments: z.number().int(),
    likes: z.number().int(),
    views: z.number().int(),
    encrypted: z.boolean(),
    forceReloadParam: z.string().describe('Changes when the item changes: add it to preview URLs'),
    publicThumbnailType: publicThumbnailTypeSchema,
    modifiedAt: z.string(),
    publishedAt: z.string(),
    twoD: z.boolean(),
    categories: z.array(galleryCategorySchema),
    technology: shareTechnologySchema,
    staffPicked: z.boolean(),
  })
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryListSchema = z
  .object({
    items: z.array(galleryItemSchema),
    hasMore: z.boolean().describe('More items follow: ask again with offset = offset + items.length'),
  })
  .meta({ id: 'GalleryList' });
export type GalleryList = z.infer<typeof galleryListSchema>;

export const galleryLikeSchema = z
  .object({ likes: z.number().int(), liked: z.boolean() })
  .meta({ id: 'GalleryLike' });
export type GalleryLike = z.infer<typeof galleryLikeSchema>;

export const galleryCommentSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    createdAt: z.string(),
    author: galleryAuthorSchema,
    canDelete: z.boolean().describe('The caller may delete it (author of the item, or staff)'),
  })
  .meta({ id: 'GalleryComment' });
export type GalleryComment = z.infer<typeof galleryCommentSchema>;

export const galleryCommentsSchema = z
  .object({ comments: z.array(galleryCommentSchema) })
  .meta({ id: 'GalleryComments' });

export const galleryCommentBodySchema = z.object({
  text: z.string().trim().min(1, { error: 'required' }).max(GALLERY_COMMENT_MAX_LENGTH),
});

/** Staff PATCH /api/gallery/{shareHash}. */
export const galleryPatchBodySchema = z.object({
  staffPicked: z.boolean().optional(),
  published: z
    .boolean()
    .optional()
    .describe('false unpublishes (the owner is told why); true restores an item staff unpublished'),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .optional()
    .describe('Why it was unpublished: told to the owner (a generic reason when absent)'),
});
export type GalleryPatchBody = z.infer<typeof galleryPatchBodySchema>;

export const galleryItemStateSchema = z
  .object({ staffPicked: z.boolean(), published: z.boolean() })
  .meta({ id: 'GalleryItemState' });
