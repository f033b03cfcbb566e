// A 2D image's links to 3D images (issue 19 item 5; spec part 3 §2–§3): rectangles on the picture,
// each leading to a 3D image of the library. Writing needs edit on the picture (its owner, or a
// signed-in visitor of a link that allows editing) and read on every linked file for the same
// caller, both through the access function; the picture must be a 2D image and each linked file a
// 3D one. Reading lists the links the picture holds, each with where this reader can open it.
import {
  imageLinkInputSchema,
  type ImageLink,
  type ImageLinkInput,
  type ImageLinkList,
} from '@asperity/contract';
import { z } from 'zod';
import { AppError, isAppError } from '../../http/errors.ts';
import type { Credentials, AccessService, FileAccess } from '../access/access-service.ts';
import type { SharingRepo } from '../sharing/repo.ts';
import type { ImageLinksRepo } from './repo.ts';

export interface ImageLinksServiceOptions {
  readonly now?: () => Date;
}

const storedSchema = z.array(imageLinkInputSchema);

export class ImageLinksService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: ImageLinksRepo,
    private readonly access: AccessService,
    private readonly sharing: SharingRepo,
    options: ImageLinksServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The links of the picture `picture` was granted for, as `credentials` may follow them. */
  async list(picture: FileAccess): Promise<ImageLinkList> {
    requireTwoD(picture);
    const stored = await this.stored(picture.file.guid);
    const owner = picture.decision.role === 'owner';
    const links: ImageLink[] = [];
    for (const link of stored) {
      const target = await this.sharing.file(link.fileGuid);
      // A linked file deleted since, or moved to another library, is no longer a link.
      if (!target || target.owner_id !== picture.file.owner_id || target.two_d === 1) continue;
      let href: string | null = null;
      if (owner) href = `/image/${encodeURIComponent(target.guid)}`;
      else {
        // A visitor follows a link only where the 3D image has a live link of its own.
        const share = await this.sharing.fileShare(target.guid);
        const live =
          share?.share_hash && (share.expires_at === null || share.expires_at > this.now().toISOString());
        if (live) href = `/s/${encodeURIComponent(share.share_hash ?? '')}`;
      }
      links.push({ ...link, name: owner ? target.name : null, href });
    }
    return { fileGuid: picture.file.guid, links };
  }

  /** Replaces the picture's links; every linked file must be a 3D image the caller may read. */
  async replace(
    credentials: Credentials,
    picture: FileAccess,
    links: readonly ImageLinkInput[],
  ): Promise<ImageLinkList> {
    requireTwoD(picture);
    for (const [index, link] of links.entries()) {
      let linked: FileAccess;
      try {
        linked = await this.access.file(credentials, { fileGuid: link.fileGuid }, 'read');
      } catch (error) {
        if (isAppError(error) && (error.code === 'not-found' || error.code === 'forbidden'))
          throw new AppError(
            'invalid-request',
            `links.${index}.fileGuid: no 3D image ${link.fileGuid} you may read`,
          );
        throw error;
      }
      if (linked.file.two_d === 1)
        throw new AppError(
          'invalid-request',
          `links.${index}.fileGuid: ${link.fileGuid} is a 2D image, not a 3D one`,
        );
      if (linked.file.owner_id !== picture.file.owner_id)
        throw new AppError(
          'invalid-request',
          `links.${index}.fileGuid: the 3D image must be in the same library`,
        );
    }
    if (links.length === 0) await this.repo.remove(picture.file.guid);
    else await this.repo.put(picture.file.guid, JSON.stringify(links), this.now().toISOString());
    return this.list(picture);
  }

  private async stored(fileGuid: string): Promise<ImageLinkInput[]> {
    const json = await this.repo.get(fileGuid);
    if (json === undefined) return [];
    const parsed = storedSchema.safeParse(JSON.parse(json));
    // Written through the same schema; anything else is not shown rather than failing the picture.
    return parsed.success ? parsed.data : [];
  }
}

function requireTwoD(picture: FileAccess): void {
  if (picture.file.two_d !== 1)
    throw new AppError(
      'invalid-request',
      `file ${picture.file.guid} is not a 2D image: only pictures hold links`,
    );
}
