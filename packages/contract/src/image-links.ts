// Links of a 2D image to 3D images (spec part 3 §2 "The 2D file meta holds name and fileLinks", §3 "2D
// editor: link: a rectangle with left, right, top and bottom, plus the linked 3D image"). The spec
// names the data, not the calls: GET/PUT /api/files/{fileGuid}/links are designed here (docs/api.md).
// Rectangles are fractions of the picture (0 at the left/top edge, 1 at the right/bottom edge), so
// they do not depend on the size the picture is shown at.
import { z } from 'zod';
import { fileRefShape } from './sharing.ts';

export const IMAGE_LINK_PATHS = {
  links: '/api/files/:fileGuid/links',
} as const;

/** Links one 2D image may hold. */
export const IMAGE_LINKS_MAX = 100;
/** The smallest side of a link rectangle, as a fraction of the picture (a click is not a rectangle). */
export const IMAGE_LINK_MIN_SIDE = 0.005;

const fraction = z.number().finite().min(0).max(1);

/** One rectangle and the 3D image it leads to, as the owner writes it. */
export const imageLinkInputSchema = z
  .object({
    left: fraction.describe('Fraction of the picture width, 0 = left edge'),
    top: fraction.describe('Fraction of the picture height, 0 = top edge'),
    right: fraction,
    bottom: fraction,
    fileGuid: z.string().min(1).max(64).describe('The linked 3D image (a file of the library)'),
  })
  .strict()
  .refine((r) => r.right - r.left >= IMAGE_LINK_MIN_SIDE && r.bottom - r.top >= IMAGE_LINK_MIN_SIDE, {
    message: `left < right and top < bottom, each side at least ${IMAGE_LINK_MIN_SIDE} of the picture`,
  });
export type ImageLinkInput = z.infer<typeof imageLinkInputSchema>;

export const imageLinksBodySchema = z
  .object({ links: z.array(imageLinkInputSchema).max(IMAGE_LINKS_MAX) })
  .strict()
  .meta({ id: 'ImageLinksBody' });
export type ImageLinksBody = z.infer<typeof imageLinksBodySchema>;

/** One link as it is read: the rectangle, the linked file and where the reader can open it. */
export const imageLinkSchema = z.object({
  left: z.number(),
  top: z.number(),
  right: z.number(),
  bottom: z.number(),
  fileGuid: z.string(),
  name: z
    .string()
    .nullable()
    .describe("The linked image's name; null when the reader may not see it (a link visitor)"),
  href: z
    .string()
    .nullable()
    .describe(
      'Where the reader opens the 3D image: /image/{guid} for the owner, /s/{shareHash} for a visitor when ' +
        'that image has a live file link of its own, null otherwise (the rectangle is shown, not followed)',
    ),
});
export type ImageLink = z.infer<typeof imageLinkSchema>;

export const imageLinkListSchema = z
  .object({ fileGuid: z.string(), links: z.array(imageLinkSchema) })
  .meta({ id: 'ImageLinkList' });
export type ImageLinkList = z.infer<typeof imageLinkListSchema>;

/** GET query: nothing for the owner; a share hash, or a folder token, for a link visitor. */
export const imageLinksQuerySchema = z.object({
  shareHash: fileRefShape.shareHash,
  token: fileRefShape.token,
  folderGuid: fileRefShape.folderGuid,
});
