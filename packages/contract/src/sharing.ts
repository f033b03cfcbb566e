// Sharing (spec part 1 §2–§7, issue 14 §8): a file leaves its owner's library by an unguessable share
// hash (/s/{shareHash}/{slug}), a folder by a token (/shared-folder/{folderGuid}?token=…), both with
// the allow flags of part 1 §6. Beyond the spec (issue 14 §2): an optional expiry date and an optional
// password on any link. The description is the rich-text document of part 1 §3 and §5.
import { z } from 'zod';
import { fileItemSchema } from './files.ts';
import { folderSchema } from './folders.ts';
import { galleryCategorySchema } from './gallery-categories.ts';

export const SHARE_PATHS = {
  /** PUT creates or updates the file's link, DELETE removes it, GET reads it (owner only). */
  file: '/api/files/:fileGuid/share',
  /** PUT creates or updates the folder's link, DELETE removes it (owner only). */
  folder: '/api/folders/:folderGuid/share',
  /** What a visitor may see of a shared file; works signed out. */
  shared: '/api/shared/:shareHash',
  /** Save a copy of a shared file into the caller's library. */
  copy: '/api/shared/:shareHash/copy',
  /** Enter the password of a password-protected file link (sets a cookie for that link). */
  unlock: '/api/shared/:shareHash/unlock',
  /** What a visitor may see of a shared folder itself (name, permissions); its content: GET /api/files. */
  sharedFolder: '/api/shared-folders/:folderGuid',
  /** Save a copy of files, subfolders or the whole shared folder into the caller's library. */
  folderCopy: '/api/shared-folders/:folderGuid/copy',
  /** Enter the password of a password-protected folder link. */
  folderUnlock: '/api/shared-folders/:folderGuid/unlock',
  /** oEmbed provider endpoint (https://oembed.com) for /s/… links. */
  oembed: '/api/oembed',
} as const;

/** Web routes of shared content (spec part 1 §2). */
export const sharedFilePath = (shareHash: string, slug: string, twoD = false): string =>
  `/${twoD ? '2d-s' : 's'}/${encodeURIComponent(shareHash)}${slug === '' ? '' : `/${encodeURIComponent(slug)}`}`;
export const sharedFolderPath = (folderGuid: string, token: string): string =>
  `/shared-folder/${encodeURIComponent(folderGuid)}?token=${encodeURIComponent(token)}`;
export const embedPath = (shareHash: string): string => `/embed/${encodeURIComponent(shareHash)}`;

/** Share hashes and folder tokens: 128 random bits or more, base64url (22 characters for 128 bits). */
export const SHARE_SECRET_BYTES = 16;
const secretSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'not-found' });
export const shareHashSchema = secretSchema.describe('The file link (≥128 random bits, base64url)');
export const folderTokenSchema = secretSchema.describe('The folder link token (≥128 random bits, base64url)');

/** Share permissions of part 1 §6. */
export const SHARE_PERMISSIONS = ['read', 'edit', 'save-copy', 'export-original'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const SHARE_TECHNOLOGIES = ['afm', 'optical_profiler', 'stylus_profiler', 'unknown'] as const;
export const shareTechnologySchema = z.enum(SHARE_TECHNOLOGIES);
export type ShareTechnology = z.infer<typeof shareTechnologySchema>;

/** Which picture stands for a shared file (part 1 §3 publicThumbnailType, default auto). */
export const PUBLIC_THUMBNAIL_TYPES = ['auto', '2d', '3d'] as const;
export const publicThumbnailTypeSchema = z.enum(PUBLIC_THUMBNAIL_TYPES);
export type PublicThumbnailType = z.infer<typeof publicThumbnailTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Rich text (part 1 §3 "Rich text", §5 "Links in rich text")

export const SHARE_TITLE_MAX_LENGTH = 200;
/** Characters of text in a description (all leaves together). */
export const RICH_TEXT_MAX_CHARS = 5000;
export const RICH_TEXT_MAX_BLOCKS = 200;
export const RICH_TEXT_URL_MAX_LENGTH = 2048;
export const SHARE_PASSWORD_MAX_LENGTH = 200;
/** 3D image links of a published 2D image (part 1 §5): how many, and how long each. */
export const SHARE_FILE_LINKS_MAX = 10;
export const SHARE_FILE_LINK_MAX_LENGTH = 2048;

/**
 * Whether a rich-text link may keep its address (part 1 §5: "must begin with http:// or {host}"):
 * an absolute http(s) URL, or a path on the site itself (`/…`, not `//…`). Anything else
 * (javascript:, data:, mailto:, relative paths) is refused.
 */
export function isAllowedRichTextUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || value.length > RICH_TEXT_URL_MAX_LENGTH) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  // scheme, then a host of letters, digits, dots, dashes (IDN as is) and an optional port; no
  // whitespace or control characters anywhere (contract code runs where URL may not exist).
  return /^https?:\/\/[^\s/?#@\\:]+(:\d{1,5})?([/?#][^\s]*)?$/iu.test(value) && !/\p{Cc}/u.test(value);
}

export const richTextLeafSchema = z
  .object({
    text: z.string().max(RICH_TEXT_MAX_CHARS),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'RichTextLeaf' });
export type RichTextLeaf = z.infer<typeof richTextLeafSchema>;

export const richTextLinkSchema = z
  .object({
    type: z.literal('link'),
    url: z.string().refine(isAllowedRichTextUrl, { error: 'invalid-url' }),
    children: z.array(richTextLeafSchema).min(1).max(100),
  })
  .strict()
  .meta({ id: 'RichTextLink' });
export type RichTextLink = z.infer<typeof richTextLinkSchema>;

const inlineSchema = z.union([richTextLinkSchema, richTextLeafSchema]);
export type RichTextInline = z.infer<typeof inlineSchema>;

export const richTextParagraphSchema = z
  .object({ type: z.literal('paragraph'), children: z.array(inlineSchema).min(1).max(500) })
  .strict()
  .meta({ id: 'RichTextParagraph' });
export const richTextListItemSchema = z
  .object({ type: z.literal('list-item'), children: z.array(inlineSchema).min(1).max(500) })
  .strict()
  .meta({ id: 'RichTextListItem' });
export const richTextListSchema = z
  .object({
    type: z.enum(['bulleted-list', 'numbered-list']),
    children: z.array(richTextListItemSchema).min(1).max(RICH_TEXT_MAX_BLOCKS),
  })
  .strict()
  .meta({ id: 'RichTextList' });
export type RichTextParagraph = z.infer<typeof richTextParagraphSchema>;
export type RichTextListItem = z.infer<typeof richTextListItemSchema>;
export type RichTextList = z.infer<typeof richTextListSchema>;
export type RichTextBlock = RichTextParagraph | RichTextList;

/** Plain text of a rich-text document: blocks and list items on their own lines. */
export function richTextToPlainText(document: readonly RichTextBlock[]): string {
  const inline = (children: readonly RichTextInline[]): string =>
    children
      .map((child) => ('type' in child ? child.children.map((l) => l.text).join('') : child.text))
      .join('');
  return document
    .map((block) =>
      block.type === 'paragraph'
        ? inline(block.children)
        : block.children.map((item) => inline(item.children)).join('\n'),
    )
    .join('\n')
    .trim();
}

/**
 * A description: a list of blocks (paragraphs, bulleted and numbered lists of items) whose text
 * leaves carry bold and italic flags and may sit in links. At most RICH_TEXT_MAX_CHARS characters
 * of text in all (description-too-long).
 */
export const richTextDocumentSchema = z
  .array(z.union([richTextParagraphSchema, richTextListSchema]))
  .max(RICH_TEXT_MAX_BLOCKS)
  .refine((document) => richTextToPlainText(document).length <= RICH_TEXT_MAX_CHARS, {
    error: 'description-too-long',
  })
  .meta({ id: 'RichTextDocument' });
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// File links

const allowFlags = {
  allowEditing: z
    .boolean()
    .optional()
    .describe('Signed-in visitors may change the file (lands in the owner’s file)'),
  allowSaving: z.boolean().optional().describe('Visitors may save a copy into their own library'),
  allowOriginalFileExport: z
    .boolean()
    .optional()
    .describe('Visitors may download the original upload; only effective while allowSaving is on'),
};

const expiryAndPassword = {
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe(
      'When the link stops working (answers 404 afterwards); null removes the expiry, absent keeps it',
    ),
  password: z
    .string()
    .min(1)
    .max(SHARE_PASSWORD_MAX_LENGTH)
    .nullable()
    .optional()
    .describe('Visitors must enter it once per browser session; null removes it, absent keeps it'),
};

/** PUT /api/files/{fileGuid}/share: absent fields keep their value (defaults on creation: false, auto, unknown). */
export const fileShareBodySchema = z.object({
  ...allowFlags,
  title: z
    .string()
    .max(SHARE_TITLE_MAX_LENGTH)
    .nullable()
    .optional()
    .describe('Shown to visitors instead of the file name; null or absent on creation: the file name'),
  description: richTextDocumentSchema.nullable().optional(),
  technology: shareTechnologySchema.optional(),
  publicThumbnailType: publicThumbnailTypeSchema.optional(),
  ...expiryAndPassword,
  // Publishing to the public gallery (issue 17 §1, part 1 §5); the rules are checked when publishing.
  publiclyShared: z
    .boolean()
    .optional()
    .describe(
      'true publishes to the public gallery: needs categories, a description, not allowEditing, and for ' +
        'a 2D image a valid 3D image link; while published the share requirements are locked',
    ),
  categories: z
    .array(galleryCategorySchema)
    .max(21)
    .optional()
    .describe('Gallery categories (part 1 §3); at least one to publish (category-required)'),
  fileLinks: z
    .array(z.string().max(SHARE_FILE_LINK_MAX_LENGTH))
    .max(SHARE_FILE_LINKS_MAX)
    .optional()
    .describe('3D image links (absolute http(s) URLs); a 2D image needs one to publish'),
});
export type FileShareBody = z.infer<typeof fileShareBodySchema>;

/** The file's link as its owner sees it. */
export const fileShareSchema = z
  .object({
    shareHash: z.string(),
    url: z.string().describe('Absolute link /s/{shareHash}/{slug} (or /2d-s/… for a 2D image)'),
    embedUrl: z.string().describe('Absolute link of the embeddable viewer /embed/{shareHash}'),
    slug: z.string(),
    allowEditing: z.boolean(),
    allowSaving: z.boolean(),
    allowOriginalFileExport: z.boolean().describe('Effective value: false while allowSaving is false'),
    publiclyShared: z.boolean().describe('Listed in the public gallery (never together with allowEditing)'),
    priority: z.number(),
    title: z.string().nullable(),
    description: richTextDocumentSchema.nullable(),
    technology: shareTechnologySchema,
    publicThumbnailType: publicThumbnailTypeSchema,
    expiresAt: z.string().nullable(),
    hasPassword: z.boolean(),
    views: z
      .number()
      .int()
      .describe('Visits counted (one per visitor per hour; owner and robots not counted)'),
    // Gallery fields (issue 17): always sent by the server; optional so older clients' objects still type.
    categories: z.array(galleryCategorySchema).optional(),
    fileLinks: z.array(z.string()).optional(),
    unpublishReason: z
      .string()
      .nullable()
      .optional()
      .describe('Why staff unpublished it from the gallery; null when they did not'),
  })
  .meta({ id: 'FileShare' });
export type FileShare = z.infer<typeof fileShareSchema>;

/** GET /api/files/{fileGuid}/share: the link, or null when the file is not shared. */
export const fileShareStateSchema = z
  .object({ share: fileShareSchema.nullable() })
  .meta({ id: 'FileShareState' });
export type FileShareState = z.infer<typeof fileShareStateSchema>;

export const sharePermissionsSchema = z
  .object({
    allowEditing: z.boolean().describe('Editing is possible for signed-in visitors'),
    allowSaving: z.boolean(),
    allowOriginalFileExport: z.boolean().describe('Effective value (false while saving is not allowed)'),
  })
  .meta({ id: 'SharePermissions' });
export type SharePermissions = z.infer<typeof sharePermissionsSchema>;

/** GET /api/shared/{shareHash}: what a visitor may see of the file. */
export const sharedFileSchema = z
  .object({
    shareHash: z.string(),
    name: z.string().describe('The file name'),
    title: z.string().describe('The link title, or the file name when none was given'),
    slug: z.string().describe('slugify(title); a /s/{hash}/{other} link redirects to this one'),
    description: richTextDocumentSchema.nullable(),
    descriptionText: z.string().describe('The description as plain text (empty when none)'),
    technology: shareTechnologySchema,
    publicThumbnailType: publicThumbnailTypeSchema,
    kind: z.enum(['3D', '2D']),
    twoD: z.boolean(),
    format: z.string(),
    size: z.number(),
    sourceSize: z.number(),
    channels: fileItemSchema.shape.channels,
    createdAt: z.string(),
    modifiedAt: z.string(),
    permissions: sharePermissionsSchema,
    canEdit: z.boolean().describe('The caller may edit now (allowEditing and signed in)'),
    isOwner: z.boolean(),
    views: z.number().int(),
    ownerName: z.string().describe("The owner's username"),
    expiresAt: z.string().nullable(),
    publiclyShared: z.boolean(),
    // Gallery fields (issue 17): always sent by the server; optional so older clients' objects still type.
    categories: z.array(galleryCategorySchema).optional().describe('Gallery categories'),
    fileLinks: z.array(z.string()).optional().describe('3D image links of a 2D image'),
    likes: z.number().int().optional().describe('Gallery likes'),
    liked: z.boolean().optional().describe('The signed-in caller likes it'),
    comments: z.number().int().optional().describe('Gallery comments'),
    staffPicked: z.boolean().optional().describe('Staff picked it for the gallery'),
    staffHidden: z
      .boolean()
      .optional()
      .describe('Staff unpublished it (told to staff and the owner only; false for anyone else)'),
  })
  .meta({ id: 'SharedFile' });
export type SharedFile = z.infer<typeof sharedFileSchema>;

export const shareCopyBodySchema = z.object({
  parentFolderGuid: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .describe("Folder of the caller's library to copy into; the root when absent"),
});

export const shareUnlockBodySchema = z.object({ password: z.string().min(1).max(SHARE_PASSWORD_MAX_LENGTH) });

// ---------------------------------------------------------------------------------------------
// Folder links

/** PUT /api/folders/{folderGuid}/share: absent fields keep their value (false on creation). */
export const folderShareBodySchema = z.object({ ...allowFlags, ...expiryAndPassword });
export type FolderShareBody = z.infer<typeof folderShareBodySchema>;

export const folderShareSchema = z
  .object({
    token: z.string(),
    hashedGuid: z
      .string()
      .describe(
        'A public identifier of the shared folder that does not reveal its guid (may replace it in links)',
      ),
    url: z.string().describe('Absolute link /shared-folder/{folderGuid}?token={token}'),
    allowEditing: z.boolean(),
    allowSaving: z.boolean(),
    allowOriginalFileExport: z.boolean().describe('Effective value: false while allowSaving is false'),
    expiresAt: z.string().nullable(),
    hasPassword: z.boolean(),
  })
  .meta({ id: 'FolderShare' });
export type FolderShare = z.infer<typeof folderShareSchema>;

/** GET /api/shared-folders/{folderGuid}?token=…: the shared folder itself. */
export const sharedFolderSchema = z
  .object({
    folder: folderSchema.describe('The folder the link opens (token fields hidden)'),
    permissions: sharePermissionsSchema,
    ownerName: z.string(),
    isOwner: z.boolean(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'SharedFolder' });
export type SharedFolder = z.infer<typeof sharedFolderSchema>;

export const sharedFolderQuerySchema = z.object({ token: folderTokenSchema });

export const sharedFolderCopyBodySchema = z.object({
  token: folderTokenSchema,
  files: z.array(z.string().min(1).max(64)).max(1000).default([]).describe('Files of the shared folder tree'),
  folders: z.array(z.string().min(1).max(64)).max(1000).default([]).describe('Subfolders to copy whole'),
  parentFolderGuid: shareCopyBodySchema.shape.parentFolderGuid,
});

export const sharedFolderUnlockBodySchema = z.object({
  token: folderTokenSchema,
  password: shareUnlockBodySchema.shape.password,
});

/**
 * How a request names a shared file in place of the owner's fileGuid (every /api/editor/* call,
 * previews, exports): `shareHash` (a file link), or `fileGuid` with `token` (a file inside a
 * shared folder; `folderGuid`, when given, must be the shared folder or a folder on the way).
 */
export const shareAccessFields = {
  shareHash: shareHashSchema.optional().describe('A file link, in place of fileGuid'),
  folderGuid: z.string().max(64).optional().describe('With token: the shared folder (optional)'),
  token: folderTokenSchema.optional().describe('A folder link token; fileGuid names the file inside it'),
};

/**
 * The file fields of an editor, preview or export call that accepts a link: the owner's fileGuid,
 * or shareHash, or fileGuid with token (and optional folderGuid). Routes extend their schemas with it.
 */
export const fileRefShape = {
  fileGuid: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("The owner's file; with token: a file in the shared folder"),
  ...shareAccessFields,
};

// ---------------------------------------------------------------------------------------------
// oEmbed (https://oembed.com §2.3) for /s/… links

export const oembedQuerySchema = z.object({
  url: z
    .string()
    .min(1)
    .max(RICH_TEXT_URL_MAX_LENGTH)
    .describe('A /s/{shareHash}[/{slug}] or /embed/{shareHash} link'),
  format: z
    .enum(['json'])
    .default('json')
    .describe('Only json is provided (xml answers 501 per the oEmbed spec)'),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
});

export const oembedSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    title: z.string(),
    author_name: z.string(),
    author_url: z.string(),
    provider_name: z.string(),
    provider_url: z.string(),
    html: z.string().describe('An <iframe> of /embed/{shareHash}'),
    width: z.number().int(),
    height: z.number().int(),
    thumbnail_url: z.string(),
    thumbnail_width: z.number().int(),
    thumbnail_height: z.number().int(),
    cache_age: z.number().int().optional(),
  })
  .meta({ id: 'OEmbed' });
export type OEmbed = z.infer<typeof oembedSchema>;

/** The embed frame (spec part 1 §9: 640 by 360). */
export const EMBED_WIDTH_PX = 640;
export const EMBED_HEIGHT_PX = 360;
